import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '#contract/constants.ts';
import { refreshSessions } from '#server/db/schema/index.ts';
import { decodeJwt } from 'jose';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { login, refresh, refreshCookieOf, refreshTokenOf } from '#server/test/auth-helpers.ts';
import { SESSION_LIFETIME_MS, hashRefreshToken } from './sessions.ts';

// The app's clock, fixed and moved by the tests: a sign-in's lifetime runs on it, not on the
// machine's time.
const START = new Date('2026-01-15T09:00:00.000Z');
let now = START.getTime();
const ctx = useTestApp({ clock: () => new Date(now) });

describe('a sign-in on the app clock', () => {
  it('lasts SESSION_LIFETIME_MS from the sign-in by the app clock, then refresh is refused', async () => {
    now = START.getTime();
    const user = await createUser(ctx.db);
    const signedIn = await login(ctx.app, { email: user.email, password: user.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const refreshToken = refreshTokenOf(signedIn);

    const [row] = await ctx.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.tokenHash, hashRefreshToken(refreshToken)));
    expect(row?.expiresAt.toISOString()).toBe(
      new Date(START.getTime() + SESSION_LIFETIME_MS).toISOString(),
    );
    expect(refreshCookieOf(signedIn)?.attributes.get('max-age')).toBe(
      String(SESSION_LIFETIME_MS / 1000),
    );
    const { iat, exp } = decodeJwt(signedIn.json<{ token: string }>().token);
    expect(iat).toBe(START.getTime() / 1000);
    expect(exp).toBe(START.getTime() / 1000 + ACCESS_TOKEN_TTL_SECONDS);

    // A day before the end: the rotated cookie lives only what the sign-in has left.
    now = START.getTime() + SESSION_LIFETIME_MS - 24 * 3_600_000;
    const late = await refresh(ctx.app, refreshToken);
    expect(late.statusCode, late.body).toBe(200);
    expect(refreshCookieOf(late)?.attributes.get('max-age')).toBe(String(24 * 3600));

    now = START.getTime() + SESSION_LIFETIME_MS + 1000;
    const expired = await refresh(ctx.app, refreshTokenOf(late));
    expect(expired.statusCode, expired.body).toBe(401);
    expect(expired.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('refuses an access token past its lifetime by the app clock', async () => {
    now = START.getTime();
    const user = await createUser(ctx.db);
    const signedIn = await login(ctx.app, { email: user.email, password: user.password });
    const token = signedIn.json<{ token: string }>().token;
    const me = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);

    now = START.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000;
    const late = await me({ authorization: `Bearer ${token}` });
    expect(late.statusCode, late.body).toBe(401);
    expect(late.json()).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } });
    // A token signed at the app's new time still works.
    expect((await as(ctx.app, user).get('/api/auth/me')).statusCode).toBe(200);
  });
});
