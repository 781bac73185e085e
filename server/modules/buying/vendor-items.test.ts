import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VendorItem } from '#contract/vendors.ts';
import { priceChanges, vendorItems } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createPriceChange,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { paths } from '#server/test/error-details.ts';
import { vendorItemRows } from '#server/test/vendor-item-rows.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const ctx = useTestApp({ clock: () => now });
const { linesOf, historyOf, preferredOf } = vendorItemRows(ctx);

describe('GET /api/vendors/{id}/items', () => {
  it('lists the catalogue by name with the item name and the price before the latest change', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const tonic = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'Tonic 24 × 200 ml',
      price: '18.5',
      packSize: '24',
    });
    const ginLine = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'gin 6 × 70 cl',
      inventoryItemId: gin.id,
      isPreferred: true,
      sku: 'G-6',
      price: '99',
    });
    await createPriceChange(ctx.db, location, {
      vendorItemId: ginLine.id,
      oldPrice: '90',
      newPrice: '96',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    await createPriceChange(ctx.db, location, {
      vendorItemId: ginLine.id,
      oldPrice: '96',
      newPrice: '99',
      createdAt: new Date('2026-03-02T00:00:00Z'),
    });
    await createVendorItem(ctx.db, location); // another vendor's line

    const response = await as(ctx.app, staff).get(`/api/vendors/${vendor.id}/items`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json<VendorItem[]>();
    expect(lines.map((line) => line.id)).toEqual([ginLine.id, tonic.id]);
    expect(lines[0]).toMatchObject({
      vendor_id: vendor.id,
      inventory_item_id: gin.id,
      inventory_item_name: 'Gin',
      name: 'gin 6 × 70 cl',
      sku: 'G-6',
      pack_size: 6,
      price: 99,
      previous_price: 96,
      is_preferred: true,
    });
    expect(lines[1]).toMatchObject({
      inventory_item_id: null,
      inventory_item_name: null,
      pack_size: 24,
      price: 18.5,
      previous_price: null,
      is_preferred: false,
    });
  });

  it('answers a catalogue of 2,000 lines, each with its own previous price', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const rows = Array.from({ length: 2_000 }, (_, index) => ({
      locationId: location.id,
      vendorId: vendor.id,
      name: `Line ${String(index).padStart(4, '0')}`,
      price: String(index + 1),
    }));
    const inserted = await ctx.db.insert(vendorItems).values(rows).returning();
    const changed = inserted.filter((_, index) => index % 10 === 0);
    await ctx.db.insert(priceChanges).values(
      changed.map((line) => ({
        locationId: location.id,
        vendorItemId: line.id,
        oldPrice: '0.5',
        newPrice: line.price,
        source: 'manual' as const,
      })),
    );
    const response = await as(ctx.app, owner).get(`/api/vendors/${vendor.id}/items`);
    const lines = response.json<VendorItem[]>();
    expect(lines).toHaveLength(2_000);
    expect(lines.filter((line) => line.previous_price === 0.5)).toHaveLength(200);
    expect(lines[10]).toMatchObject({ name: 'Line 0010', price: 11, previous_price: 0.5 });
    expect(lines[11]).toMatchObject({ name: 'Line 0011', previous_price: null });
  });

  it('is 404 for another location’s vendor, 401 without a token, 422 for a bad id', async () => {
    const { location } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const stranger = (await createLocation(ctx.db)).owner;
    const url = `/api/vendors/${vendor.id}/items`;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    expect((await as(ctx.app, stranger).get('/api/vendors/x/items')).statusCode).toBe(422);
  });
});

describe('POST /api/vendors/{id}/items', () => {
  it('adds a line linked to an item, preferred, clearing the item’s other preferred line', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const vendor = await createVendor(ctx.db, location);
    const gin = await createItem(ctx.db, location);
    const before = await createVendorItem(ctx.db, location, {
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    const response = await as(ctx.app, manager).post(`/api/vendors/${vendor.id}/items`, {
      name: 'Gin 6 × 70 cl',
      inventory_item_id: gin.id,
      sku: 'G6',
      pack_description: '6 × 70 cl',
      pack_size: 6,
      price: 89.9,
      is_preferred: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const line = response.json<VendorItem>();
    expect(line).toMatchObject({
      vendor_id: vendor.id,
      inventory_item_id: gin.id,
      pack_size: 6,
      price: 89.9,
      previous_price: null,
      is_preferred: true,
    });
    expect(await preferredOf(location, gin.id)).toEqual([{ id: line.id }]);
    const [old] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, before.id));
    expect(old?.isPreferred).toBe(false);
    // Creating does not count as a price change.
    expect(await historyOf(line.id)).toEqual([]);
  });

  it('names each bad field (422) and writes nothing', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const foreignItem = await createItem(ctx.db, (await createLocation(ctx.db)).location);
    const url = `/api/vendors/${vendor.id}/items`;
    const bad = await as(ctx.app, owner).post(url, { name: '', pack_size: 0, price: -1 });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad.body)?.sort()).toEqual(['name', 'pack_size', 'price']);
    const unlinked = await as(ctx.app, owner).post(url, {
      name: 'Gin',
      pack_size: 1,
      price: 1,
      is_preferred: true,
    });
    expect(unlinked.statusCode).toBe(422);
    expect(paths(unlinked.body)).toEqual(['is_preferred']);
    const foreign = await as(ctx.app, owner).post(url, {
      name: 'Gin',
      pack_size: 1,
      price: 1,
      inventory_item_id: foreignItem.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.details).toEqual([
      { path: 'inventory_item_id', message: 'Choose an item of this location' },
    ]);
    expect(await linesOf(vendor.id)).toEqual([]);
  });

  it('is for managers and owners of the location', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const stranger = (await createLocation(ctx.db)).owner;
    const url = `/api/vendors/${vendor.id}/items`;
    const body = { name: 'Gin', pack_size: 1, price: 1 };
    expect((await as(ctx.app, staff).post(url, body)).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).post(url, body)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).post(url, body)).statusCode).toBe(401);
    expect(await linesOf(vendor.id)).toEqual([]);
  });
});

describe('POST /api/vendors/{id}/items/bulk', () => {
  it('adds every line, in order, preferred ones clearing the item’s old preferred line', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const gin = await createItem(ctx.db, location);
    const old = await createVendorItem(ctx.db, location, {
      inventoryItemId: gin.id,
      isPreferred: true,
    });
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/items/bulk`, {
      items: [
        { name: 'Tonic', pack_size: 24, price: 18 },
        { name: 'Gin', pack_size: 6, price: 90, inventory_item_id: gin.id, is_preferred: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const lines = response.json<VendorItem[]>();
    expect(lines.map((line) => [line.name, line.price, line.is_preferred])).toEqual([
      ['Tonic', 18, false],
      ['Gin', 90, true],
    ]);
    expect(await preferredOf(location, gin.id)).toEqual([{ id: lines[1]?.id }]);
    const [cleared] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, old.id));
    expect(cleared?.isPreferred).toBe(false);
  });

  it('writes nothing when one row is bad, and names every bad row', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const gin = await createItem(ctx.db, location);
    const foreignItem = await createItem(ctx.db, (await createLocation(ctx.db)).location);
    const url = `/api/vendors/${vendor.id}/items/bulk`;
    const good = { name: 'Tonic', pack_size: 24, price: 18 };
    const schema = await as(ctx.app, owner).post(url, {
      items: [good, good, good, { ...good, price: -2 }, { ...good, name: '' }],
    });
    expect(schema.statusCode).toBe(422);
    expect(paths(schema.body)).toEqual(['items.3.price', 'items.4.name']);
    const rules = await as(ctx.app, owner).post(url, {
      items: [
        { ...good, inventory_item_id: gin.id, is_preferred: true },
        { ...good, inventory_item_id: foreignItem.id },
        { ...good, inventory_item_id: gin.id, is_preferred: true },
      ],
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().error.details).toEqual([
      { path: 'items.1.inventory_item_id', message: 'Choose an item of this location' },
      {
        path: 'items.2.is_preferred',
        message: 'Line 0 is already the preferred line of this item',
      },
    ]);
    expect(await linesOf(vendor.id)).toEqual([]);
    const empty = await as(ctx.app, owner).post(url, { items: [] });
    expect(paths(empty.body)).toEqual(['items']);
  });

  it('is for managers and owners of the location', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const url = `/api/vendors/${vendor.id}/items/bulk`;
    const body = { items: [{ name: 'Tonic', pack_size: 24, price: 18 }] };
    expect((await as(ctx.app, staff).post(url, body)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).post(url, body)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).post(url, body)).statusCode).toBe(401);
    expect(await linesOf(vendor.id)).toEqual([]);
  });
});
