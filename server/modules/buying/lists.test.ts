import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shoppingListItems, shoppingLists } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  createShoppingList,
  createShoppingListItem,
  createVendor,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { worldWithDraft } from './list-fixtures.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-20T12:00:00Z') });
const world = () => worldWithDraft(ctx.db);

describe('GET /api/shopping-lists', () => {
  it('lists the location’s lists with counts and exact totals, filtered by status', async () => {
    const { staff, location, list, vendor } = await world();
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: list.id,
      name: 'Lemons',
      quantity: '3',
      unitPrice: null,
      completed: true,
    });
    const sent = await createShoppingList(ctx.db, location, { status: 'sent' });
    const response = await as(ctx.app, staff).get(`/api/shopping-lists?location_id=${location.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const lists = response.json();
    expect(lists.map((row: { id: string }) => row.id).sort()).toEqual([list.id, sent.id].sort());
    expect(lists.find((row: { id: string }) => row.id === list.id)).toMatchObject({
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      status: 'draft',
      item_count: 2,
      completed_count: 1,
      // 2.5 × 90.1, exactly; the unpriced lemons are flagged, not counted as 0.
      estimated_total: 225.25,
      has_unpriced_lines: true,
    });
    expect(lists[0]).not.toHaveProperty('items');
    const drafts = await as(ctx.app, staff).get(
      `/api/shopping-lists?location_id=${location.id}&status=sent`,
    );
    expect(drafts.json().map((row: { id: string }) => row.id)).toEqual([sent.id]);
  });

  it('answers 422 without location_id or with an unknown status, 401 without a token, 403 outside the location', async () => {
    const { staff, stranger, location } = await world();
    const missing = await as(ctx.app, staff).get('/api/shopping-lists');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details[0].path).toBe('location_id');
    const status = await as(ctx.app, staff).get(
      `/api/shopping-lists?location_id=${location.id}&status=lost`,
    );
    expect(status.json().error.details[0].path).toBe('status');
    expect(
      (await anonymous(ctx.app).get(`/api/shopping-lists?location_id=${location.id}`)).statusCode,
    ).toBe(401);
    expect(
      (await as(ctx.app, stranger).get(`/api/shopping-lists?location_id=${location.id}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/shopping-lists/{id}', () => {
  it('answers the list with its lines, SKU, pack description, and the item on hand and par', async () => {
    const { staff, list, line, ginCase } = await world();
    const response = await as(ctx.app, staff).get(`/api/shopping-lists/${list.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      {
        id: line.id,
        shopping_list_id: list.id,
        inventory_item_id: line.inventoryItemId,
        vendor_item_id: ginCase.id,
        name: 'Gin',
        quantity: 2.5,
        unit: 'bottle',
        pack_size: 6,
        unit_price: 90.1,
        line_total: 225.25,
        completed: false,
        received_quantity: null,
        invoice_price: null,
        notes: null,
        sku: 'GIN-6',
        pack_description: '6 × bottle 70 cl',
        // Why so many packs: 2 bottles on hand of a par of 12.
        on_hand: 2,
        par_level: 12,
      },
    ]);
  });

  it('answers 404 for a list of another location, as for a missing one, and 422 for a bad id', async () => {
    const { stranger, list } = await world();
    const foreign = await as(ctx.app, stranger).get(`/api/shopping-lists/${list.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await as(ctx.app, stranger).get('/api/shopping-lists/nope')).statusCode).toBe(422);
    expect((await anonymous(ctx.app).get(`/api/shopping-lists/${list.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/shopping-lists', () => {
  it('creates an empty draft of a vendor', async () => {
    const { manager, location, vendor } = await world();
    const response = await as(ctx.app, manager).post('/api/shopping-lists', {
      location_id: location.id,
      name: '  Friday  ',
      vendor_id: vendor.id,
      notes: 'Before noon',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Friday',
      vendor_id: vendor.id,
      status: 'draft',
      notes: 'Before noon',
      item_count: 0,
      estimated_total: 0,
      has_unpriced_lines: false,
      created_by: manager.id,
      items: [],
    });
  });

  it('refuses staff (403), a vendor of another location (404), a blank name (422)', async () => {
    const { staff, manager, location, other } = await world();
    const body = { location_id: location.id, name: 'Friday' };
    expect((await as(ctx.app, staff).post('/api/shopping-lists', body)).statusCode).toBe(403);
    const foreignVendor = await createVendor(ctx.db, other);
    expect(
      (
        await as(ctx.app, manager).post('/api/shopping-lists', {
          ...body,
          vendor_id: foreignVendor.id,
        })
      ).statusCode,
    ).toBe(404);
    const blank = await as(ctx.app, manager).post('/api/shopping-lists', { ...body, name: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.details[0]).toMatchObject({ path: 'name', message: 'Enter a name' });
    expect((await anonymous(ctx.app).post('/api/shopping-lists', body)).statusCode).toBe(401);
  });
});

describe('PUT /api/shopping-lists/{id}', () => {
  it('renames a draft and changes its vendor; a sent list keeps its vendor (409) but may be renamed', async () => {
    const { manager, location, list } = await world();
    const second = await createVendor(ctx.db, location);
    const caller = as(ctx.app, manager);
    const changed = await caller.put(`/api/shopping-lists/${list.id}`, {
      name: 'Weekend',
      vendor_id: second.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Weekend', vendor_id: second.id });

    await ctx.db.update(shoppingLists).set({ status: 'sent' }).where(eq(shoppingLists.id, list.id));
    const vendorChange = await caller.put(`/api/shopping-lists/${list.id}`, { vendor_id: null });
    expect(vendorChange.statusCode).toBe(409);
    const renamed = await caller.put(`/api/shopping-lists/${list.id}`, { notes: 'Call first' });
    expect(renamed.json()).toMatchObject({ notes: 'Call first', vendor_id: second.id });
  });

  it('refuses staff (403), another location (404), a bad field (422)', async () => {
    const { staff, stranger, manager, list } = await world();
    expect(
      (await as(ctx.app, staff).put(`/api/shopping-lists/${list.id}`, { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, stranger).put(`/api/shopping-lists/${list.id}`, { name: 'X' })).statusCode,
    ).toBe(404);
    const bad = await as(ctx.app, manager).put(`/api/shopping-lists/${list.id}`, {
      vendor_id: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('vendor_id');
  });
});

describe('DELETE /api/shopping-lists/{id}', () => {
  it('deletes a draft with its lines, and refuses a received list (409)', async () => {
    const { manager, list, line, location } = await world();
    const caller = as(ctx.app, manager);
    expect((await caller.delete(`/api/shopping-lists/${list.id}`)).statusCode).toBe(204);
    expect(
      await ctx.db.select().from(shoppingListItems).where(eq(shoppingListItems.id, line.id)),
    ).toEqual([]);
    const received = await createShoppingList(ctx.db, location, { status: 'received' });
    const refused = await caller.delete(`/api/shopping-lists/${received.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'A received list cannot be deleted: the stock it added is recorded against it.',
    );
  });

  it('refuses staff (403) and another location (404)', async () => {
    const { staff, stranger, list } = await world();
    expect((await as(ctx.app, staff).delete(`/api/shopping-lists/${list.id}`)).statusCode).toBe(
      403,
    );
    expect((await as(ctx.app, stranger).delete(`/api/shopping-lists/${list.id}`)).statusCode).toBe(
      404,
    );
    expect((await anonymous(ctx.app).delete(`/api/shopping-lists/${list.id}`)).statusCode).toBe(
      401,
    );
  });
});
