/**
 * Property: whatever counts (in the count by name or not), waste, adjustments and retried
 * requests happen while a full count is open, closing it keeps exactly the items' quantities
 * and costs of that moment, flags exactly the items not counted in it, and its total value is
 * Σ quantity × cost per unit (4 decimals) over the items that have a cost.
 */
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { items, stockCountLines } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { postCount, postWaste } from '#server/test/inventory-helpers.ts';
import { as } from '#server/test/request.ts';

const ctx = useTestApp();

const ITEMS = 3;
type Step =
  | { kind: 'count'; item: number; quantity: number; named: boolean; keyed: boolean }
  | { kind: 'waste'; item: number; share: number; keyed: boolean }
  | { kind: 'adjust'; item: number; quantity: number };

const item = fc.integer({ min: 0, max: ITEMS - 1 });
const quantity = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('count' as const),
    item,
    quantity,
    named: fc.boolean(),
    keyed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('waste' as const),
    item,
    share: fc.integer({ min: 1, max: 100 }),
    keyed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('adjust' as const), item, quantity }),
);
const cost = fc.option(
  fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4)),
  { nil: null },
);

describe('closing a count, as a property', () => {
  it('keeps the items’ quantities and costs, flags the uncounted, and totals exactly', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 0, maxLength: 8 }),
        fc.array(cost, { minLength: ITEMS, maxLength: ITEMS }),
        async (steps, costs) => {
          // Each run its own location's worth of items: archive the previous run's.
          await ctx.db
            .update(items)
            .set({ archived: true })
            .where(eq(items.locationId, location.id));
          const made = await Promise.all(
            costs.map((costPerUnit) =>
              createItem(ctx.db, location, { quantity: '1', costPerUnit }),
            ),
          );
          const opened = await as(ctx.app, owner).post('/api/counts', {
            location_id: location.id,
          });
          expect(opened.statusCode, opened.body).toBe(201);
          const countId = opened.json().id as string;
          const counted = new Set<string>();
          for (const action of steps) {
            const target = made[action.item];
            if (!target) continue;
            const key = 'keyed' in action && action.keyed ? randomUUID() : undefined;
            if (action.kind === 'waste') {
              const [row] = await ctx.db.select().from(items).where(eq(items.id, target.id));
              const wasted = new Decimal(row?.quantity ?? '0')
                .times(action.share)
                .dividedBy(100)
                .toDecimalPlaces(4, Decimal.ROUND_DOWN);
              if (wasted.isZero()) continue;
              const body = { quantity: wasted.toNumber(), cause: 'spill' };
              const response = await postWaste(ctx.app, staff, target.id, body, key);
              expect(response.statusCode, response.body).toBe(200);
              if (key) await postWaste(ctx.app, staff, target.id, body, key);
            } else {
              const body =
                action.kind === 'adjust'
                  ? { quantity: action.quantity, reason: 'adjust' }
                  : { quantity: action.quantity, ...(action.named ? { count_id: countId } : {}) };
              const response = await postCount(ctx.app, staff, target.id, body, key);
              expect(response.statusCode, response.body).toBe(200);
              if (key) await postCount(ctx.app, staff, target.id, body, key);
              if (action.kind === 'count') counted.add(target.id);
            }
          }
          const before = await ctx.db.select().from(items).where(eq(items.locationId, location.id));
          const closed = await as(ctx.app, owner).post(`/api/counts/${countId}/close`);
          expect(closed.statusCode, closed.body).toBe(200);
          const lines = await ctx.db
            .select()
            .from(stockCountLines)
            .where(eq(stockCountLines.countId, countId));
          const live = before.filter((row) => !row.archived);
          expect(lines).toHaveLength(live.length);
          let total = new Decimal(0);
          let withoutCost = 0;
          for (const row of live) {
            const line = lines.find((candidate) => candidate.itemId === row.id);
            expect(line?.quantity).toBe(row.quantity);
            expect(line?.costPerUnit).toBe(row.costPerUnit);
            expect(line?.counted).toBe(counted.has(row.id));
            if (row.costPerUnit === null) withoutCost += 1;
            else total = total.plus(new Decimal(row.quantity).times(row.costPerUnit));
          }
          expect(closed.json()).toMatchObject({
            progress: { counted: counted.size, total: live.length },
            total_value: total.toDecimalPlaces(4).toNumber(),
            items_without_cost: withoutCost,
            items_not_counted: live.length - counted.size,
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});
