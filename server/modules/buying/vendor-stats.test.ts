import { describe, expect, it } from 'vitest';
import type { VendorStats } from '#contract/vendors.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

describe('GET /api/vendors/{id}/stats', () => {
  it('counts lines and orders and sums what received lists cost, exactly', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const gin = await createItem(ctx.db, location);
    await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    await createVendorItem(ctx.db, location, { vendorId: vendor.id });
    await createShoppingList(ctx.db, location, { vendorId: vendor.id, status: 'draft' });
    await createShoppingList(ctx.db, location, {
      vendorId: vendor.id,
      status: 'sent',
      sentAt: new Date('2026-03-04T09:00:00Z'),
    });
    const received = await createShoppingList(ctx.db, location, {
      vendorId: vendor.id,
      status: 'received',
      sentAt: new Date('2026-03-01T09:00:00Z'),
      receivedAt: new Date('2026-03-05T09:00:00Z'),
    });
    // 3 packs received at the invoice price 0.1; 2 ordered, none recorded, at the unit price
    // 0.2; a line with no price at all is left out.
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: received.id,
      quantity: '4',
      receivedQuantity: '3',
      unitPrice: '0.3',
      invoicePrice: '0.1',
    });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: received.id,
      quantity: '2',
      unitPrice: '0.2',
    });
    await createShoppingListItem(ctx.db, location, { shoppingListId: received.id, quantity: '5' });
    // Another vendor's received list does not count.
    const other = await createShoppingList(ctx.db, location, {
      vendorId: (await createVendor(ctx.db, location)).id,
      status: 'received',
    });
    await createShoppingListItem(ctx.db, location, { shoppingListId: other.id, unitPrice: '9' });

    const response = await as(ctx.app, staff).get(`/api/vendors/${vendor.id}/stats`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VendorStats>()).toEqual({
      item_count: 2,
      preferred_item_count: 1,
      order_count: 2,
      open_order_count: 2,
      total_spend: 0.7,
      last_order_at: '2026-03-04T09:00:00.000Z',
    });
  });

  it('answers zeros for a vendor nothing was ordered from', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const response = await as(ctx.app, owner).get(`/api/vendors/${vendor.id}/stats`);
    expect(response.json()).toEqual({
      item_count: 0,
      preferred_item_count: 0,
      order_count: 0,
      open_order_count: 0,
      total_spend: 0,
      last_order_at: null,
    });
  });

  it('is 404 for another location’s vendor, 401 without a token, 422 for a bad id', async () => {
    const { location } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const stranger = (await createLocation(ctx.db)).owner;
    const url = `/api/vendors/${vendor.id}/stats`;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    expect((await as(ctx.app, stranger).get('/api/vendors/nope/stats')).statusCode).toBe(422);
  });
});
