import { describe, expect, it } from 'vitest';
import type { MenuEngineeringReport } from '#contract/reports.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createMenuStockItem,
  createRecipe,
  createRecipeIngredient,
  createSalesLine,
} from '#server/test/factories.ts';
import type { TestLocation } from '#server/test/factory-rows.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';

const ctx = useTestApp();

/**
 * A bar worked out by hand. A negroni (30 ml each of gin at 21 a 700 ml bottle, Campari at 14
 * a 700 ml bottle and vermouth at 15 a litre: 0.90 + 0.60 + 0.45 = 1.95) at 12; a gin and
 * tonic (50 ml of the gin and a bottle of tonic at 1.00, used directly: 2.50) at 9; a beer
 * (a bottle at 2.40) at 5; chips with no recipe (cost unknown) at 4.
 */
async function bar(location: TestLocation) {
  const bottle = (name: string, ml: string, cost: string) =>
    createItem(ctx.db, location, {
      name,
      unit: 'bottle',
      unitContent: ml,
      unitContentUnit: 'ml',
      costPerUnit: cost,
    });
  const gin = await bottle('Gin', '700', '21');
  const campari = await bottle('Campari', '700', '14');
  const vermouth = await bottle('Vermouth', '1000', '15');
  const tonic = await createItem(ctx.db, location, { name: 'Tonic', costPerUnit: '1' });
  const beer = await createItem(ctx.db, location, { name: 'Beer', costPerUnit: '2.4' });
  const recipe = await createRecipe(ctx.db, location, { name: 'Negroni' });
  for (const item of [gin, campari, vermouth]) {
    await createRecipeIngredient(ctx.db, location, {
      recipeId: recipe.id,
      inventoryItemId: item.id,
      quantity: '30',
      unit: 'ml',
    });
  }
  const negroni = await createMenuItem(ctx.db, location, {
    name: 'Negroni',
    category: 'Cocktails',
    price: '12',
  });
  await createMenuRecipe(ctx.db, location, { menuItemId: negroni.id, recipeId: recipe.id });
  const gAndT = await createMenuItem(ctx.db, location, {
    name: 'Gin and tonic',
    category: 'Cocktails',
    price: '9',
  });
  await createMenuStockItem(ctx.db, location, {
    menuItemId: gAndT.id,
    itemId: gin.id,
    quantity: '50',
    unit: 'ml',
  });
  await createMenuStockItem(ctx.db, location, { menuItemId: gAndT.id, itemId: tonic.id });
  const lager = await createMenuItem(ctx.db, location, {
    name: 'Beer',
    category: null,
    price: '5',
  });
  await createMenuStockItem(ctx.db, location, { menuItemId: lager.id, itemId: beer.id });
  const chips = await createMenuItem(ctx.db, location, {
    name: 'Chips',
    category: null,
    price: '4',
  });
  return { negroni, gAndT, lager, chips };
}

const at = (iso: string) => new Date(iso);

describe('GET /api/reports/menu-engineering', () => {
  it('classifies two cocktails and a beer, exact to the cent', async () => {
    const { location } = await createLocation(ctx.db);
    const { negroni, gAndT, lager, chips } = await bar(location);
    const sale = (
      menuItemId: string | null,
      quantity: string,
      netSales: string | null,
      soldAt: string,
    ) =>
      createSalesLine(ctx.db, location, {
        menuItemId,
        quantity,
        netSales,
        soldAt: at(soldAt),
        ...(menuItemId === null ? { posName: 'Gift card' } : {}),
      });
    // November in the location's zone (UTC): the first instant of the 1st counts.
    await sale(negroni.id, '30', '330', '2026-11-01T00:00:00.000Z');
    await sale(gAndT.id, '102', '918', '2026-11-10T21:00:00.000Z');
    await sale(gAndT.id, '-2', '-18', '2026-11-11T21:00:00.000Z');
    await sale(lager.id, '60', null, '2026-11-20T21:00:00.000Z');
    await sale(chips.id, '20', '80', '2026-11-30T23:59:59.000Z');
    await sale(null, '2', '50', '2026-11-15T12:00:00.000Z');
    // Outside the period: the first instant of December, and the last of October.
    await sale(negroni.id, '100', '1200', '2026-12-01T00:00:00.000Z');
    await sale(lager.id, '100', '500', '2026-10-31T23:59:59.000Z');
    const manager = await addMember(ctx.db, location, 'manager');

    const response = await as(ctx.app, manager).get(
      `/api/reports/menu-engineering?location_id=${location.id}&from=2026-11-01&to=2026-11-30`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<MenuEngineeringReport>();
    // 210 sold of 4 items: the popularity line is 70 % of a 25 % share, 17.5 %. The margin
    // line is Σ total margin ÷ Σ quantity of the costed: (271.50 + 650 + 156) ÷ 190 = 5.6711.
    expect(report).toMatchObject({
      from: '2026-10-31T23:59:59.999Z',
      to: '2026-11-30T23:59:59.999Z',
      items_sold: 4,
      quantity_sold: 210,
      popularity_threshold_percent: 17.5,
      average_margin: 5.6711,
      // Revenue 330 + 900 + 300; cost 30 × 1.95 + 100 × 2.50 + 60 × 2.40.
      totals: { revenue: 1530, cost: 452.5, margin: 1077.5, food_cost_percent: 29.5752 },
      items_left_out: 1,
      class_counts: { star: 1, plowhorse: 1, puzzle: 1, dog: 0 },
      unmapped: [{ pos_name: 'Gift card', quantity: 2 }],
    });
    expect(report.items).toEqual([
      {
        menu_item_id: gAndT.id,
        name: 'Gin and tonic',
        category: 'Cocktails',
        quantity_sold: 100,
        net_sales: 900,
        average_price: 9,
        price_source: 'sales',
        cost: 2.5,
        contribution_margin: 6.5,
        total_margin: 650,
        menu_mix_percent: 47.619,
        popularity: 'high',
        margin: 'high',
        class: 'star',
        unknown_reason: null,
        missing_costs: [],
      },
      {
        menu_item_id: negroni.id,
        name: 'Negroni',
        category: 'Cocktails',
        quantity_sold: 30,
        net_sales: 330,
        // 330 ÷ 30: sold at 11.00 on average, below the menu's 12.
        average_price: 11,
        price_source: 'sales',
        cost: 1.95,
        contribution_margin: 9.05,
        total_margin: 271.5,
        menu_mix_percent: 14.2857,
        popularity: 'low',
        margin: 'high',
        class: 'puzzle',
        unknown_reason: null,
        missing_costs: [],
      },
      {
        menu_item_id: lager.id,
        name: 'Beer',
        category: null,
        quantity_sold: 60,
        net_sales: null,
        // No amount in the sales: the menu price.
        average_price: 5,
        price_source: 'menu',
        cost: 2.4,
        contribution_margin: 2.6,
        total_margin: 156,
        menu_mix_percent: 28.5714,
        popularity: 'high',
        margin: 'low',
        class: 'plowhorse',
        unknown_reason: null,
        missing_costs: [],
      },
      {
        menu_item_id: chips.id,
        name: 'Chips',
        category: null,
        quantity_sold: 20,
        net_sales: 80,
        average_price: 4,
        price_source: 'sales',
        cost: null,
        contribution_margin: null,
        total_margin: null,
        menu_mix_percent: 9.5238,
        popularity: 'low',
        margin: null,
        class: null,
        unknown_reason: 'nothing_to_cost',
        missing_costs: [],
      },
    ]);
  });

  it('answers an empty period with no items and no margin line', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).get(
      `/api/reports/menu-engineering?location_id=${location.id}&from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      items: [],
      items_sold: 0,
      average_margin: null,
      totals: { revenue: 0, cost: 0, margin: 0, food_cost_percent: null },
      items_left_out: 0,
    });
  });

  it('checks the query (422), the token (401), the location (403) and the role (403)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const url = `/api/reports/menu-engineering?location_id=${location.id}&from=2026-11-01&to=2026-11-30`;
    const missing = await as(ctx.app, owner).get('/api/reports/menu-engineering');
    expect(missing.statusCode).toBe(422);
    expect(paths(missing.body)).toEqual(expect.arrayContaining(['location_id', 'from', 'to']));
    const reversed = await as(ctx.app, owner).get(
      `/api/reports/menu-engineering?location_id=${location.id}&from=2026-11-30&to=2026-11-01`,
    );
    expect(reversed.statusCode).toBe(422);
    expect(paths(reversed.body)).toEqual(['to']);
    const bad = await as(ctx.app, owner).get(
      `/api/reports/menu-engineering?location_id=${location.id}&from=yesterday&to=2026-11-31`,
    );
    expect(bad.statusCode).toBe(422);
    // Years the database's calendar cannot read on either side of a time zone: 422, never 500.
    for (const [from, to] of [
      ['0000-01-01', '2026-11-30'],
      ['0001-01-01', '9999-12-31'],
      ['2026-11-01', '9999-12-31T23:59:59-14:00'],
    ]) {
      const far = await as(ctx.app, owner).get(
        `/api/reports/menu-engineering?location_id=${location.id}&from=${from}&to=${encodeURIComponent(to ?? '')}`,
      );
      expect(far.statusCode, `${from}…${to}`).toBe(422);
    }
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await as(ctx.app, staff).get(url)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
  });
});
