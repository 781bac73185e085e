import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordResets, refreshSessions } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createLocation, createMember, createUser } from '#server/test/factories.ts';
import { refresh, refreshTokenOf, signIn, withToken } from '#server/test/auth-helpers.ts';

// Each process trusts a checked sign-in for a minute here, so only the end itself can make
// the next request fail: nothing in these tests waits for the check to lapse but the last.
const WINDOW_MS = 60_000;
let now = new Date('2026-11-20T12:00:00Z').getTime();
const ctx = useTestApp({ config: { accountCheckMs: WINDOW_MS }, clock: () => new Date(now) });

const ENDED = 'Your session has ended. Please sign in again.';
const me = (token: string) => withToken(ctx.app, token, 'GET', '/api/auth/me');

function expectRefused(response: LightMyRequestResponse, message = ENDED) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN', message });
}

function logout(token: string, refreshToken?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${token}` },
    ...(refreshToken === undefined ? {} : { cookies: { barback_refresh: refreshToken } }),
  });
}

describe('an access token after its sign-in ended', () => {
  it('is refused on the next request after signing out', async () => {
    const user = await createUser(ctx.db);
    const { token, refreshToken } = await signIn(ctx.app, user);
    const other = await signIn(ctx.app, user);
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token, refreshToken)).statusCode).toBe(204);
    expectRefused(await me(token));
    // Another sign-in of the same person (their other phone) goes on.
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('is refused after signing out with the access token alone (no cookie)', async () => {
    const user = await createUser(ctx.db);
    const { token } = await signIn(ctx.app, user);
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(204);
    expectRefused(await me(token));
  });

  it('of every other sign-in is refused after a new password; the caller’s goes on', async () => {
    const user = await createUser(ctx.db);
    const caller = await signIn(ctx.app, user);
    const elsewhere = await signIn(ctx.app, user);
    expect((await me(elsewhere.token)).statusCode).toBe(200);
    const changed = await withToken(ctx.app, caller.token, 'PUT', '/api/auth/user', {
      current_password: user.password,
      new_password: 'a long and fresh passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectRefused(await me(elsewhere.token));
    expect((await me(caller.token)).statusCode).toBe(200);
  });

  it('is refused after a password reset, every sign-in', async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(ctx.app, user);
    const laptop = await signIn(ctx.app, user);
    for (const { token } of [phone, laptop]) expect((await me(token)).statusCode).toBe(200);
    const resetToken = randomBytes(32).toString('base64url');
    await ctx.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: createHash('sha256').update(resetToken).digest('hex'),
      expiresAt: new Date(now + 30 * 60_000),
    });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset-password/confirm',
      payload: { token: resetToken, password: 'a long and fresh passphrase' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    for (const { token } of [phone, laptop]) expectRefused(await me(token));
    // Not even to delete the account: only its own sign-out leaves that minute.
    expectRefused(await withToken(ctx.app, phone.token, 'DELETE', '/api/auth/user'));
  });

  it('is refused once its refresh token came back a second time (a copy)', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken: stolen } = await signIn(ctx.app, user);
    const rotated = await refresh(ctx.app, stolen);
    const { token } = rotated.json<{ token: string }>();
    expect(refreshTokenOf(rotated)).not.toBe(stolen);
    expect((await me(token)).statusCode).toBe(200);
    expect((await refresh(ctx.app, stolen)).statusCode).toBe(401);
    expectRefused(await me(token));
  });

  it('is refused once the account is deleted', async () => {
    const { owner } = await createLocation(ctx.db);
    const { token } = await signIn(ctx.app, owner);
    const other = await signIn(ctx.app, owner);
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await withToken(ctx.app, token, 'DELETE', '/api/auth/user')).statusCode).toBe(204);
    expectRefused(await me(other.token), 'This account no longer exists.');
  });

  it('is refused once the sign-in ended behind this process’s back and its check lapsed', async () => {
    const user = await createUser(ctx.db);
    const { token } = await signIn(ctx.app, user);
    expect((await me(token)).statusCode).toBe(200);
    // Another process ended it, and its notice never came: the check's window bounds the wait.
    await ctx.db
      .update(refreshSessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(refreshSessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(200);
    now += WINDOW_MS;
    expectRefused(await me(token));
  });
});

describe('deleting the account right after signing out (the account screen, §4)', () => {
  it('works within a minute of the sign-out, and nothing else does', async () => {
    const { owner } = await createLocation(ctx.db);
    const { token, refreshToken } = await signIn(ctx.app, owner);
    expect((await logout(token, refreshToken)).statusCode).toBe(204);
    expectRefused(await withToken(ctx.app, token, 'PUT', '/api/auth/user', { name: 'Sam' }));
    now += 30_000;
    const deleted = await withToken(ctx.app, token, 'DELETE', '/api/auth/user');
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it('is refused a minute after the sign-out', async () => {
    const { owner } = await createLocation(ctx.db);
    const { token, refreshToken } = await signIn(ctx.app, owner);
    expect((await logout(token, refreshToken)).statusCode).toBe(204);
    now += 60_000;
    expectRefused(await withToken(ctx.app, token, 'DELETE', '/api/auth/user'));
  });
});

describe('removal from a location', () => {
  it('takes effect on the next request', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const member = await createMember(ctx.db, location, { role: 'manager' });
    const { token } = await signIn(ctx.app, member.user);
    const items = `/api/inventory?location_id=${location.id}`;
    expect((await withToken(ctx.app, token, 'GET', items)).statusCode).toBe(200);
    const owners = await signIn(ctx.app, owner);
    const removed = await withToken(
      ctx.app,
      owners.token,
      'DELETE',
      `/api/locations/${location.id}/members/${member.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await withToken(ctx.app, token, 'GET', items)).statusCode).toBe(403);
  });
});
