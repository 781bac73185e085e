import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shoppingListItems, shoppingLists } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem, createVendorItem } from '#server/test/factories.ts';
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

const markSent = (id: string) =>
  ctx.db.update(shoppingLists).set({ status: 'sent' }).where(eq(shoppingLists.id, id));

describe('POST /api/shopping-lists/{id}/items', () => {
  it('adds a catalogue line: the item, its pack size and price by default', async () => {
    const { manager, list, gin, ginCase } = await world();
    const response = await as(ctx.app, manager).post(`/api/shopping-lists/${list.id}/items`, {
      vendor_item_id: ginCase.id,
      quantity: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      shopping_list_id: list.id,
      inventory_item_id: gin.id,
      vendor_item_id: ginCase.id,
      name: 'Gin',
      quantity: 3,
      unit: 'bottle',
      pack_size: 6,
      unit_price: 90,
      line_total: 270,
      sku: 'GIN-6',
    });
  });

  it('adds an inventory item without catalogue line in single units, and free text without price', async () => {
    const { owner, list, location } = await world();
    const limes = await createItem(ctx.db, location, { name: 'Limes', unit: 'kg' });
    const caller = as(ctx.app, owner);
    const item = await caller.post(`/api/shopping-lists/${list.id}/items`, {
      inventory_item_id: limes.id,
      quantity: 1.5,
      unit_price: 3.2,
    });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json()).toMatchObject({
      name: 'Limes',
      unit: 'kg',
      pack_size: 1,
      unit_price: 3.2,
      line_total: 4.8,
    });
    const text = await caller.post(`/api/shopping-lists/${list.id}/items`, {
      name: 'Napkins',
      quantity: 2,
      notes: 'white',
    });
    expect(text.json()).toMatchObject({
      inventory_item_id: null,
      name: 'Napkins',
      pack_size: null,
      unit_price: null,
      line_total: null,
      notes: 'white',
    });
    const full = await caller.get(`/api/shopping-lists/${list.id}`);
    expect(full.json().items.map((line: { name: string }) => line.name)).toEqual([
      'Gin',
      'Limes',
      'Napkins',
    ]);
    expect(full.json().has_unpriced_lines).toBe(true);
  });

  it('answers 422 on the field for a missing name, a zero quantity, another vendor’s line', async () => {
    const { manager, list, location } = await world();
    const caller = as(ctx.app, manager);
    const noName = await caller.post(`/api/shopping-lists/${list.id}/items`, { quantity: 1 });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error.details).toEqual([
      { path: 'name', message: 'Pick an item or enter a name' },
    ]);
    const zero = await caller.post(`/api/shopping-lists/${list.id}/items`, {
      name: 'X',
      quantity: 0,
    });
    expect(zero.json().error.details[0].path).toBe('quantity');
    const elsewhere = await createVendorItem(ctx.db, location);
    const otherVendor = await caller.post(`/api/shopping-lists/${list.id}/items`, {
      vendor_item_id: elsewhere.id,
      quantity: 1,
    });
    expect(otherVendor.statusCode).toBe(422);
    expect(otherVendor.json().error.details[0].path).toBe('vendor_item_id');
  });

  it('answers 404 for an item of another location, 403 for staff, 401 without a token, 409 on a sent list', async () => {
    const { manager, staff, stranger, list, other } = await world();
    const foreignItem = await createItem(ctx.db, other);
    const caller = as(ctx.app, manager);
    expect(
      (
        await caller.post(`/api/shopping-lists/${list.id}/items`, {
          inventory_item_id: foreignItem.id,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(404);
    const body = { name: 'Napkins', quantity: 1 };
    expect(
      (await as(ctx.app, staff).post(`/api/shopping-lists/${list.id}/items`, body)).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).post(`/api/shopping-lists/${list.id}/items`, body)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).post(`/api/shopping-lists/${list.id}/items`, body)).statusCode,
    ).toBe(401);
    await markSent(list.id);
    const sent = await caller.post(`/api/shopping-lists/${list.id}/items`, body);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error.code).toBe('CONFLICT');
  });
});

describe('PUT and DELETE /api/shopping-lists/items/{id}', () => {
  it('changes and removes a line of a draft', async () => {
    const { manager, line } = await world();
    const caller = as(ctx.app, manager);
    const changed = await caller.put(`/api/shopping-lists/items/${line.id}`, {
      quantity: 4,
      unit_price: null,
      notes: 'ask for the 1 l',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      quantity: 4,
      unit_price: null,
      line_total: null,
      notes: 'ask for the 1 l',
    });
    expect((await caller.delete(`/api/shopping-lists/items/${line.id}`)).statusCode).toBe(204);
    expect(
      await ctx.db.select().from(shoppingListItems).where(eq(shoppingListItems.id, line.id)),
    ).toEqual([]);
  });

  it('refuses to change or remove a line of a sent list (409), staff (403), another location (404), bad input (422)', async () => {
    const { manager, staff, stranger, list, line } = await world();
    const caller = as(ctx.app, manager);
    const bad = await caller.put(`/api/shopping-lists/items/${line.id}`, { quantity: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('quantity');
    expect(
      (await as(ctx.app, staff).put(`/api/shopping-lists/items/${line.id}`, { quantity: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, staff).delete(`/api/shopping-lists/items/${line.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).put(`/api/shopping-lists/items/${line.id}`, { quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(ctx.app, stranger).delete(`/api/shopping-lists/items/${line.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).delete(`/api/shopping-lists/items/${line.id}`)).statusCode,
    ).toBe(401);
    await markSent(list.id);
    expect(
      (await caller.put(`/api/shopping-lists/items/${line.id}`, { quantity: 1 })).statusCode,
    ).toBe(409);
    expect((await caller.delete(`/api/shopping-lists/items/${line.id}`)).statusCode).toBe(409);
    const [stored] = await ctx.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.id, line.id));
    expect(stored?.quantity).toBe('2.0000');
  });
});

describe('PATCH /api/shopping-lists/items/{id}/completed', () => {
  it('lets staff tick a line of a sent list, and untick it', async () => {
    const { staff, list, line } = await world();
    await markSent(list.id);
    const caller = as(ctx.app, staff);
    const ticked = await caller.patch(`/api/shopping-lists/items/${line.id}/completed`, {
      completed: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ id: line.id, completed: true });
    expect((await caller.get(`/api/shopping-lists/${list.id}`)).json().completed_count).toBe(1);
    const unticked = await caller.patch(`/api/shopping-lists/items/${line.id}/completed`, {
      completed: false,
    });
    expect(unticked.json().completed).toBe(false);
  });

  it('answers 422 without completed, 404 for another location, 401 without a token', async () => {
    const { staff, stranger, line } = await world();
    const bad = await as(ctx.app, staff).patch(`/api/shopping-lists/items/${line.id}/completed`, {
      completed: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('completed');
    expect(
      (
        await as(ctx.app, stranger).patch(`/api/shopping-lists/items/${line.id}/completed`, {
          completed: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await anonymous(ctx.app).patch(`/api/shopping-lists/items/${line.id}/completed`, {
          completed: true,
        })
      ).statusCode,
    ).toBe(401);
  });
});
