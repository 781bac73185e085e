import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  items,
  priceChanges,
  shoppingListItems,
  shoppingLists,
  stockUpdates,
  vendorItems,
} from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem, createShoppingListItem } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-20T12:00:00Z') });

async function world() {
  const base = await buyingWorld(ctx.db);
  const { list, item: line } = await draftWithLine(ctx.db, base.location, {
    vendorId: base.vendor.id,
    itemId: base.gin.id,
    vendorItemId: base.ginCase.id,
    packs: '2',
    price: '90',
  });
  return { ...base, list, line };
}

const rowsOf = (itemId: string) =>
  ctx.db
    .select()
    .from(stockUpdates)
    .where(eq(stockUpdates.itemId, itemId))
    .orderBy(asc(stockUpdates.createdAt));
const itemRow = async (id: string) =>
  (await ctx.db.select().from(items).where(eq(items.id, id)))[0];

describe('POST /api/shopping-lists/{id}/receive', () => {
  it('lets staff book a delivery as ordered: packs × pack size into stock, one row linked to the list', async () => {
    const { staff, list, line, gin, ginCase } = await world();
    const response = await as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/receive`, {});
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      id: list.id,
      status: 'received',
      received_at: '2026-11-20T12:00:00.000Z',
      received_by: staff.id,
      discrepancies: [],
    });
    expect(answer.items[0]).toMatchObject({
      id: line.id,
      received_quantity: 2,
      invoice_price: null,
    });

    const rows = await rowsOf(gin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'receive',
      shoppingListId: list.id,
      userId: staff.id,
      previousQuantity: '2.0000',
      newQuantity: '14.0000',
      delta: '12.0000',
    });
    const after = await itemRow(gin.id);
    expect(after).toMatchObject({ quantity: '14.0000', version: gin.version + 1 });
    // Arrived at the ordered 90 a case of 6: 15 a bottle.
    expect(after?.costPerUnit).toBe('15.0000');
    const [catalogue] = await ctx.db
      .select()
      .from(vendorItems)
      .where(eq(vendorItems.id, ginCase.id));
    expect(catalogue?.price).toBe('90.0000');
    expect(
      await ctx.db.select().from(priceChanges).where(eq(priceChanges.vendorItemId, ginCase.id)),
    ).toEqual([]);
  });

  it('sets the cost per unit to what the delivery cost, even when the invoice matches the order', async () => {
    // The item's cost is stale (16 a bottle); the case of 6 was ordered and invoiced at 90.
    const { staff, list, line, gin } = await world();
    await ctx.db.update(items).set({ costPerUnit: '16' }).where(eq(items.id, gin.id));
    const response = await as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: line.id, received_quantity: 2, unit_price: 90 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().discrepancies).toEqual([]);
    expect((await itemRow(gin.id))?.costPerUnit).toBe('15.0000');
  });

  it('logs nothing and keeps the cost of a line where nothing arrived', async () => {
    const { staff, list, line, gin } = await world();
    await ctx.db.update(items).set({ costPerUnit: '16' }).where(eq(items.id, gin.id));
    const response = await as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: line.id, received_quantity: 0, unit_price: 84 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().discrepancies).toMatchObject([
      { list_item_id: line.id, ordered: 2, received: 0 },
    ]);
    expect(await rowsOf(gin.id)).toEqual([]);
    expect(await itemRow(gin.id)).toMatchObject({
      quantity: gin.quantity,
      costPerUnit: '16.0000',
      version: gin.version,
    });
  });

  it('books short and dearer lines: the received packs, the invoice price, the catalogue price, its history and the cost', async () => {
    const { manager, list, line, gin, ginCase } = await world();
    const response = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: line.id, received_quantity: 1, unit_price: 96.3 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().discrepancies).toEqual([
      {
        list_item_id: line.id,
        name: 'Gin',
        ordered: 2,
        received: 1,
        ordered_price: 90,
        invoice_price: 96.3,
      },
    ]);
    expect(response.json().items[0]).toMatchObject({
      received_quantity: 1,
      unit_price: 90,
      invoice_price: 96.3,
    });
    expect(await itemRow(gin.id)).toMatchObject({ quantity: '8.0000', costPerUnit: '16.0500' });
    const [catalogue] = await ctx.db
      .select()
      .from(vendorItems)
      .where(eq(vendorItems.id, ginCase.id));
    expect(catalogue?.price).toBe('96.3000');
    const history = await ctx.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.vendorItemId, ginCase.id));
    expect(history).toEqual([
      expect.objectContaining({
        oldPrice: '90.0000',
        newPrice: '96.3000',
        source: 'receive',
        shoppingListId: list.id,
        userId: manager.id,
      }),
    ]);
  });

  it('reports a line that came over and cheaper, and records nothing for a free-text line but its count', async () => {
    const { owner, list, line, location, gin } = await world();
    const lemons = await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      name: 'Lemons',
      quantity: '3',
      unit: null,
      unitPrice: null,
      sortOrder: 1,
    });
    const response = await as(ctx.app, owner).post(`/api/shopping-lists/${list.id}/receive`, {
      items: [
        { id: line.id, received_quantity: 3, unit_price: 84 },
        { id: lemons.id, received_quantity: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().discrepancies).toEqual([
      expect.objectContaining({
        list_item_id: line.id,
        ordered: 2,
        received: 3,
        invoice_price: 84,
      }),
    ]);
    expect(await itemRow(gin.id)).toMatchObject({ quantity: '20.0000', costPerUnit: '14.0000' });
    const [lemonLine] = await ctx.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.id, lemons.id));
    expect(lemonLine?.receivedQuantity).toBe('3.0000');
    const linked = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.shoppingListId, list.id));
    expect(linked).toHaveLength(1);
  });

  it('adds two lines of one item as two chained rows', async () => {
    const { owner, list, location, gin } = await world();
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      inventoryItemId: gin.id,
      name: 'Gin (single bottles)',
      quantity: '4',
      packSize: '1',
      sortOrder: 1,
    });
    const response = await as(ctx.app, owner).post(`/api/shopping-lists/${list.id}/receive`, {});
    expect(response.statusCode, response.body).toBe(200);
    const rows = await rowsOf(gin.id);
    expect(rows.map((row) => [row.previousQuantity, row.newQuantity])).toEqual([
      ['2.0000', '14.0000'],
      ['14.0000', '18.0000'],
    ]);
    expect(await itemRow(gin.id)).toMatchObject({ quantity: '18.0000', version: gin.version + 2 });
  });

  it('refuses a second receive with 409 and changes nothing', async () => {
    const { staff, list, line, gin, ginCase } = await world();
    const caller = as(ctx.app, staff);
    expect((await caller.post(`/api/shopping-lists/${list.id}/receive`, {})).statusCode).toBe(200);
    const again = await caller.post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: line.id, received_quantity: 5, unit_price: 100 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This list was already received.',
    });
    expect(await rowsOf(gin.id)).toHaveLength(1);
    expect(await itemRow(gin.id)).toMatchObject({ quantity: '14.0000', version: gin.version + 1 });
    const [catalogue] = await ctx.db
      .select()
      .from(vendorItems)
      .where(eq(vendorItems.id, ginCase.id));
    expect(catalogue?.price).toBe('90.0000');
    const [stored] = await ctx.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.id, line.id));
    expect(stored).toMatchObject({ receivedQuantity: '2.0000', invoicePrice: null });
  });

  it('answers 422 on the field for a line of another list or a negative count, and changes nothing', async () => {
    const { staff, list, location, gin } = await world();
    const elsewhere = await createShoppingListItem(ctx.db, location, { name: 'Elsewhere' });
    const caller = as(ctx.app, staff);
    const foreignLine = await caller.post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: elsewhere.id, received_quantity: 1 }],
    });
    expect(foreignLine.statusCode).toBe(422);
    expect(foreignLine.json().error.details).toEqual([
      { path: 'items.0.id', message: 'This line is not on the list' },
    ]);
    const negative = await caller.post(`/api/shopping-lists/${list.id}/receive`, {
      items: [{ id: elsewhere.id, received_quantity: -1 }],
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().error.details[0].path).toBe('items.0.received_quantity');
    expect(await rowsOf(gin.id)).toEqual([]);
    const [row] = await ctx.db.select().from(shoppingLists).where(eq(shoppingLists.id, list.id));
    expect(row?.status).toBe('draft');
  });

  it('answers 401 without a token and 404 for a list of a location the caller is not in', async () => {
    const { stranger, list, gin } = await world();
    expect(
      (await anonymous(ctx.app).post(`/api/shopping-lists/${list.id}/receive`, {})).statusCode,
    ).toBe(401);
    const foreign = await as(ctx.app, stranger).post(`/api/shopping-lists/${list.id}/receive`, {});
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(gin.id)).toEqual([]);
  });

  it('receives into an item of the location only: a line naming an archived item still adds its stock', async () => {
    const { owner, list, location } = await world();
    const tonic = await createItem(ctx.db, location, {
      name: 'Tonic',
      quantity: '0',
      archived: true,
    });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      inventoryItemId: tonic.id,
      name: 'Tonic',
      quantity: '24',
      packSize: '1',
      sortOrder: 2,
    });
    expect(
      (await as(ctx.app, owner).post(`/api/shopping-lists/${list.id}/receive`, {})).statusCode,
    ).toBe(200);
    expect(await itemRow(tonic.id)).toMatchObject({ quantity: '24.0000' });
  });
});
