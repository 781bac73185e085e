import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MenuCost, MenuItem, MenuRecipe } from '#contract/menu.ts';
import { menuItems, menuRecipes } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createRecipe,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';
import { recipeHelpers } from '#server/test/recipe-helpers.ts';

const ctx = useTestApp();
const { simpleRecipe } = recipeHelpers(ctx);

describe('menu items', () => {
  it('adds, reads, edits and deletes a menu item with its recipes', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const fries = await simpleRecipe(location, 'Fries', { cost: '1.5' });
    const sauce = await simpleRecipe(location, 'Sauce', { cost: '0.25' });
    const manager = await addMember(ctx.db, location, 'manager');
    const created = await as(ctx.app, manager).post('/api/menu', {
      location_id: location.id,
      name: ' Fries ',
      price: 4.5,
      category: 'Sides',
      description: 'Hand cut',
      recipes: [{ recipe_id: fries.recipe.id, quantity: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<MenuItem>();
    expect(item).toMatchObject({
      name: 'Fries',
      active: true,
      cost: 1.5,
      food_cost_percent: 33.3333,
    });

    const read = await as(ctx.app, owner).get(`/api/menu/${item.id}`);
    expect(read.json<MenuItem>()).toMatchObject({ id: item.id, cost: 1.5 });

    const edited = await as(ctx.app, manager).put(`/api/menu/${item.id}`, {
      price: 6,
      active: false,
      recipes: [
        { recipe_id: fries.recipe.id, quantity: 1 },
        { recipe_id: sauce.recipe.id, quantity: 2 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<MenuItem>()).toMatchObject({
      price: 6,
      active: false,
      cost: 2,
      margin: 4,
      food_cost_percent: 33.3333,
      above_target: true,
    });

    const added = await as(ctx.app, manager).post(`/api/menu/${item.id}/recipes`, {
      recipe_id: sauce.recipe.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<MenuRecipe>()).toMatchObject({
      recipe_name: 'Sauce',
      quantity: 1,
      cost: 0.25,
    });
    const removed = await as(ctx.app, manager).delete(
      `/api/menu/recipes/${added.json<MenuRecipe>().id}`,
    );
    expect(removed.statusCode).toBe(204);
    const cost = await as(ctx.app, owner).get(`/api/menu/${item.id}/cost`);
    expect(cost.json<MenuCost>()).toMatchObject({
      menu_item_id: item.id,
      price: 6,
      cost: 2,
      target_food_cost_percent: 30,
    });

    expect((await as(ctx.app, manager).delete(`/api/menu/${item.id}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(menuItems).where(eq(menuItems.id, item.id))).toEqual([]);
    expect(
      await ctx.db.select().from(menuRecipes).where(eq(menuRecipes.menuItemId, item.id)),
    ).toEqual([]);
  });

  it('uses the location’s own target food cost %', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const fries = await simpleRecipe(location, 'Fries', { cost: '1.5' });
    const item = await createMenuItem(ctx.db, location, { price: '4.5' });
    await createMenuRecipe(ctx.db, location, { menuItemId: item.id, recipeId: fries.recipe.id });
    const set = await as(ctx.app, owner).put(`/api/locations/${location.id}`, {
      target_food_cost_percent: 35,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ target_food_cost_percent: 35 });
    const cost = await as(ctx.app, owner).get(`/api/menu/${item.id}/cost`);
    expect(cost.json<MenuCost>()).toMatchObject({
      target_food_cost_percent: 35,
      above_target: false,
    });
    const bad = await as(ctx.app, owner).put(`/api/locations/${location.id}`, {
      target_food_cost_percent: 0,
    });
    expect(paths(bad.body)).toEqual(['target_food_cost_percent']);
  });

  it('checks bodies (422), names (409), roles (403), locations (404) and tokens (401)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const existing = await createMenuItem(ctx.db, location, { name: 'Burger' });
    const line = await createMenuRecipe(ctx.db, location, { menuItemId: existing.id });
    const bad = await as(ctx.app, owner).post('/api/menu', {
      location_id: location.id,
      name: '',
      price: -1,
      recipes: [{ recipe_id: 'nope', quantity: 0 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)).toEqual(
      expect.arrayContaining(['name', 'price', 'recipes.0.recipe_id', 'recipes.0.quantity']),
    );
    const taken = await as(ctx.app, owner).post('/api/menu', {
      location_id: location.id,
      name: 'BURGER',
      price: 10,
    });
    expect(taken.statusCode).toBe(409);
    const foreignRecipe = await createRecipe(ctx.db, (await createLocation(ctx.db)).location);
    const foreign = await as(ctx.app, owner).post(`/api/menu/${existing.id}/recipes`, {
      recipe_id: foreignRecipe.id,
    });
    expect(foreign.statusCode).toBe(404);

    const staff = await addMember(ctx.db, location, 'staff');
    const stranger = (await createLocation(ctx.db)).owner;
    const writes = [
      () => ['post', '/api/menu', { location_id: location.id, name: 'New', price: 1 }] as const,
      () => ['put', `/api/menu/${existing.id}`, { price: 2 }] as const,
      () => ['post', `/api/menu/${existing.id}/recipes`, { recipe_id: line.recipeId }] as const,
    ];
    for (const write of writes) {
      const [method, url, body] = write();
      expect((await as(ctx.app, staff)[method](url, body)).statusCode, url).toBe(403);
      expect((await anonymous(ctx.app)[method](url, body)).statusCode, url).toBe(401);
    }
    expect((await as(ctx.app, staff).delete(`/api/menu/${existing.id}`)).statusCode).toBe(403);
    expect((await as(ctx.app, staff).delete(`/api/menu/recipes/${line.id}`)).statusCode).toBe(403);
    for (const url of [`/api/menu/${existing.id}`, `/api/menu/${existing.id}/cost`]) {
      expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(404);
      expect((await as(ctx.app, staff).get(url)).statusCode).toBe(200);
    }
    expect(
      (await as(ctx.app, stranger).put(`/api/menu/${existing.id}`, { price: 2 })).statusCode,
    ).toBe(404);
    expect((await as(ctx.app, stranger).delete(`/api/menu/${existing.id}`)).statusCode).toBe(404);
    expect((await as(ctx.app, stranger).delete(`/api/menu/recipes/${line.id}`)).statusCode).toBe(
      404,
    );
  });
});
