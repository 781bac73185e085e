import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions, users } from '#server/db/schema/index.ts';
import { verifyAccessToken } from '#server/lib/tokens.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { anonymous, tokenFor } from '#server/test/request.ts';
import { SESSION_LIFETIME_MS, hashRefreshToken } from './sessions.ts';
import { refresh, refreshCookieOf, refreshTokenOf, signIn } from '#server/test/auth-helpers.ts';

const ctx = useTestApp();

async function sessionRow(token: string) {
  const [row] = await ctx.db
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, hashRefreshToken(token)));
  if (!row) throw new Error('no such refresh session');
  return row;
}

async function familyRows(familyId: string) {
  return ctx.db.select().from(refreshSessions).where(eq(refreshSessions.familyId, familyId));
}

function logout(headers: Record<string, string> = {}, refreshToken?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers,
    ...(refreshToken === undefined ? {} : { cookies: { barback_refresh: refreshToken } }),
  });
}

describe('POST /api/auth/refresh', () => {
  it('answers a new access token and rotates the cookie within the same sign-in', async () => {
    const user = await createUser(ctx.db);
    const first = await signIn(ctx.app, user);
    const original = await sessionRow(first.refreshToken);

    const response = await refresh(ctx.app, first.refreshToken);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    const claims = await verifyAccessToken(ctx.app.config.jwtSecret, body.token);
    expect(claims.sessionId).toBe(original.familyId);

    const cookie = refreshCookieOf(response);
    expect(cookie?.value).not.toBe(first.refreshToken);
    expect(cookie?.attributes.get('httponly')).toBe(true);
    expect(cookie?.attributes.get('path')).toBe('/api/auth');
    expect(cookie?.attributes.get('samesite')).toBe('Lax');

    const rotated = await sessionRow(cookie?.value ?? '');
    expect(rotated.familyId).toBe(original.familyId);
    // Rotation never extends the sign-in.
    expect(rotated.expiresAt.getTime()).toBe(original.expiresAt.getTime());
    expect((await sessionRow(first.refreshToken)).usedAt).toBeInstanceOf(Date);
  });

  it('refuses a refresh token once it has been used', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    expect((await refresh(ctx.app, refreshToken)).statusCode).toBe(200);
    const again = await refresh(ctx.app, refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('revokes the whole sign-in when a used token comes back: the newest stops working too', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken: stolen } = await signIn(ctx.app, user);
    const second = refreshTokenOf(await refresh(ctx.app, stolen));
    const newest = refreshTokenOf(await refresh(ctx.app, second));

    expect((await refresh(ctx.app, stolen)).statusCode).toBe(401);
    const afterReuse = await refresh(ctx.app, newest);
    expect(afterReuse.statusCode).toBe(401);

    const rows = await familyRows((await sessionRow(stolen)).familyId);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revokedAt instanceof Date)).toBe(true);
  });

  it('leaves the user’s other sign-ins alone when one is revoked for reuse', async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(ctx.app, user);
    const laptop = await signIn(ctx.app, user);
    refreshTokenOf(await refresh(ctx.app, phone.refreshToken));
    await refresh(ctx.app, phone.refreshToken);
    expect((await refresh(ctx.app, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('gives the rotated cookie only what is left of the sign-in', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    const { familyId } = await sessionRow(refreshToken);
    await ctx.db
      .update(refreshSessions)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(refreshSessions.familyId, familyId));
    const response = await refresh(ctx.app, refreshToken);
    expect(response.statusCode).toBe(200);
    const maxAge = Number(refreshCookieOf(response)?.attributes.get('max-age'));
    expect(maxAge).toBeGreaterThan(86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(86_400);
  });

  it('lets only one of two simultaneous uses of a token through, then ends the sign-in', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    const answers = await Promise.all([
      refresh(ctx.app, refreshToken),
      refresh(ctx.app, refreshToken),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    if (!winner) throw new Error('no refresh went through');
    // The winner's new token belongs to the ended sign-in too.
    expect((await refresh(ctx.app, refreshTokenOf(winner))).statusCode).toBe(401);
    const rows = await familyRows((await sessionRow(refreshToken)).familyId);
    expect(rows.every((row) => row.revokedAt instanceof Date)).toBe(true);
  });

  it('refuses a sign-in older than 30 days', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    const row = await sessionRow(refreshToken);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(
      SESSION_LIFETIME_MS - 60_000,
    );
    await ctx.db
      .update(refreshSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshSessions.familyId, row.familyId));
    const response = await refresh(ctx.app, refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers 401 without a cookie, and drops an unknown one', async () => {
    const missing = await refresh(ctx.app);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('UNAUTHORIZED');

    const unknown = await refresh(ctx.app, 'not-a-token-we-ever-issued');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('INVALID_TOKEN');
    const cleared = refreshCookieOf(unknown);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('path')).toBe('/api/auth');
  });

  it('answers 401 once the account is gone', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await refresh(ctx.app, refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the sign-in named by the cookie and clears the cookie', async () => {
    const user = await createUser(ctx.db);
    const { token, refreshToken } = await signIn(ctx.app, user);
    const rotated = refreshTokenOf(await refresh(ctx.app, refreshToken));

    const response = await logout({ authorization: `Bearer ${token}` }, rotated);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = refreshCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('path')).toBe('/api/auth');
    expect(cleared?.attributes.get('httponly')).toBe(true);

    const rows = await familyRows((await sessionRow(rotated)).familyId);
    expect(rows.every((row) => row.revokedAt instanceof Date)).toBe(true);
    expect((await refresh(ctx.app, rotated)).statusCode).toBe(401);
  });

  it('ends only this sign-in, not the user’s others', async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(ctx.app, user);
    const laptop = await signIn(ctx.app, user);
    expect((await logout({}, phone.refreshToken)).statusCode).toBe(204);
    expect((await refresh(ctx.app, phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ctx.app, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('finds the sign-in through the access token when the cookie is missing', async () => {
    const user = await createUser(ctx.db);
    const { token, refreshToken } = await signIn(ctx.app, user);
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(204);
    expect((await refresh(ctx.app, refreshToken)).statusCode).toBe(401);
  });

  it('succeeds without any token, with an expired one, and twice', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    expect((await anonymous(ctx.app).post('/api/auth/logout')).statusCode).toBe(204);
    const expired = await tokenFor(ctx.app, user, -10);
    const first = await logout({ authorization: `Bearer ${expired}` }, refreshToken);
    expect(first.statusCode).toBe(204);
    const second = await logout({ authorization: `Bearer ${expired}` }, refreshToken);
    expect(second.statusCode).toBe(204);
    expect((await refresh(ctx.app, refreshToken)).statusCode).toBe(401);
  });
});
