/**
 * Real PostgreSQL only: receives that race. Two receives of one list at the same moment add
 * the stock once (the list row is locked first: one books, the other answers 409); two lists
 * naming the same items in opposite orders both book without deadlocking.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, priceChanges, stockUpdates } from '#server/db/schema/index.ts';
import { usePostgresTestApp } from '#server/test/app.ts';
import { createItem, createShoppingList, createShoppingListItem } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

const ctx = usePostgresTestApp();

const quantityOf = async (id: string) =>
  (await ctx.db.select({ quantity: items.quantity }).from(items).where(eq(items.id, id)))[0]
    ?.quantity;

describe('concurrent receiving', () => {
  it('adds the stock of one list once when two people receive it at the same moment', async () => {
    const { location, staff, manager, vendor, gin, ginCase } = await buyingWorld(ctx.db);
    const { list, item: line } = await draftWithLine(ctx.db, location, {
      vendorId: vendor.id,
      itemId: gin.id,
      vendorItemId: ginCase.id,
      packs: '2',
      price: '90',
    });
    const body = { items: [{ id: line.id, received_quantity: 2, unit_price: 99 }] };
    const answers = await Promise.all([
      as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/receive`, body),
      as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/receive`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await quantityOf(gin.id)).toBe('14.0000');
    const rows = await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.itemId, gin.id));
    expect(rows).toHaveLength(1);
    const history = await ctx.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.vendorItemId, ginCase.id));
    expect(history).toHaveLength(1);
  });

  it('books two lists of the same items in opposite orders, both, without a deadlock', async () => {
    const { location, staff, manager } = await buyingWorld(ctx.db);
    const rum = await createItem(ctx.db, location, { name: 'Rum', quantity: '0' });
    const vodka = await createItem(ctx.db, location, { name: 'Vodka', quantity: '0' });
    const lists = [];
    for (const order of [
      [rum, vodka],
      [vodka, rum],
    ]) {
      const list = await createShoppingList(ctx.db, location);
      for (const [index, item] of order.entries()) {
        await createShoppingListItem(ctx.db, location, {
          shoppingListId: list.id,
          inventoryItemId: item.id,
          name: item.name,
          quantity: '1',
          packSize: '1',
          sortOrder: index,
        });
      }
      lists.push(list);
    }
    const answers = await Promise.all(
      lists.map((list, index) =>
        as(ctx.app, index === 0 ? staff : manager).post(
          `/api/shopping-lists/${list.id}/receive`,
          {},
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const item of [rum, vodka]) {
      expect(await quantityOf(item.id)).toBe('2.0000');
      const chain = await ctx.db
        .select()
        .from(stockUpdates)
        .where(eq(stockUpdates.itemId, item.id))
        .orderBy(asc(stockUpdates.createdAt));
      expect(chain.map((row) => [row.previousQuantity, row.newQuantity])).toEqual([
        ['0.0000', '1.0000'],
        ['1.0000', '2.0000'],
      ]);
    }
  });
});
