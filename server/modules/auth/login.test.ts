import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions } from '#server/db/schema/index.ts';
import { verifyAccessToken } from '#server/lib/tokens.ts';
import { useTestApp } from '#server/test/app.ts';
import { createLocation, createUser } from '#server/test/factories.ts';
import { hashRefreshToken } from './sessions.ts';
import { errorWithoutId, login, newClientIp, refreshCookieOf } from '#server/test/auth-helpers.ts';

const ctx = useTestApp();

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any case of the email', async () => {
    const { owner, location } = await createLocation(ctx.db, { name: 'Login Lounge' });
    const response = await login(ctx.app, {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: owner.id,
      email: owner.email,
      locations: [{ id: location.id, name: 'Login Lounge', role: 'owner' }],
    });
    const claims = await verifyAccessToken(ctx.app.config.jwtSecret, body.token);
    expect(claims).toMatchObject({ userId: owner.id, email: owner.email });

    const cookie = refreshCookieOf(response);
    expect(cookie?.attributes.get('httponly')).toBe(true);
    expect(cookie?.attributes.get('path')).toBe('/api/auth');
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.has('secure')).toBe(false);
    const [session] = await ctx.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.tokenHash, hashRefreshToken(cookie?.value ?? '')));
    expect(session).toMatchObject({ userId: owner.id, familyId: claims.sessionId, usedAt: null });
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const user = await createUser(ctx.db);
    const wrongPassword = await login(ctx.app, { email: user.email, password: 'not the password' });
    const unknownEmail = await login(ctx.app, {
      email: `nobody-${randomUUID()}@example.test`,
      password: 'not the password',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(refreshCookieOf(response)).toBeUndefined();
    }
    expect(errorWithoutId(wrongPassword)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
    expect(errorWithoutId(unknownEmail)).toEqual(errorWithoutId(wrongPassword));
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('answers 422 with the failing fields for a bad body', async () => {
    const response = await login(ctx.app, { email: 'nope', password: '' });
    expect(response.statusCode).toBe(422);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths.sort()).toEqual(['email', 'password']);
  });
});

// The limits on failed sign-ins: sign-in-limits.test.ts.

describe('the per-IP limit on login, register and refresh', () => {
  it('answers 429 RATE_LIMITED with Retry-After past 30 requests a minute from one address', async () => {
    const ip = newClientIp();
    // Bad bodies cost no password hashing, and count all the same.
    for (let request = 1; request <= 30; request++) {
      const response = await login(ctx.app, { email: 'x' }, ip);
      expect(response.statusCode, `request ${request}`).toBe(422);
    }
    const blocked = await login(ctx.app, { email: 'x' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {},
      remoteAddress: ip,
    });
    expect(register.statusCode).toBe(422); // each route counts on its own

    const elsewhere = await login(ctx.app, { email: 'x' }, newClientIp());
    expect(elsewhere.statusCode).toBe(422);
  });
});

describe('the OpenAPI document', () => {
  it('lists every auth route', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/user',
      '/api/auth/redeem-invite',
      '/api/auth/registration',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(document.paths['/api/auth/login'].post.responses).sort()).toEqual([
      '200',
      '401',
      '422',
      '429',
    ]);
  });
});
