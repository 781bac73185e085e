/**
 * Real PostgreSQL only: managers changing one catalogue at the same moment. Preferring lines
 * of one item at once leaves exactly one preferred line (the item lock serializes them, and
 * the partial unique index would refuse a second), and prices changed at once chain in the
 * history: each change's old price is the previous change's new one.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceChanges, vendorItems } from '#server/db/schema/index.ts';
import { usePostgresTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createVendor,
  createVendorItem,
  type TestUser,
} from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import type { VendorItemRow } from './vendor-rows.ts';

const ctx = usePostgresTestApp();

describe('catalogue changes at the same moment', () => {
  it('leaves one preferred line when 10 managers each prefer a different line of an item', async () => {
    const { location } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location);
    const pairs: { line: VendorItemRow; manager: TestUser }[] = [];
    for (let i = 0; i < 10; i++) {
      pairs.push({
        line: await createVendorItem(ctx.db, location, { inventoryItemId: gin.id }),
        manager: await addMember(ctx.db, location, 'manager'),
      });
    }
    const answers = await Promise.all(
      pairs.map(({ line, manager }) =>
        as(ctx.app, manager).post(`/api/vendors/${line.vendorId}/items/${line.id}/preferred`, {
          is_preferred: true,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(pairs.map(() => 200));
    const flags = await ctx.db
      .select({ isPreferred: vendorItems.isPreferred })
      .from(vendorItems)
      .where(eq(vendorItems.inventoryItemId, gin.id));
    expect(flags).toHaveLength(10);
    expect(flags.filter((row) => row.isPreferred)).toHaveLength(1);
  });

  it('chains the history of one line whose price 10 managers change at once', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const line = await createVendorItem(ctx.db, location, { vendorId: vendor.id, price: '100' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? as(ctx.app, owner).put(`/api/vendors/items/${line.id}`, { price: 101 + i })
          : as(ctx.app, owner).put(`/api/vendors/${vendor.id}/items/prices`, {
              updates: [{ id: line.id, price: 101 + i }],
            }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const history = await ctx.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.vendorItemId, line.id))
      .orderBy(asc(priceChanges.createdAt));
    expect(history).toHaveLength(10);
    // Every old price but the first is some change's new price, and each new price is used once.
    const olds = history.map((change) => change.oldPrice);
    const news = history.map((change) => change.newPrice);
    expect(olds.filter((old) => old === '100.0000')).toHaveLength(1);
    const [row] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, line.id));
    const chained = new Set(news);
    chained.delete(row?.price as string);
    expect(new Set(olds.filter((old) => old !== '100.0000'))).toEqual(chained);
  });
});
