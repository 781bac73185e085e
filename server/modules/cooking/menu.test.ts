import { describe, expect, it } from 'vitest';
import type { MenuCost, MenuItem } from '#contract/menu.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';
import { recipeHelpers } from '#server/test/recipe-helpers.ts';

const ctx = useTestApp();
const { simpleRecipe } = recipeHelpers(ctx);

describe('GET /api/menu', () => {
  it('answers cost, margin, food cost % and allergens from current prices', async () => {
    const { location } = await createLocation(ctx.db);
    // Burger patty: 1 kg at 8.40 makes 4 portions (2.10 each); bun 0.45 a portion.
    const patty = await simpleRecipe(
      location,
      'Patty',
      { cost: '8.4', allergens: { mustard: 'may_contain' } },
      '4',
    );
    const bun = await simpleRecipe(location, 'Bun', {
      cost: '0.45',
      allergens: { gluten: 'contains', sesame: 'may_contain', mustard: 'contains' },
    });
    const burger = await createMenuItem(ctx.db, location, {
      name: 'Burger',
      category: 'Mains',
      price: '12.5',
    });
    await createMenuRecipe(ctx.db, location, {
      menuItemId: burger.id,
      recipeId: patty.recipe.id,
      quantity: '2',
    });
    await createMenuRecipe(ctx.db, location, { menuItemId: burger.id, recipeId: bun.recipe.id });
    await createMenuItem(ctx.db, location, { name: 'Tap water', category: null, price: '0' });
    const staff = await addMember(ctx.db, location, 'staff');

    const response = await as(ctx.app, staff).get(`/api/menu?location_id=${location.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json<MenuItem[]>();
    // 2 × 2.10 + 0.45 = 4.65; 12.50 − 4.65 = 7.85; 4.65 ÷ 12.50 = 37.2 %, above the 30 % target.
    expect(first).toMatchObject({
      name: 'Burger',
      price: 12.5,
      cost: 4.65,
      margin: 7.85,
      food_cost_percent: 37.2,
      above_target: true,
      cost_complete: true,
      missing_costs: [],
      allergens: { mustard: 'contains', gluten: 'contains', sesame: 'may_contain' },
    });
    expect(first?.recipes.map((line) => [line.recipe_name, line.quantity, line.cost])).toEqual([
      ['Bun', 1, 0.45],
      ['Patty', 2, 4.2],
    ]);
    // Nothing to cost: the cost is unknown, never 0, and there is no verdict.
    expect(second).toMatchObject({
      name: 'Tap water',
      cost: null,
      margin: null,
      food_cost_percent: null,
      above_target: null,
      cost_complete: false,
      cost_unknown_reason: 'nothing_to_cost',
    });
  });

  it('follows a delivery that changes an item’s cost, on the next read', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const patty = await simpleRecipe(location, 'Patty', { cost: '8', unit: 'kg' }, '4');
    const burger = await createMenuItem(ctx.db, location, { name: 'Burger', price: '10' });
    await createMenuRecipe(ctx.db, location, { menuItemId: burger.id, recipeId: patty.recipe.id });
    const before = await as(ctx.app, owner).get(`/api/menu/${burger.id}/cost`);
    expect(before.json<MenuCost>()).toMatchObject({ cost: 2, food_cost_percent: 20 });

    // A 5 kg pack, ordered at 40, invoiced at 48: the item's cost becomes 9.60 a kg.
    const vendor = await createVendor(ctx.db, location);
    const line = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      inventoryItemId: patty.stock.id,
      packSize: '5',
      price: '40',
      isPreferred: true,
    });
    const list = await createShoppingList(ctx.db, location, { vendorId: vendor.id });
    const listItem = await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      inventoryItemId: patty.stock.id,
      vendorItemId: line.id,
      packSize: '5',
      unitPrice: '40',
      quantity: '1',
    });
    const received = await as(ctx.app, owner).post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: listItem.id, received_quantity: 1, unit_price: 48 }],
    });
    expect(received.statusCode, received.body).toBe(200);

    const after = await as(ctx.app, owner).get(`/api/menu/${burger.id}/cost`);
    expect(after.json<MenuCost>()).toMatchObject({ cost: 2.4, margin: 7.6, food_cost_percent: 24 });
    const recipe = await as(ctx.app, owner).get(`/api/recipes/${patty.recipe.id}`);
    expect(recipe.json()).toMatchObject({ total_cost: 9.6, cost_per_portion: 2.4 });
  });

  it('says when a cost is incomplete, naming what is missing', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const priced = await simpleRecipe(location, 'Fries', { cost: '2' });
    const unpriced = await simpleRecipe(location, 'Sauce', { cost: null });
    const item = await createMenuItem(ctx.db, location, { name: 'Fries and sauce', price: '5' });
    await createMenuRecipe(ctx.db, location, { menuItemId: item.id, recipeId: priced.recipe.id });
    await createMenuRecipe(ctx.db, location, { menuItemId: item.id, recipeId: unpriced.recipe.id });
    const response = await as(ctx.app, owner).get(`/api/menu?location_id=${location.id}`);
    // Unknown is unknown: no partial sum, no margin, no verdict, in the list, one, and /cost.
    const unknown = {
      cost: null,
      margin: null,
      food_cost_percent: null,
      above_target: null,
      cost_complete: false,
      cost_unknown_reason: 'incomplete',
    };
    expect(response.json<MenuItem[]>()[0]).toMatchObject({
      ...unknown,
      missing_costs: ['Sauce stock'],
    });
    expect(
      response.json<MenuItem[]>()[0]?.recipes.map((line) => [line.recipe_name, line.cost]),
    ).toEqual([
      ['Fries', 2],
      ['Sauce', null],
    ]);
    const one = await as(ctx.app, owner).get(`/api/menu/${item.id}`);
    expect(one.json()).toMatchObject({ ...unknown, missing_costs: ['Sauce stock'] });
    const cost = await as(ctx.app, owner).get(`/api/menu/${item.id}/cost`);
    expect(cost.json()).toMatchObject({ ...unknown, missing: ['Sauce stock'] });
  });

  it('a price of 0 with a known cost has a margin but no food cost %', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const fries = await simpleRecipe(location, 'Fries', { cost: '2' });
    const item = await createMenuItem(ctx.db, location, { name: 'Staff fries', price: '0' });
    await createMenuRecipe(ctx.db, location, { menuItemId: item.id, recipeId: fries.recipe.id });
    const response = await as(ctx.app, owner).get(`/api/menu/${item.id}/cost`);
    expect(response.json()).toMatchObject({
      cost: 2,
      margin: -2,
      food_cost_percent: null,
      above_target: null,
      cost_complete: true,
      cost_unknown_reason: null,
    });
  });

  it('searches names and descriptions, filters a category and the active flag', async () => {
    const { location, owner } = await createLocation(ctx.db);
    await createMenuItem(ctx.db, location, { name: 'Negroni', category: 'Cocktails' });
    await createMenuItem(ctx.db, location, {
      name: 'House red',
      category: 'Wine',
      description: 'A negroamaro',
    });
    await createMenuItem(ctx.db, location, {
      name: 'Old special',
      category: 'Wine',
      active: false,
    });
    const names = async (query: string) =>
      (await as(ctx.app, owner).get(`/api/menu?location_id=${location.id}&${query}`))
        .json<MenuItem[]>()
        .map((item) => item.name);
    expect(await names('search=NEGRO')).toEqual(['Negroni', 'House red']);
    expect(await names('category=wine')).toEqual(['House red', 'Old special']);
    expect(await names('category=wine&active=true')).toEqual(['House red']);
  });

  it('needs a location_id (422), a token (401) and a membership (403)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    expect(paths((await as(ctx.app, owner).get('/api/menu')).body)).toEqual(['location_id']);
    const url = `/api/menu?location_id=${location.id}`;
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
  });
});

describe('GET /api/menu/categories', () => {
  it('lists the categories in use, sorted, each once', async () => {
    const { location, owner } = await createLocation(ctx.db);
    await createMenuItem(ctx.db, location, { category: 'Wine' });
    await createMenuItem(ctx.db, location, { category: 'Cocktails' });
    await createMenuItem(ctx.db, location, { category: 'wine' });
    await createMenuItem(ctx.db, location, { category: null });
    const staff = await addMember(ctx.db, location, 'staff');
    const response = await as(ctx.app, staff).get(
      `/api/menu/categories?location_id=${location.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(2);
    expect(response.json<string[]>()[0]).toBe('Cocktails');
    expect((await as(ctx.app, owner).get('/api/menu/categories')).statusCode).toBe(422);
    const stranger = (await createLocation(ctx.db)).owner;
    const url = `/api/menu/categories?location_id=${location.id}`;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
  });
});
