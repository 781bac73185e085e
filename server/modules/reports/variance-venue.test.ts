/**
 * A venue worked out by hand: two closed counts, a delivery, logged waste, and the sales of two
 * cocktails and a beer between them. Every figure of the variance report is written out below
 * and checked to the cent.
 */
import { describe, expect, it } from 'vitest';
import type { VarianceLine, VarianceReport } from '#contract/reports.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  createCategory,
  createItem,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createMenuStockItem,
  createRecipe,
  createRecipeIngredient,
  createSalesLine,
  createStockUpdate,
} from '#server/test/factories.ts';
import { closedCount } from '#server/test/reports-helpers.ts';
import { as } from '#server/test/request.ts';

const ctx = useTestApp();

const MONDAY = new Date('2026-03-02T06:00:00Z');
const NEXT_MONDAY = new Date('2026-03-09T06:00:00Z');
const during = (hours: number) => new Date(MONDAY.getTime() + hours * 3_600_000);

describe('the variance of a venue worked out by hand', () => {
  it('is exact to the cent', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const spirits = await createCategory(ctx.db, location, { name: 'Spirits', sortOrder: 1 });
    const beer = await createCategory(ctx.db, location, { name: 'Beer', sortOrder: 2 });
    // Gin in 700 ml bottles, Campari in 1 l bottles, lager by the bottle.
    const gin = await createItem(ctx.db, location, {
      name: 'Gin',
      unit: 'bottle',
      unitContent: '700',
      unitContentUnit: 'ml',
      categoryId: spirits.id,
    });
    const campari = await createItem(ctx.db, location, {
      name: 'Campari',
      unit: 'bottle',
      unitContent: '1000',
      unitContentUnit: 'ml',
      categoryId: spirits.id,
    });
    const lager = await createItem(ctx.db, location, {
      name: 'Lager',
      unit: 'each',
      categoryId: beer.id,
    });

    // Negroni: 30 ml gin, 30 ml Campari. Gin & tonic: 50 ml gin. Lager: one bottle, sold as it is.
    const negroniRecipe = await createRecipe(ctx.db, location, { name: 'Negroni' });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: negroniRecipe.id,
      inventoryItemId: gin.id,
      quantity: '30',
      unit: 'ml',
    });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: negroniRecipe.id,
      inventoryItemId: campari.id,
      quantity: '30',
      unit: 'ml',
    });
    const gtRecipe = await createRecipe(ctx.db, location, { name: 'Gin & tonic' });
    await createRecipeIngredient(ctx.db, location, {
      recipeId: gtRecipe.id,
      inventoryItemId: gin.id,
      quantity: '50',
      unit: 'ml',
    });
    const negroni = await createMenuItem(ctx.db, location, { name: 'Negroni', price: '12' });
    await createMenuRecipe(ctx.db, location, {
      menuItemId: negroni.id,
      recipeId: negroniRecipe.id,
    });
    const gt = await createMenuItem(ctx.db, location, { name: 'Gin & tonic', price: '10' });
    await createMenuRecipe(ctx.db, location, { menuItemId: gt.id, recipeId: gtRecipe.id });
    const lagerSold = await createMenuItem(ctx.db, location, { name: 'Lager', price: '6' });
    await createMenuStockItem(ctx.db, location, {
      menuItemId: lagerSold.id,
      itemId: lager.id,
      quantity: '1',
      unit: 'each',
    });
    const snacks = await createMenuItem(ctx.db, location, { name: 'Bar snacks', price: '4' });

    // First close: 5 gin, 3 Campari, 48 lager (gin at $27 then: the second close's cost counts).
    const first = await closedCount(ctx.db, location, MONDAY, [
      { itemId: gin.id, quantity: '5', costPerUnit: '27' },
      { itemId: campari.id, quantity: '3', costPerUnit: '30' },
      { itemId: lager.id, quantity: '48', costPerUnit: '1.5' },
    ]);
    // The week: 6 gin and 24 lager delivered; half a bottle of gin spilt, 2 lagers broken.
    const change = (itemId: string, reason: 'receive' | 'waste', delta: number, hours: number) =>
      createStockUpdate(ctx.db, location, {
        itemId,
        reason,
        ...(reason === 'waste' ? { cause: delta === -0.5 ? 'spill' : 'breakage' } : {}),
        previousQuantity: '100',
        newQuantity: String(100 + delta),
        createdAt: during(hours),
      });
    await change(gin.id, 'receive', 6, 24);
    await change(lager.id, 'receive', 24, 26);
    await change(gin.id, 'waste', -0.5, 50);
    await change(lager.id, 'waste', -2, 51);
    // Sales of the week: 40 negronis, 60 gin & tonics, 60 lagers, 10 bar snacks (no recipe),
    // 5 of a name the menu does not know; one negroni sold at the first close itself (before
    // the period) and one after the second.
    const sale = (menuItemId: string | null, posName: string, quantity: string, at: Date) =>
      createSalesLine(ctx.db, location, {
        menuItemId,
        posName,
        posKey: posName.toLowerCase(),
        quantity,
        soldAt: at,
      });
    await sale(negroni.id, 'Negroni', '25', during(30));
    await sale(negroni.id, 'Negroni', '15', during(100));
    await sale(gt.id, 'Gin & Tonic', '60', during(80));
    await sale(lagerSold.id, 'Lager', '61', during(90));
    await sale(lagerSold.id, 'Lager', '-1', during(91));
    await sale(snacks.id, 'Bar snacks', '10', during(92));
    await sale(null, 'Mystery shot', '5', during(93));
    await sale(negroni.id, 'Negroni', '1', MONDAY);
    await sale(negroni.id, 'Negroni', '1', new Date(NEXT_MONDAY.getTime() + 1000));

    // Second close: 3.8 gin ($28), 1.5 Campari ($30), 9 lager ($1.50).
    const second = await closedCount(ctx.db, location, NEXT_MONDAY, [
      { itemId: gin.id, quantity: '3.8', costPerUnit: '28' },
      { itemId: campari.id, quantity: '1.5', costPerUnit: '30' },
      { itemId: lager.id, quantity: '9', costPerUnit: '1.5' },
    ]);

    const response = await as(ctx.app, owner).get(
      `/api/reports/variance?location_id=${location.id}&from_count=${first.id}&to_count=${second.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as VarianceReport;
    const line = (id: string) => report.items.find((entry) => entry.item_id === id) as VarianceLine;

    // Gin: usage 5 + 6 − 3.8 = 7.2 bottles. Sold: 40 × 30 ml + 60 × 50 ml = 4,200 ml = 6
    // bottles of 700 ml. Variance 7.2 − 6 = 1.2; wasted 0.5; unexplained 0.7.
    // At $28: usage $201.60, theoretical $168.00, variance $33.60, waste $14.00, unexplained
    // $19.60; variance 1.2 ÷ 7.2 = 16.6667 % of usage.
    expect(line(gin.id)).toEqual({
      item_id: gin.id,
      name: 'Gin',
      unit: 'bottle',
      category_id: spirits.id,
      category: 'Spirits',
      opening: 5,
      received: 6,
      wasted: 0.5,
      waste_by_cause: [{ cause: 'spill', quantity: 0.5, value: 14 }],
      adjusted: 0,
      adjustments: 0,
      closing: 3.8,
      uncounted: false,
      usage: 7.2,
      theoretical: 6,
      theoretical_unknown: null,
      variance: 1.2,
      unexplained: 0.7,
      variance_percent: 16.6667,
      cost_per_unit: 28,
      usage_value: 201.6,
      theoretical_value: 168,
      variance_value: 33.6,
      wasted_value: 14,
      unexplained_value: 19.6,
    });
    // Campari: usage 3 − 1.5 = 1.5. Sold 40 × 30 ml = 1,200 ml = 1.2 bottles of 1 l.
    // Variance 0.3 (20 %), nothing wasted, unexplained 0.3. At $30: $45.00, $36.00, $9.00,
    // $0.00, $9.00.
    expect(line(campari.id)).toMatchObject({
      usage: 1.5,
      theoretical: 1.2,
      variance: 0.3,
      wasted: 0,
      waste_by_cause: [],
      unexplained: 0.3,
      variance_percent: 20,
      usage_value: 45,
      theoretical_value: 36,
      variance_value: 9,
      wasted_value: 0,
      unexplained_value: 9,
    });
    // Lager: usage 48 + 24 − 9 = 63. Sold 61 − 1 refunded = 60. Variance 3 (4.7619 %), wasted
    // 2, unexplained 1. At $1.50: $94.50, $90.00, $4.50, $3.00, $1.50.
    expect(line(lager.id)).toMatchObject({
      usage: 63,
      theoretical: 60,
      variance: 3,
      wasted: 2,
      waste_by_cause: [{ cause: 'breakage', quantity: 2, value: 3 }],
      unexplained: 1,
      variance_percent: 4.7619,
      usage_value: 94.5,
      theoretical_value: 90,
      variance_value: 4.5,
      wasted_value: 3,
      unexplained_value: 1.5,
    });
    // Worst first by unexplained money: gin $19.60, Campari $9.00, lager $1.50.
    expect(report.items.map((entry) => entry.name)).toEqual(['Gin', 'Campari', 'Lager']);
    // Spirits: $201.60 + $45.00 = $246.60 used, $168.00 + $36.00 = $204.00 sold, $42.60
    // variance, $14.00 wasted, $28.60 unexplained. Beer: the lager's. Venue: both.
    expect(report.categories).toEqual([
      {
        category_id: spirits.id,
        category: 'Spirits',
        items: 2,
        usage_value: 246.6,
        theoretical_value: 204,
        variance_value: 42.6,
        wasted_value: 14,
        unexplained_value: 28.6,
        left_out: 0,
      },
      {
        category_id: beer.id,
        category: 'Beer',
        items: 1,
        usage_value: 94.5,
        theoretical_value: 90,
        variance_value: 4.5,
        wasted_value: 3,
        unexplained_value: 1.5,
        left_out: 0,
      },
    ]);
    expect(report.totals).toEqual({
      items: 3,
      usage_value: 341.1,
      theoretical_value: 294,
      variance_value: 47.1,
      wasted_value: 17,
      unexplained_value: 30.1,
      left_out: 0,
    });
    expect(report.unmapped_sales).toEqual([{ pos_name: 'Mystery shot', quantity: 5 }]);
    expect(report.without_recipe).toEqual([
      { menu_item_id: snacks.id, name: 'Bar snacks', quantity: 10 },
    ]);
    expect(report.not_comparable).toEqual([]);
  });
});
