/**
 * Every counter's phone learns of a count's progress: opening, each count made in it,
 * closing and deleting a count publish their events after the commit, naming the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { createItem } from '#server/test/factories.ts';
import { locationWithTeam, postCount, postWaste } from '#server/test/inventory-helpers.ts';
import { as, tokenFor } from '#server/test/request.ts';
import { realtimeUrl, TestSocket } from '#server/test/ws.ts';

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

describe('count events', () => {
  it('tells the location a count opened, progressed, closed and was deleted', async () => {
    const { location, manager, staff } = await locationWithTeam(context.db);
    const gin = await createItem(context.db, location, { name: 'Gin', quantity: '3' });
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    await socket.authenticate(await tokenFor(context.app, staff));
    await socket.subscribe(location.id);
    const event = (type: string, id: string) =>
      socket.next((message) => message.type === type && message.id === id);
    const caller = as(context.app, manager);

    const count = (await caller.post('/api/counts', { location_id: location.id })).json<{
      id: string;
    }>();
    expect(await event('count.opened', count.id)).toEqual({
      type: 'count.opened',
      location_id: location.id,
      id: count.id,
    });
    await postCount(context.app, staff, gin.id, { quantity: 2 });
    await event('stock.updated', gin.id);
    await event('count.updated', count.id);
    await postWaste(context.app, staff, gin.id, { quantity: 1, cause: 'spill' });
    await event('stock.updated', gin.id);
    await caller.post(`/api/counts/${count.id}/close`);
    await event('count.closed', count.id);

    const mistake = (await caller.post('/api/counts', { location_id: location.id })).json<{
      id: string;
    }>();
    await event('count.opened', mistake.id);
    await caller.delete(`/api/counts/${mistake.id}`);
    await event('count.deleted', mistake.id);
  });
});
