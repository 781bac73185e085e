/**
 * Other screens learn of recipe and menu changes: each change publishes its event after the
 * commit, naming the recipe or the menu item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { as, tokenFor } from '#server/test/request.ts';
import { realtimeUrl, TestSocket } from '#server/test/ws.ts';
import { csvFile, postImport } from '#server/test/cooking-helpers.ts';

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

describe('recipe and menu events', () => {
  it('tells the location of recipes and menu items created, changed and deleted', async () => {
    const { location, owner } = await createLocation(context.db);
    const staff = await addMember(context.db, location, 'staff');
    const gin = await createItem(context.db, location, { name: 'Gin', unit: 'bottle' });
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    await socket.authenticate(await tokenFor(context.app, staff));
    await socket.subscribe(location.id);
    const event = (type: string, id: string) =>
      socket.next((message) => message.type === type && message.id === id);
    const caller = as(context.app, owner);

    const recipe = (
      await caller.post('/api/recipes', { location_id: location.id, name: 'Martini' })
    ).json<{ id: string }>();
    expect(await event('recipe.created', recipe.id)).toEqual({
      type: 'recipe.created',
      location_id: location.id,
      id: recipe.id,
    });
    await caller.put(`/api/recipes/${recipe.id}`, { category: 'Classics' });
    await event('recipe.updated', recipe.id);
    const line = (
      await caller.post(`/api/recipes/${recipe.id}/ingredients`, {
        inventory_item_id: gin.id,
        quantity: 1,
        unit: 'bottle',
      })
    ).json<{ id: string }>();
    await event('recipe.updated', recipe.id);
    await caller.put(`/api/recipes/ingredients/${line.id}`, { quantity: 2 });
    await event('recipe.updated', recipe.id);
    await caller.delete(`/api/recipes/ingredients/${line.id}`);
    await event('recipe.updated', recipe.id);

    const dish = (
      await caller.post('/api/menu', { location_id: location.id, name: 'Martini', price: 12 })
    ).json<{ id: string }>();
    await event('menu-item.created', dish.id);
    const portion = (
      await caller.post(`/api/menu/${dish.id}/recipes`, { recipe_id: recipe.id })
    ).json<{ id: string }>();
    await event('menu-item.updated', dish.id);
    await caller.delete(`/api/menu/recipes/${portion.id}`);
    await event('menu-item.updated', dish.id);
    await caller.put(`/api/menu/${dish.id}`, { active: false });
    await event('menu-item.updated', dish.id);
    await caller.delete(`/api/menu/${dish.id}`);
    await event('menu-item.deleted', dish.id);
    await caller.delete(`/api/recipes/${recipe.id}`);
    await event('recipe.deleted', recipe.id);

    const imported = await postImport(
      context.app,
      owner,
      { location_id: location.id },
      csvFile('recipe,ingredient,quantity,unit\nGin neat,Gin,0.1,bottle\n'),
    );
    const [created] = imported.json<{ created: { id: string }[] }>().created;
    await event('recipe.created', created?.id ?? '');
  });
});
