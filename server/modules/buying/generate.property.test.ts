/**
 * Property: whatever the stock, par levels, reorder points and pack sizes, generation orders
 * whole packs that cover the need and one pack fewer would not, orders nothing at or above
 * what the reorder point allows, and generating twice puts no item on two open lists of one
 * vendor.
 */
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shoppingListItems, shoppingLists } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { dimensionOf } from '#contract/units.ts';
import { orderQuantity } from './generate.service.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-20T12:00:00Z') });

// Up to 4 decimals, as the columns hold them.
const decimal = (max: number) => fc.integer({ min: 0, max: max * 10_000 }).map((n) => n / 10_000);
const positive = (max: number) => fc.integer({ min: 1, max: max * 10_000 }).map((n) => n / 10_000);

const stock = fc.record({
  quantity: decimal(50),
  parLevel: fc.option(decimal(60), { nil: null }),
  reorderPoint: fc.option(decimal(60), { nil: null }),
  /** null: no preferred catalogue line. */
  packSize: fc.option(positive(30), { nil: null }),
  /** Which of two vendors supplies it. */
  vendor: fc.integer({ min: 0, max: 1 }),
});

describe('generating lists, as a property', () => {
  it('orders whole packs covering the need, nothing above the reorder point, nothing twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stock, { minLength: 1, maxLength: 6 }), async (stocks) => {
        const { location } = await createLocation(ctx.db);
        const manager = await addMember(ctx.db, location, 'manager');
        const vendors = [
          await createVendor(ctx.db, location),
          await createVendor(ctx.db, location),
        ];
        const created = [];
        for (const [index, entry] of stocks.entries()) {
          const item = await createItem(ctx.db, location, {
            name: `Item ${index}`,
            quantity: String(entry.quantity),
            parLevel: entry.parLevel === null ? null : String(entry.parLevel),
            reorderPoint: entry.reorderPoint === null ? null : String(entry.reorderPoint),
          });
          if (entry.packSize !== null) {
            await createVendorItem(ctx.db, location, {
              vendorId: vendors[entry.vendor]?.id,
              inventoryItemId: item.id,
              packSize: String(entry.packSize),
              isPreferred: true,
            });
          }
          created.push({ item, entry });
        }
        const caller = as(ctx.app, manager);
        const first = await caller.post('/api/shopping-lists/generate', {
          location_id: location.id,
        });
        expect(first.statusCode, first.body).toBe(201);
        const lines = await ctx.db
          .select({ line: shoppingListItems, vendorId: shoppingLists.vendorId })
          .from(shoppingListItems)
          .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.shoppingListId))
          .where(eq(shoppingListItems.locationId, location.id));

        for (const { item, entry } of created) {
          const ordered = lines.filter(({ line }) => line.inventoryItemId === item.id);
          const quantity = new Decimal(entry.quantity);
          const reorderAt = entry.reorderPoint ?? entry.parLevel;
          const need = entry.parLevel === null ? null : new Decimal(entry.parLevel).minus(quantity);
          if (
            need === null ||
            reorderAt === null ||
            quantity.greaterThan(reorderAt) ||
            need.lte(0)
          ) {
            expect(ordered, `item ${item.name} is not to be ordered`).toEqual([]);
            continue;
          }
          expect(ordered).toHaveLength(1);
          const [{ line, vendorId }] = ordered as [(typeof ordered)[number]];
          const packs = new Decimal(line.quantity);
          const packSize = new Decimal(line.packSize ?? '1');
          expect(packs.isInteger() || entry.packSize === null).toBe(true);
          // Enough, and one pack fewer would not be.
          expect(packs.times(packSize).gte(need)).toBe(true);
          if (entry.packSize !== null) {
            expect(packs.minus(1).times(packSize).lt(need)).toBe(true);
            expect(vendorId).toBe(vendors[entry.vendor]?.id);
          } else {
            // Without a vendor: whole units of a count unit, the exact need of a weight or volume.
            const whole = dimensionOf(item.unit) === 'count';
            expect(packs.equals(whole ? need.ceil() : need)).toBe(true);
            expect(vendorId).toBeNull();
          }
        }

        const second = await caller.post('/api/shopping-lists/generate', {
          location_id: location.id,
        });
        expect(second.json()).toEqual([]);
        const open = await ctx.db
          .select({ itemId: shoppingListItems.inventoryItemId, vendorId: shoppingLists.vendorId })
          .from(shoppingListItems)
          .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.shoppingListId))
          .where(
            and(
              eq(shoppingListItems.locationId, location.id),
              inArray(shoppingLists.status, ['draft', 'sent']),
            ),
          );
        const keys = open.map((row) => `${row.itemId}:${row.vendorId}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 30 },
    );
  });

  it('computes the packs exactly for any decimal need and pack size', () => {
    fc.assert(
      fc.property(decimal(1000), decimal(1000), positive(100), (quantity, parLevel, packSize) => {
        const packs = orderQuantity({
          quantity: String(quantity),
          parLevel: String(parLevel),
          reorderPoint: null,
          packSize: String(packSize),
        });
        const need = new Decimal(parLevel).minus(quantity);
        if (need.lte(0)) {
          expect(packs).toBeNull();
          return;
        }
        const ordered = new Decimal(packs ?? 'NaN');
        expect(ordered.isInteger()).toBe(true);
        expect(ordered.times(packSize).gte(need)).toBe(true);
        expect(ordered.minus(1).times(packSize).lt(need)).toBe(true);
      }),
    );
  });
});
