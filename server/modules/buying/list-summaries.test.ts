import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import {
  createCategory,
  createItem,
  createShoppingList,
  createShoppingListItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { worldWithDraft } from './list-fixtures.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-20T12:00:00Z') });
const world = () => worldWithDraft(ctx.db);

describe('GET /api/shopping-lists/vendor/{id}', () => {
  it("answers the vendor's lists only; 404 for a vendor of another location", async () => {
    const { staff, stranger, location, list, vendor } = await world();
    await createShoppingList(ctx.db, location);
    const response = await as(ctx.app, staff).get(`/api/shopping-lists/vendor/${vendor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { id: string }) => row.id)).toEqual([list.id]);
    expect(
      (await as(ctx.app, stranger).get(`/api/shopping-lists/vendor/${vendor.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).get(`/api/shopping-lists/vendor/${vendor.id}`)).statusCode,
    ).toBe(401);
    expect((await as(ctx.app, staff).get('/api/shopping-lists/vendor/1')).statusCode).toBe(422);
  });
});

describe('GET /api/shopping-lists/summary/{id}', () => {
  it('counts lines and packs and totals them by category, flagging unpriced lines', async () => {
    const { staff, location, list } = await world();
    const spirits = await createCategory(ctx.db, location, { name: 'Spirits' });
    const rum = await createItem(ctx.db, location, { name: 'Rum', categoryId: spirits.id });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      inventoryItemId: rum.id,
      name: 'Rum',
      quantity: '1',
      unitPrice: '20',
      completed: true,
    });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      name: 'Lemons',
      quantity: '3',
      unitPrice: null,
    });
    const response = await as(ctx.app, staff).get(`/api/shopping-lists/summary/${list.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      list_id: list.id,
      item_count: 3,
      completed_count: 1,
      total_packs: 6.5,
      estimated_total: 245.25,
      has_unpriced_lines: true,
      by_category: [
        { category: 'Spirits', item_count: 1, total: 20 },
        { category: null, item_count: 2, total: 225.25 },
      ],
    });
  });

  it('answers 404 for a list of another location and 401 without a token', async () => {
    const { stranger, list } = await world();
    expect(
      (await as(ctx.app, stranger).get(`/api/shopping-lists/summary/${list.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).get(`/api/shopping-lists/summary/${list.id}`)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/shopping-lists/purchase-list', () => {
  it('groups the lines not yet ticked of draft and sent lists by vendor, with totals', async () => {
    const { staff, location, list, vendor } = await world();
    const sentList = await createShoppingList(ctx.db, location, { status: 'sent' });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: sentList.id,
      name: 'Lemons',
      quantity: '3',
      unitPrice: null,
    });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: sentList.id,
      name: 'Ticked',
      quantity: '1',
      unitPrice: '5',
      completed: true,
    });
    const received = await createShoppingList(ctx.db, location, {
      status: 'received',
      vendorId: vendor.id,
    });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: received.id,
      name: 'Old',
      unitPrice: '1000',
    });
    const response = await as(ctx.app, staff).get(
      `/api/shopping-lists/purchase-list?location_id=${location.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ total: 225.25, has_unpriced_lines: true });
    expect(answer.vendors).toHaveLength(2);
    expect(answer.vendors[0]).toMatchObject({
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      total: 225.25,
      has_unpriced_lines: false,
    });
    expect(
      answer.vendors[0].items.map((item: { shopping_list_id: string }) => item.shopping_list_id),
    ).toEqual([list.id]);
    expect(answer.vendors[1]).toMatchObject({
      vendor_id: null,
      vendor_name: null,
      total: 0,
      has_unpriced_lines: true,
      items: [expect.objectContaining({ name: 'Lemons', unit_price: null, line_total: null })],
    });
  });

  it('answers 422 without location_id, 403 outside the location, 401 without a token', async () => {
    const { staff, stranger, location } = await world();
    expect((await as(ctx.app, staff).get('/api/shopping-lists/purchase-list')).statusCode).toBe(
      422,
    );
    expect(
      (
        await as(ctx.app, stranger).get(
          `/api/shopping-lists/purchase-list?location_id=${location.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await anonymous(ctx.app).get(`/api/shopping-lists/purchase-list?location_id=${location.id}`))
        .statusCode,
    ).toBe(401);
  });
});
