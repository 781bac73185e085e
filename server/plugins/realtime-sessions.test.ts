import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { refreshSessions } from '../db/schema/index.ts';
import { createTestApp, type TestContext, testConfig } from '../test/app.ts';
import { signIn, withToken } from '../test/auth-helpers.ts';
import { createLocation, createUser } from '../test/factories.ts';
import { realtimeUrl, TestSocket } from '../test/ws.ts';

// Apps on one database, as processes of one deployment: A where people sign out, B holding
// their sockets and answering their requests. Each trusts a checked sign-in for a minute and
// checks its sockets every 30 s, so only the notice of an end can close what B holds at once.
// C hears no notice of A's (it checks its sockets every 200 ms).
const config = { accountCheckMs: 60_000 };
let a: TestContext;
let b: App;
let c: App;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  a = await createTestApp({ config });
  b = await buildApp(testConfig(config), { database: a.database });
  c = await buildApp(testConfig({ ...config, realtime: { heartbeatMs: 200 } }), {
    // Its own bus: the same data, but deaf to the others' notices.
    database: { ...a.database },
  });
  for (const app of [a.app, b, c]) await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await c?.close();
  await b?.close();
  await a?.close();
});

async function socketOn(app: App, token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(await realtimeUrl(app));
  sockets.push(socket);
  await socket.authenticate(token);
  return socket;
}

const logout = (app: App, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });

describe('the sockets and tokens of an ended sign-in, across processes', () => {
  it('signing out through A closes the socket on B and refuses the token on B at once', async () => {
    const { location, owner } = await createLocation(a.db);
    const { token } = await signIn(a.app, owner);
    const other = await signIn(a.app, owner);
    const socket = await socketOn(b, token);
    expect((await socket.subscribe(location.id)).type).toBe('subscribed');
    const stays = await socketOn(b, other.token);
    expect((await withToken(b, token, 'GET', '/api/auth/me')).statusCode).toBe(200);

    expect((await logout(a.app, token)).statusCode).toBe(204);
    expect(await socket.closedWith()).toBe(4401);
    expect(socket.messages.at(-1)).toEqual({ type: 'error', code: 'INVALID_TOKEN' });
    const after = await withToken(b, token, 'GET', '/api/auth/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');

    // A new socket with the old token is refused; the person's other sign-in is left alone.
    const again = await TestSocket.open(await realtimeUrl(b));
    sockets.push(again);
    again.send({ token });
    expect(await again.closedWith()).toBe(4401);
    expect(again.messages).toEqual([{ type: 'error', code: 'INVALID_TOKEN' }]);
    expect(stays.closed).toBeUndefined();
    expect((await withToken(b, other.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('a new password set through A closes the other sign-ins’ sockets on B, not the caller’s', async () => {
    const user = await createUser(a.db);
    const caller = await signIn(a.app, user);
    const elsewhere = await signIn(a.app, user);
    const callers = await socketOn(b, caller.token);
    const other = await socketOn(b, elsewhere.token);
    const changed = await withToken(a.app, caller.token, 'PUT', '/api/auth/user', {
      current_password: user.password,
      new_password: 'a long and fresh passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await other.closedWith()).toBe(4401);
    // The caller's socket still answers (a subscription goes through).
    const { location } = await createLocation(a.db, { owner: user });
    expect((await callers.subscribe(location.id)).type).toBe('subscribed');
    expect(callers.closed).toBeUndefined();
  });

  it('a process that missed the notice closes the socket at its next heartbeat', async () => {
    const user = await createUser(a.db);
    const { token } = await signIn(a.app, user);
    const socket = await socketOn(c, token);
    expect((await logout(a.app, token)).statusCode).toBe(204);
    expect(await socket.closedWith()).toBe(4401);
  });

  it('a sign-in ended in the database alone closes its sockets at the next heartbeat', async () => {
    const user = await createUser(a.db);
    const { token } = await signIn(a.app, user);
    const socket = await socketOn(c, token);
    await a.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.userId, user.id));
    expect(await socket.closedWith()).toBe(4401);
  });
});
