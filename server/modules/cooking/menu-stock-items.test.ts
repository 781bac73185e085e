import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MenuCost, MenuItem, MenuStockItem } from '#contract/menu.ts';
import { menuStockItems } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createMenuItem,
  createMenuStockItem,
} from '#server/test/factories.ts';
import type { TestLocation } from '#server/test/factory-rows.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';
import { recipeHelpers } from '#server/test/recipe-helpers.ts';

const ctx = useTestApp();
const { simpleRecipe } = recipeHelpers(ctx);

/** A bar's bottles: beer at 2.40 a bottle; wine at 12 a 750 ml bottle, with 4 % spilt. */
async function bottles(location: TestLocation) {
  const beer = await createItem(ctx.db, location, {
    name: 'Lager',
    unit: 'bottle',
    costPerUnit: '2.4',
    allergens: { gluten: 'contains' },
  });
  const wine = await createItem(ctx.db, location, {
    name: 'House red',
    unit: 'bottle',
    unitContent: '750',
    unitContentUnit: 'ml',
    costPerUnit: '12',
    wastePercent: '4',
    allergens: { sulphites: 'contains' },
  });
  return { beer, wine };
}

describe('stock items on a menu item', () => {
  it('adds, costs, replaces and removes the stock items a menu item uses directly', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const { beer, wine } = await bottles(location);
    const fries = await simpleRecipe(location, 'Fries', {
      cost: '1.5',
      allergens: { gluten: 'may_contain' },
    });
    const manager = await addMember(ctx.db, location, 'manager');
    const created = await as(ctx.app, manager).post('/api/menu', {
      location_id: location.id,
      name: 'Beer and fries',
      price: 8,
      recipes: [{ recipe_id: fries.recipe.id }],
      stock_items: [{ inventory_item_id: beer.id, quantity: 1, unit: 'bottle' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<MenuItem>();
    // 1.50 + 2.40 = 3.90 of 8: 48.75 %.
    expect(item).toMatchObject({
      cost: 3.9,
      margin: 4.1,
      food_cost_percent: 48.75,
      above_target: true,
      cost_complete: true,
      cost_unknown_reason: null,
      allergens: { gluten: 'contains' },
    });
    expect(item.stock_items).toMatchObject([
      { inventory_item_id: beer.id, name: 'Lager', quantity: 1, unit: 'bottle', cost: 2.4 },
    ]);

    // 175 ml of a 750 ml bottle at 12, 4 % spilt: 175 ÷ 0.96 = 182.2917 ml, × 12 ÷ 750 = 2.9167.
    const added = await as(ctx.app, manager).post(`/api/menu/${item.id}/items`, {
      inventory_item_id: wine.id,
      quantity: 175,
      unit: 'ml',
    });
    expect(added.statusCode, added.body).toBe(201);
    const glass = added.json<MenuStockItem>();
    expect(glass).toMatchObject({
      menu_item_id: item.id,
      name: 'House red',
      quantity: 175,
      unit: 'ml',
      applied_waste_percent: 4,
      gross_quantity: 182.2917,
      cost: 2.9167,
      missing_reason: null,
    });
    const cost = await as(ctx.app, owner).get(`/api/menu/${item.id}/cost`);
    expect(cost.statusCode, cost.body).toBe(200);
    // 1.50 + 2.40 + 2.916666… = 6.816666…
    expect(cost.json<MenuCost>()).toMatchObject({ cost: 6.8167, margin: 1.1833 });
    expect(cost.json<MenuCost>().stock_items.map((line) => line.name)).toEqual([
      'Lager',
      'House red',
    ]);
    const read = await as(ctx.app, owner).get(`/api/menu/${item.id}`);
    expect(read.json<MenuItem>().allergens).toEqual({ gluten: 'contains', sulphites: 'contains' });

    const replaced = await as(ctx.app, manager).put(`/api/menu/${item.id}`, {
      stock_items: [{ inventory_item_id: wine.id, quantity: 0.25, unit: 'bottle' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    // A quarter bottle, 4 % spilt: 0.25 ÷ 0.96 × 12 = 3.125; with the fries 4.625.
    expect(replaced.json<MenuItem>()).toMatchObject({ cost: 4.625 });
    expect(replaced.json<MenuItem>().stock_items).toHaveLength(1);

    const line = replaced.json<MenuItem>().stock_items[0];
    if (!line) throw new Error('no stock item');
    const removed = await as(ctx.app, manager).delete(`/api/menu/${item.id}/items/${line.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(
      await ctx.db.select().from(menuStockItems).where(eq(menuStockItems.menuItemId, item.id)),
    ).toEqual([]);
    const again = await as(ctx.app, manager).delete(`/api/menu/${item.id}/items/${line.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('a stock item without a price, or whose unit no longer converts, leaves the cost unknown', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const { beer } = await bottles(location);
    const cider = await createItem(ctx.db, location, { name: 'Cider', costPerUnit: null });
    const pint = await createMenuItem(ctx.db, location, { name: 'Pint', price: '6' });
    await createMenuStockItem(ctx.db, location, { menuItemId: pint.id, itemId: cider.id });
    await createMenuStockItem(ctx.db, location, { menuItemId: pint.id, itemId: beer.id });
    // Saved as 330 ml when the beer still said its content; it no longer does.
    const half = await createMenuItem(ctx.db, location, { name: 'Half', price: '3' });
    await createMenuStockItem(ctx.db, location, {
      menuItemId: half.id,
      itemId: beer.id,
      quantity: '330',
      unit: 'ml',
    });
    const response = await as(ctx.app, owner).get(`/api/menu?location_id=${location.id}`);
    const [halfItem, pintItem] = response.json<MenuItem[]>();
    const unknown = {
      cost: null,
      margin: null,
      food_cost_percent: null,
      above_target: null,
      cost_complete: false,
      cost_unknown_reason: 'incomplete',
    };
    expect(pintItem).toMatchObject({ ...unknown, missing_costs: ['Cider'] });
    expect(
      pintItem?.stock_items.map((line) => [line.name, line.cost, line.missing_reason]),
    ).toEqual([
      ['Cider', null, 'no_cost'],
      ['Lager', 2.4, null],
    ]);
    expect(halfItem).toMatchObject({ ...unknown, missing_costs: ['Lager'] });
    expect(halfItem?.stock_items[0]).toMatchObject({ cost: null, missing_reason: 'no_conversion' });
  });

  it('checks bodies (422), units (422), items of another location (404), roles (403) and tokens (401)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const { beer } = await bottles(location);
    const item = await createMenuItem(ctx.db, location, { name: 'Beer' });
    const line = await createMenuStockItem(ctx.db, location, {
      menuItemId: item.id,
      itemId: beer.id,
    });
    const url = `/api/menu/${item.id}/items`;

    const bad = await as(ctx.app, owner).post(url, {
      inventory_item_id: 'nope',
      quantity: 0,
      unit: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)).toEqual(
      expect.arrayContaining(['inventory_item_id', 'quantity', 'unit']),
    );
    // A bottle without a content per unit does not convert from ml: 422 naming both units.
    const unconvertible = await as(ctx.app, owner).post(url, {
      inventory_item_id: beer.id,
      quantity: 330,
      unit: 'ml',
    });
    expect(unconvertible.statusCode).toBe(422);
    expect(paths(unconvertible.body)).toEqual(['unit']);
    expect(unconvertible.body).toContain('bottle');
    const inBody = await as(ctx.app, owner).post('/api/menu', {
      location_id: location.id,
      name: 'Big beer',
      price: 5,
      stock_items: [{ inventory_item_id: beer.id, quantity: 1, unit: 'l' }],
    });
    expect(inBody.statusCode).toBe(422);
    expect(paths(inBody.body)).toEqual(['stock_items.0.unit']);

    const other = await createLocation(ctx.db);
    const foreignItem = await createItem(ctx.db, other.location, { unit: 'bottle' });
    const foreign = await as(ctx.app, owner).post(url, {
      inventory_item_id: foreignItem.id,
      quantity: 1,
      unit: 'bottle',
    });
    expect(foreign.statusCode).toBe(404);
    // A line of another menu item is not this one's to remove.
    const elsewhere = await createMenuStockItem(ctx.db, location, { itemId: beer.id });
    const wrongItem = await as(ctx.app, owner).delete(`${url}/${elsewhere.id}`);
    expect(wrongItem.statusCode).toBe(404);

    const staff = await addMember(ctx.db, location, 'staff');
    const body = { inventory_item_id: beer.id, quantity: 1, unit: 'bottle' };
    expect((await as(ctx.app, staff).post(url, body)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).post(url, body)).statusCode).toBe(401);
    expect((await as(ctx.app, staff).delete(`${url}/${line.id}`)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).delete(`${url}/${line.id}`)).statusCode).toBe(401);
    expect((await as(ctx.app, other.owner).post(url, body)).statusCode).toBe(404);
    expect((await as(ctx.app, other.owner).delete(`${url}/${line.id}`)).statusCode).toBe(404);
    // Nothing refused was written, and the line refused to others is still there.
    const lines = await ctx.db
      .select()
      .from(menuStockItems)
      .where(
        and(eq(menuStockItems.locationId, location.id), eq(menuStockItems.menuItemId, item.id)),
      );
    expect(lines.map((row) => row.id)).toEqual([line.id]);
  });
});
