/**
 * Other phones learn of list changes: each change publishes its event after the commit, and
 * receiving also publishes the stock of every item it changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { as, tokenFor } from '#server/test/request.ts';
import { realtimeUrl, TestSocket } from '#server/test/ws.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

let context: TestContext;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  context = await createTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = await realtimeUrl(context.app);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await context?.close();
});

describe('shopping-list events', () => {
  it('tells the location of a list created, changed, ticked, sent, received (with its stock) and deleted', async () => {
    const { location, manager, staff, vendor, gin, ginCase } = await buyingWorld(context.db);
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    await socket.authenticate(await tokenFor(context.app, staff));
    await socket.subscribe(location.id);
    const event = (type: string, id: string) =>
      socket.next((message) => message.type === type && message.id === id);

    const caller = as(context.app, manager);
    const created = (
      await caller.post('/api/shopping-lists', { location_id: location.id, name: 'Spare' })
    ).json();
    expect(await event('shopping-list.created', created.id)).toEqual({
      type: 'shopping-list.created',
      location_id: location.id,
      id: created.id,
    });
    await caller.put(`/api/shopping-lists/${created.id}`, { notes: 'n' });
    await event('shopping-list.updated', created.id);
    expect((await caller.delete(`/api/shopping-lists/${created.id}`)).statusCode).toBe(204);
    await event('shopping-list.deleted', created.id);

    const { list, item: line } = await draftWithLine(context.db, location, {
      vendorId: vendor.id,
      itemId: gin.id,
      vendorItemId: ginCase.id,
      packs: '1',
      price: '90',
    });
    await as(context.app, staff).patch(`/api/shopping-lists/items/${line.id}/completed`, {
      completed: true,
    });
    await event('shopping-list.item-ticked', list.id);
    await caller.post(`/api/shopping-lists/${list.id}/send`, {});
    await event('shopping-list.sent', list.id);
    await as(context.app, staff).post(`/api/shopping-lists/${list.id}/receive`, {});
    await event('shopping-list.received', list.id);
    await event('stock.updated', gin.id);
  });
});
