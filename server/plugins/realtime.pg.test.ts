import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refreshSessions } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { signIn, withToken } from '../test/auth-helpers.ts';
import { addMember, createLocation, createUser, type TestUser } from '../test/factories.ts';
import { as, tokenFor } from '../test/request.ts';
import { realtimeUrl, TestSocket } from '../test/ws.ts';

// Two API processes behind a load balancer: two apps, each with its own pool and its own LISTEN
// connection, on one PostgreSQL database. A change made through A reaches a socket held by B.
// One file, so that cutting the LISTEN connections (which cuts every app's) runs alone.
let a: TestContext;
let b: TestContext;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL || inject('testDatabase').kind !== 'postgres') {
    throw new Error(
      'The server-pg tests need a PostgreSQL server: run them with TEST_DATABASE_URL, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
    );
  }
  a = await createTestApp({ sharedDatabase: true });
  b = await createTestApp({ sharedDatabase: true });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await a?.close();
  await b?.close();
});

async function socketOnB(user: TestUser, locationId: string): Promise<TestSocket> {
  const socket = await TestSocket.open(await realtimeUrl(b.app));
  sockets.push(socket);
  await socket.authenticate(await tokenFor(b.app, user));
  expect((await socket.subscribe(locationId)).type).toBe('subscribed');
  return socket;
}

const cutListenConnections = (context: TestContext) =>
  context.database.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = 'barback-realtime' and datname = current_database()`);

function memberIdOf(context: TestContext, locationId: string, userId: string) {
  return context.db.query.members
    .findFirst({
      where: (m, { and, eq }) => and(eq(m.locationId, locationId), eq(m.userId, userId)),
    })
    .then((row) => row?.id ?? '');
}

describe('realtime across two API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a role change made through A reaches the member’s socket on B', async () => {
    const { location, owner } = await createLocation(a.db);
    const staff = await addMember(a.db, location, 'staff');
    const memberId = await memberIdOf(a, location.id, staff.id);
    const socket = await socketOnB(staff, location.id);

    const response = await as(a.app, owner).put(
      `/api/locations/${location.id}/members/${memberId}`,
      { role: 'manager' },
    );
    expect(response.statusCode).toBe(200);
    expect(await socket.next((m) => m.type === 'membership.updated')).toEqual({
      type: 'membership.updated',
      location_id: location.id,
      id: memberId,
    });
  });

  it('a removal made through A revokes the socket on B at once', async () => {
    const { location, owner } = await createLocation(a.db);
    const staff = await addMember(a.db, location, 'staff');
    const memberId = await memberIdOf(a, location.id, staff.id);
    const removed = await socketOnB(staff, location.id);
    const watching = await socketOnB(owner, location.id);

    const response = await as(a.app, owner).delete(
      `/api/locations/${location.id}/members/${memberId}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await removed.next((m) => m.type === 'access.revoked')).toEqual({
      type: 'access.revoked',
      location_id: location.id,
    });
    await watching.next((m) => m.type === 'membership.removed');
    // Subscribing again is refused now: the membership is gone.
    expect(await removed.subscribe(location.id)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('B listens again after its LISTEN connection is cut, and tells its sockets to resync', async () => {
    const { location, owner } = await createLocation(a.db);
    const socket = await socketOnB(owner, location.id);
    // Cuts the LISTEN connections of both apps (they share the database).
    await cutListenConnections(a);
    expect(await socket.next((m) => m.type === 'resync')).toEqual({
      type: 'resync',
      location_id: location.id,
      id: location.id,
    });
    const after = randomUUID();
    await a.app.realtime.publish({ type: 'stock.updated', location_id: location.id, id: after });
    await socket.next((m) => m.id === after);
  });

  it('carries every event from A to B, in the order A published them (100 events)', async () => {
    const { location, owner } = await createLocation(a.db);
    const socket = await socketOnB(owner, location.id);
    const from = socket.messages.length;
    const published = Array.from({ length: 100 }, () => randomUUID());
    for (const id of published) {
      await a.app.realtime.publish({ type: 'stock.updated', location_id: location.id, id });
    }
    await socket.next((m) => m.id === published.at(-1), 5_000, from);
    const delivered = socket.messages
      .slice(from)
      .filter((m) => m.type === 'stock.updated')
      .map((m) => m.id);
    expect(delivered).toEqual(published);
  });
});

// Two more processes, each trusting a checked sign-in for a minute: the end of a sign-in through
// the first reaches the second by NOTIFY, and the second forgets every check when its LISTEN
// connection comes back (notices may have been lost while it was away).
describe('ended sign-ins across two API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    first = await createTestApp({ sharedDatabase: true, config: { accountCheckMs: 60_000 } });
    second = await createTestApp({ sharedDatabase: true, config: { accountCheckMs: 60_000 } });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  async function socketOnSecond(token: string): Promise<TestSocket> {
    const socket = await TestSocket.open(await realtimeUrl(second.app));
    sockets.push(socket);
    await socket.authenticate(token);
    return socket;
  }

  const me = (context: TestContext, token: string) =>
    withToken(context.app, token, 'GET', '/api/auth/me');

  it('signing out through one closes the socket on the other, which refuses the token', async () => {
    const user = await createUser(first.db);
    const { token } = await signIn(first.app, user);
    const socket = await socketOnSecond(token);
    expect((await me(second, token)).statusCode).toBe(200);

    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(await socket.closedWith()).toBe(4401);
    const after = await me(second, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');
  });

  it('the other checks every sign-in again once its LISTEN connection is back', async () => {
    const { location, owner } = await createLocation(first.db);
    const watcher = await signIn(first.app, owner);
    const socket = await socketOnSecond(watcher.token);
    expect((await socket.subscribe(location.id)).type).toBe('subscribed');
    const user = await createUser(first.db);
    const { token } = await signIn(first.app, user);
    expect((await me(second, token)).statusCode).toBe(200);
    // Ended with no notice at all: the second process still trusts its check.
    await first.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.userId, user.id));
    expect((await me(second, token)).statusCode).toBe(200);

    await cutListenConnections(first);
    await socket.next((m) => m.type === 'resync');
    expect((await me(second, token)).statusCode).toBe(401);
    expect((await me(second, watcher.token)).statusCode).toBe(200);
  });
});
