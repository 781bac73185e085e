/**
 * Property: when the sales, deliveries, waste and counts agree — every closing count is the
 * opening plus what came in, less what the sales used by the recipes and what was logged as
 * waste — nothing is unexplained: each item's variance is its logged waste (0 without waste),
 * its unexplained rest is 0, and so are the totals'.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wasteCauses } from '#contract/stock-updates.ts';
import type { VarianceReport } from '#contract/reports.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  createItem,
  createLocation,
  createMenuItem,
  createMenuStockItem,
  createSalesLine,
  createStockUpdate,
} from '#server/test/factories.ts';
import { closedCount } from '#server/test/reports-helpers.ts';
import { as } from '#server/test/request.ts';

const ctx = useTestApp();

const FROM = new Date('2026-05-04T06:00:00Z');
const TO = new Date('2026-05-11T06:00:00Z');
const within = (share: number) =>
  new Date(FROM.getTime() + 1000 + share * (TO.getTime() - FROM.getTime() - 2000));

// Up to 4 decimals, as the columns hold them.
const decimal = (max: number) =>
  fc.integer({ min: 0, max: max * 10_000 }).map((n) => new Decimal(n).div(10_000));
const positive = (max: number) =>
  fc.integer({ min: 1, max: max * 10_000 }).map((n) => new Decimal(n).div(10_000));

const stockItem = fc.record({
  opening: decimal(200),
  received: fc.array(decimal(50), { maxLength: 3 }),
  waste: fc.array(fc.record({ quantity: positive(5), cause: fc.constantFrom(...wasteCauses) }), {
    maxLength: 3,
  }),
  /** Sales lines of the menu item that uses it (a refund is negative). */
  sales: fc.array(
    fc.integer({ min: -3, max: 40 }).filter((n) => n !== 0),
    { maxLength: 4 },
  ),
  /** How much of it one sale uses. */
  perSale: positive(3),
  cost: fc.option(positive(50), { nil: null }),
});

describe('the variance, as a property', () => {
  it('leaves nothing unexplained when sales, deliveries, waste and counts agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stockItem, { minLength: 1, maxLength: 4 }), async (stock) => {
        const { location, owner } = await createLocation(ctx.db);
        const opening = [];
        const closing = [];
        for (const entry of stock) {
          const item = await createItem(ctx.db, location, { unit: 'each' });
          const menuItem = await createMenuItem(ctx.db, location);
          await createMenuStockItem(ctx.db, location, {
            menuItemId: menuItem.id,
            itemId: item.id,
            quantity: entry.perSale.toString(),
            unit: 'each',
          });
          const sold = entry.sales.reduce((sum, quantity) => sum + quantity, 0);
          const wasted = entry.waste.reduce(
            (sum, waste) => sum.plus(waste.quantity),
            new Decimal(0),
          );
          let received = entry.received.reduce(
            (sum, quantity) => sum.plus(quantity),
            new Decimal(0),
          );
          let close = entry.opening.plus(received).minus(wasted).minus(entry.perSale.times(sold));
          // Whatever the counts lacked came in a delivery more.
          const topUp = close.isNegative() ? close.negated() : new Decimal(0);
          received = received.plus(topUp);
          close = close.plus(topUp);
          const deliveries = topUp.isZero() ? entry.received : [...entry.received, topUp];
          for (const [index, quantity] of deliveries.entries()) {
            await createStockUpdate(ctx.db, location, {
              itemId: item.id,
              reason: 'receive',
              previousQuantity: '0',
              newQuantity: quantity.toString(),
              createdAt: within(index / 10),
            });
          }
          for (const [index, waste] of entry.waste.entries()) {
            await createStockUpdate(ctx.db, location, {
              itemId: item.id,
              reason: 'waste',
              cause: waste.cause,
              previousQuantity: waste.quantity.toString(),
              newQuantity: '0',
              createdAt: within(0.5 + index / 10),
            });
          }
          for (const [index, quantity] of entry.sales.entries()) {
            await createSalesLine(ctx.db, location, {
              menuItemId: menuItem.id,
              quantity: String(quantity),
              soldAt: within(0.3 + index / 10),
            });
          }
          const cost = entry.cost?.toString() ?? null;
          opening.push({ itemId: item.id, quantity: entry.opening.toString(), costPerUnit: cost });
          closing.push({ itemId: item.id, quantity: close.toString(), costPerUnit: cost });
        }
        const first = await closedCount(ctx.db, location, FROM, opening);
        const second = await closedCount(ctx.db, location, TO, closing);

        const response = await as(ctx.app, owner).get(
          `/api/reports/variance?location_id=${location.id}&from_count=${first.id}&to_count=${second.id}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json() as VarianceReport;
        expect(report.items).toHaveLength(stock.length);
        for (const line of report.items) {
          expect(line.variance, line.name).toBe(line.wasted);
          expect(line.unexplained, line.name).toBe(0);
          expect(line.unexplained_value ?? 0, line.name).toBe(0);
          if (line.wasted === 0) expect(line.variance_value ?? 0).toBe(0);
        }
        expect(report.totals.unexplained_value).toBe(0);
        expect(report.totals.variance_value).toBe(report.totals.wasted_value);
      }),
      { numRuns: 15 },
    );
  });
});
