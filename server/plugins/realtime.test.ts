import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '#contract/realtime.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { addMember, createLocation, createUser } from '../test/factories.ts';
import { tokenFor } from '../test/request.ts';
import { realtimeUrl, TestSocket } from '../test/ws.ts';

let context: TestContext;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  context = await createTestApp({ config: { realtime: { handshakeTimeoutMs: 1_000 } } });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = await realtimeUrl(context.app);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await context?.close();
});

async function connect(): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  sockets.push(socket);
  return socket;
}

async function signedIn(user: { id: string; email: string }): Promise<TestSocket> {
  const socket = await connect();
  await socket.authenticate(await tokenFor(context.app, user));
  return socket;
}

describe('GET /api/realtime', () => {
  it('subscribes a member to their location and refuses another one', async () => {
    const { location, owner } = await createLocation(context.db);
    const { location: other } = await createLocation(context.db);
    const socket = await signedIn(owner);

    expect(await socket.subscribe(location.id)).toEqual({
      type: 'subscribed',
      location_id: location.id,
    });
    expect(await socket.subscribe(other.id)).toEqual({
      type: 'error',
      code: 'FORBIDDEN',
      location_id: other.id,
    });
    // Still connected, and still subscribed to its own location.
    await context.app.realtime.publish({
      type: 'item.updated',
      location_id: location.id,
      id: randomUUID(),
    });
    await socket.next((m) => m.type === 'item.updated');
    expect(socket.closed).toBeUndefined();
  });

  it('closes with 4401 on a bad token', async () => {
    const socket = await connect();
    socket.send({ token: 'not-a-token' });
    expect(await socket.closedWith()).toBe(4401);
    expect(socket.messages).toEqual([{ type: 'error', code: 'INVALID_TOKEN' }]);
  });

  it('closes with 4401 on an expired token', async () => {
    const user = await createUser(context.db);
    const socket = await connect();
    socket.send({ token: await tokenFor(context.app, user, -10) });
    expect(await socket.closedWith()).toBe(4401);
    expect(socket.messages).toEqual([{ type: 'error', code: 'TOKEN_EXPIRED' }]);
  });

  it('closes a socket that sends no token in time', async () => {
    const socket = await connect();
    expect(await socket.closedWith(5_000)).toBe(4408);
  });

  it('ignores junk and asks for a token before anything else', async () => {
    const { location, owner } = await createLocation(context.db);
    const socket = await connect();
    socket.ws.send('not json');
    socket.send({ subscribe: location.id });
    await socket.next((m) => m.code === 'NOT_AUTHENTICATED');
    expect(socket.messages[0]).toEqual({ type: 'error', code: 'BAD_MESSAGE' });
    await socket.authenticate(await tokenFor(context.app, owner));
    socket.send({ subscribe: 'not-a-uuid' });
    socket.send({ subscribe: location.id, extra: true });
    expect((await socket.subscribe(location.id)).type).toBe('subscribed');
    expect(socket.messages.filter((m) => m.code === 'BAD_MESSAGE')).toHaveLength(3);
  });

  it('delivers an event to the location’s sockets only, as { type, location_id, id }', async () => {
    const { location, owner } = await createLocation(context.db);
    const { location: other, owner: stranger } = await createLocation(context.db);
    const here = await signedIn(owner);
    const elsewhere = await signedIn(stranger);
    await here.subscribe(location.id);
    await elsewhere.subscribe(other.id);

    const itemId = randomUUID();
    await context.app.realtime.publish({
      type: 'stock.updated',
      location_id: location.id,
      id: itemId,
    });
    await context.app.realtime.publish({
      type: 'stock.updated',
      location_id: other.id,
      id: randomUUID(),
    });

    expect(await here.next((m) => m.type === 'stock.updated')).toEqual({
      type: 'stock.updated',
      location_id: location.id,
      id: itemId,
    });
    await elsewhere.next((m) => m.type === 'stock.updated');
    expect(elsewhere.messages.filter((m) => m.location_id === location.id)).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const { location, owner } = await createLocation(context.db);
    const socket = await signedIn(owner);
    // A second socket that stays subscribed shows when the event has been delivered: with
    // PostgreSQL the notification reaches the server after publish() has returned.
    const witness = await signedIn(owner);
    await socket.subscribe(location.id);
    await witness.subscribe(location.id);
    socket.send({ unsubscribe: location.id });
    await socket.next((m) => m.type === 'unsubscribed');
    await context.app.realtime.publish({
      type: 'category.created',
      location_id: location.id,
      id: randomUUID(),
    });
    await witness.next((m) => m.type === 'category.created');
    // Anything sent to this socket before now arrives ahead of the reply to this message.
    socket.send({ subscribe: location.id });
    const at = socket.messages.length;
    await socket.next((m) => m.type === 'subscribed', 5_000, at);
    expect(socket.messages.some((m) => m.type === 'category.created')).toBe(false);
  });

  it('revokes access at once on membership.removed', async () => {
    const { location, owner } = await createLocation(context.db);
    const staff = await addMember(context.db, location, 'staff');
    const phone = await signedIn(staff);
    const tablet = await signedIn(staff);
    const manager = await signedIn(owner);
    for (const socket of [phone, tablet, manager]) await socket.subscribe(location.id);

    const memberId = randomUUID();
    await context.app.realtime.publish({
      type: 'membership.removed',
      location_id: location.id,
      id: memberId,
      user_id: staff.id,
    });
    for (const socket of [phone, tablet]) {
      expect(await socket.next((m) => m.type === 'access.revoked')).toEqual({
        type: 'access.revoked',
        location_id: location.id,
      });
    }
    // The others see the change of the team, without the user id.
    expect(await manager.next((m) => m.type === 'membership.removed')).toEqual({
      type: 'membership.removed',
      location_id: location.id,
      id: memberId,
    });
    // The removed member's sockets hear nothing more from that location.
    await context.app.realtime.publish({
      type: 'stock.updated',
      location_id: location.id,
      id: randomUUID(),
    });
    await manager.next((m) => m.type === 'stock.updated');
    expect(phone.messages.some((m) => m.type === 'stock.updated')).toBe(false);
    expect(tablet.messages.some((m) => m.type === 'membership.removed')).toBe(false);
  });

  it('sends membership.updated to the member even when not subscribed there', async () => {
    const { location } = await createLocation(context.db);
    const staff = await addMember(context.db, location, 'staff');
    const socket = await signedIn(staff);
    const memberId = randomUUID();
    await context.app.realtime.publish({
      type: 'membership.updated',
      location_id: location.id,
      id: memberId,
      user_id: staff.id,
    });
    expect(await socket.next((m) => m.type === 'membership.updated')).toEqual({
      type: 'membership.updated',
      location_id: location.id,
      id: memberId,
    });
  });

  it('rejects a malformed event from the server code', async () => {
    await expect(
      context.app.realtime.publish({ type: 'stock.updated', location_id: 'x', id: 'y' }),
    ).rejects.toThrow();
    // A type outside the union, as code the compiler cannot see might send.
    const unknownType = { type: '', location_id: randomUUID(), id: randomUUID() };
    await expect(
      context.app.realtime.publish(unknownType as unknown as DomainEvent),
    ).rejects.toThrow();
  });
});
