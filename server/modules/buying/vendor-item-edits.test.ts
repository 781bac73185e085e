import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VendorItem } from '#contract/vendors.ts';
import { vendorItems } from '#server/db/schema/index.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createPriceChange,
  createShoppingListItem,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';
import { vendorItemRows } from '#server/test/vendor-item-rows.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const ctx = useTestApp({ clock: () => now });
const { historyOf, preferredOf } = vendorItemRows(ctx);

describe('PUT and DELETE /api/vendors/items/{id}', () => {
  it('edits a line; a new price is recorded once as manual, the same price not at all', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const line = await createVendorItem(ctx.db, location, { price: '90' });
    const url = `/api/vendors/items/${line.id}`;
    const edited = await as(ctx.app, owner).put(url, { name: 'Gin 6', price: 94.5, sku: 'G6' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Gin 6',
      sku: 'G6',
      price: 94.5,
      previous_price: 90,
      pack_size: 6,
    });
    const again = await as(ctx.app, owner).put(url, { price: 94.5, pack_size: 12 });
    expect(again.json()).toMatchObject({ price: 94.5, previous_price: 90, pack_size: 12 });
    const history = await historyOf(line.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      oldPrice: '90.0000',
      newPrice: '94.5000',
      source: 'manual',
      userId: owner.id,
      createdAt: now,
    });
  });

  it('drops the preferred flag when the line is linked to another item, unless told', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location);
    const rum = await createItem(ctx.db, location);
    const rumLine = await createVendorItem(ctx.db, location, {
      inventoryItemId: rum.id,
      isPreferred: true,
    });
    const line = await createVendorItem(ctx.db, location, {
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    const url = `/api/vendors/items/${line.id}`;
    const moved = await as(ctx.app, owner).put(url, { inventory_item_id: rum.id });
    expect(moved.json()).toMatchObject({ inventory_item_id: rum.id, is_preferred: false });
    expect(await preferredOf(location, rum.id)).toEqual([{ id: rumLine.id }]);
    const preferred = await as(ctx.app, owner).put(url, { is_preferred: true });
    expect(preferred.json()).toMatchObject({ is_preferred: true });
    expect(await preferredOf(location, rum.id)).toEqual([{ id: line.id }]);
    const unlinked = await as(ctx.app, owner).put(url, { inventory_item_id: null });
    expect(unlinked.json()).toMatchObject({ inventory_item_id: null, is_preferred: false });
    const refused = await as(ctx.app, owner).put(url, { is_preferred: true });
    expect(refused.statusCode).toBe(422);
    expect(paths(refused.body)).toEqual(['is_preferred']);
  });

  it('refuses bad input (422), staff (403), another location (404), no token (401)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const line = await createVendorItem(ctx.db, location);
    const foreignItem = await createItem(ctx.db, (await createLocation(ctx.db)).location);
    const url = `/api/vendors/items/${line.id}`;
    const bad = await as(ctx.app, owner).put(url, { price: 1.23456, pack_size: 0 });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)?.sort()).toEqual(['pack_size', 'price']);
    const foreign = await as(ctx.app, owner).put(url, { inventory_item_id: foreignItem.id });
    expect(foreign.statusCode).toBe(422);
    expect(paths(foreign.body)).toEqual(['inventory_item_id']);
    expect((await as(ctx.app, staff).put(url, { price: 1 })).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).put(url, { price: 1 })).statusCode).toBe(404);
    expect((await anonymous(ctx.app).put(url, { price: 1 })).statusCode).toBe(401);
    const [kept] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, line.id));
    expect(kept?.price).toBe('90.0000');
    expect(await historyOf(line.id)).toEqual([]);
  });

  it('deletes a line with its history, but not one a shopping list holds (409)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const line = await createVendorItem(ctx.db, location);
    await createPriceChange(ctx.db, location, { vendorItemId: line.id });
    const stranger = (await createLocation(ctx.db)).owner;
    const url = `/api/vendors/items/${line.id}`;
    expect((await as(ctx.app, staff).delete(url)).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).delete(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).delete(url)).statusCode).toBe(401);
    expect((await as(ctx.app, owner).delete('/api/vendors/items/x')).statusCode).toBe(422);
    expect((await as(ctx.app, owner).delete(url)).statusCode).toBe(204);
    expect(await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, line.id))).toEqual([]);
    expect(await historyOf(line.id)).toEqual([]);

    const listed = await createVendorItem(ctx.db, location, { name: 'Tonic' });
    await createShoppingListItem(ctx.db, location, { vendorItemId: listed.id });
    const refused = await as(ctx.app, owner).delete(`/api/vendors/items/${listed.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      '"Tonic" is on a shopping list, so it cannot be deleted.',
    );
  });
});

describe('preferred lines', () => {
  it('POST …/preferred makes a line preferred and clears the item’s other one', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location);
    const first = await createVendorItem(ctx.db, location, {
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    const second = await createVendorItem(ctx.db, location, { inventoryItemId: gin.id });
    const url = `/api/vendors/${second.vendorId}/items/${second.id}/preferred`;
    const response = await as(ctx.app, owner).post(url, { is_preferred: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: second.id, is_preferred: true });
    expect(await preferredOf(location, gin.id)).toEqual([{ id: second.id }]);
    const [cleared] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, first.id));
    expect(cleared?.isPreferred).toBe(false);
    const off = await as(ctx.app, owner).post(url, { is_preferred: false });
    expect(off.json()).toMatchObject({ is_preferred: false });
    expect(await preferredOf(location, gin.id)).toEqual([]);
  });

  it('refuses a line without an item (422), a line of another vendor (404), staff (403)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const loose = await createVendorItem(ctx.db, location);
    const refused = await as(ctx.app, owner).post(
      `/api/vendors/${loose.vendorId}/items/${loose.id}/preferred`,
      { is_preferred: true },
    );
    expect(refused.statusCode).toBe(422);
    expect(paths(refused.body)).toEqual(['is_preferred']);
    const gin = await createItem(ctx.db, location);
    const line = await createVendorItem(ctx.db, location, { inventoryItemId: gin.id });
    const otherVendor = await createVendor(ctx.db, location);
    const wrongVendor = await as(ctx.app, owner).post(
      `/api/vendors/${otherVendor.id}/items/${line.id}/preferred`,
      { is_preferred: true },
    );
    expect(wrongVendor.statusCode).toBe(404);
    const url = `/api/vendors/${line.vendorId}/items/${line.id}/preferred`;
    expect((await as(ctx.app, staff).post(url, { is_preferred: true })).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).post(url, { is_preferred: true })).statusCode).toBe(404);
    expect((await anonymous(ctx.app).post(url, { is_preferred: true })).statusCode).toBe(401);
    const bad = await as(ctx.app, owner).post(url, { is_preferred: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)).toEqual(['is_preferred']);
    expect(await preferredOf(location, gin.id)).toEqual([]);
  });

  it('holds in the database: a second preferred line of an item is refused even written directly', async () => {
    const { location } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location);
    await createVendorItem(ctx.db, location, { inventoryItemId: gin.id, isPreferred: true });
    const second = createVendorItem(ctx.db, location, {
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    const error = await second.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'vendor_items_preferred_key')).toBe(true);
    // Lines that are not preferred, and another item's preferred line, are fine.
    await createVendorItem(ctx.db, location, { inventoryItemId: gin.id });
    const rum = await createItem(ctx.db, location);
    await createVendorItem(ctx.db, location, { inventoryItemId: rum.id, isPreferred: true });
    expect(await preferredOf(location, gin.id)).toHaveLength(1);
  });

  it('GET /api/vendors/inventory/{id}/preferred answers the line with its vendor’s name, or 404', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location, { name: 'Metro' });
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    await createVendorItem(ctx.db, location, { inventoryItemId: gin.id });
    const url = `/api/vendors/inventory/${gin.id}/preferred`;
    const none = await as(ctx.app, staff).get(url);
    expect(none.statusCode).toBe(404);
    const line = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    const response = await as(ctx.app, staff).get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: line.id,
      vendor_id: vendor.id,
      vendor_name: 'Metro',
      inventory_item_name: 'Gin',
      is_preferred: true,
    });
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    expect((await as(ctx.app, staff).get('/api/vendors/inventory/x/preferred')).statusCode).toBe(
      422,
    );
  });
});

describe('PUT /api/vendors/{id}/items/prices', () => {
  it('sets every price, recording each change once as bulk and an unchanged price not at all', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const gin = await createVendorItem(ctx.db, location, { vendorId: vendor.id, price: '90' });
    const rum = await createVendorItem(ctx.db, location, { vendorId: vendor.id, price: '50' });
    const response = await as(ctx.app, owner).put(`/api/vendors/${vendor.id}/items/prices`, {
      updates: [
        { id: rum.id, price: 50 },
        { id: gin.id, price: 92.1234 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<VendorItem[]>().map((line) => [line.id, line.price, line.previous_price]),
    ).toEqual([
      [rum.id, 50, null],
      [gin.id, 92.1234, 90],
    ]);
    expect(await historyOf(rum.id)).toEqual([]);
    const history = await historyOf(gin.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      oldPrice: '90.0000',
      newPrice: '92.1234',
      source: 'bulk',
      userId: owner.id,
    });
  });

  it('changes nothing when one row is bad, and names every bad row', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const gin = await createVendorItem(ctx.db, location, { vendorId: vendor.id, price: '90' });
    const otherVendors = await createVendorItem(ctx.db, location);
    const url = `/api/vendors/${vendor.id}/items/prices`;
    const schema = await as(ctx.app, owner).put(url, {
      updates: [
        { id: gin.id, price: 91 },
        { id: gin.id, price: -1 },
      ],
    });
    expect(paths(schema.body)).toEqual(['updates.1.price']);
    const rules = await as(ctx.app, owner).put(url, {
      updates: [
        { id: gin.id, price: 91 },
        { id: otherVendors.id, price: 1 },
        { id: gin.id, price: 92 },
      ],
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().error.details).toEqual([
      { path: 'updates.1.id', message: 'No line of this vendor has this id' },
      { path: 'updates.2.id', message: 'Row 0 already sets this line' },
    ]);
    const [kept] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, gin.id));
    expect(kept?.price).toBe('90.0000');
    expect(await historyOf(gin.id)).toEqual([]);
  });

  it('is for managers and owners of the location', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const line = await createVendorItem(ctx.db, location, { vendorId: vendor.id });
    const url = `/api/vendors/${vendor.id}/items/prices`;
    const body = { updates: [{ id: line.id, price: 1 }] };
    expect((await as(ctx.app, staff).put(url, body)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).put(url, body)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).put(url, body)).statusCode).toBe(401);
    expect(await historyOf(line.id)).toEqual([]);
  });
});
