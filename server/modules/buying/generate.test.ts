import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, shoppingListItems, shoppingLists, vendorItems } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  createCategory,
  createItem,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { buyingWorld } from './list-fixtures.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-20T23:30:00Z') });

const linesOf = (listId: string) =>
  ctx.db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.shoppingListId, listId))
    .orderBy(shoppingListItems.sortOrder);

describe('POST /api/shopping-lists/generate', () => {
  it('drafts one list per vendor in whole packs, and one without vendor in units', async () => {
    const { manager, location, vendor, gin, ginCase } = await buyingWorld(ctx.db);
    // Gin: 2 of par 12, need 10 → 2 cases of 6 at 90.
    // Without a vendor: limes by weight, the exact need at their cost; rum in whole bottles.
    const lime = await createItem(ctx.db, location, {
      name: 'Limes',
      unit: 'kg',
      quantity: '0.4',
      parLevel: '2.5',
      costPerUnit: '3.2',
    });
    const rum = await createItem(ctx.db, location, {
      name: 'Rum',
      unit: 'bottle',
      quantity: '0.5',
      parLevel: '2',
      costPerUnit: '16',
    });
    // At its reorder point exactly: ordered. Above it: not.
    const tonic = await createItem(ctx.db, location, {
      name: 'Tonic',
      quantity: '10',
      parLevel: '24',
      reorderPoint: '10',
    });
    await createItem(ctx.db, location, {
      name: 'Vermouth',
      quantity: '5',
      parLevel: '6',
      reorderPoint: '4',
    });
    await createItem(ctx.db, location, {
      name: 'Archived',
      quantity: '0',
      parLevel: '9',
      archived: true,
    });
    await createItem(ctx.db, location, { name: 'No par', quantity: '0' });
    const mixers = await createVendor(ctx.db, location, { name: 'Mixers Ltd' });
    const tonicCrate = await createVendorItem(ctx.db, location, {
      vendorId: mixers.id,
      inventoryItemId: tonic.id,
      packSize: '24',
      price: '18.5',
      isPreferred: true,
    });
    // Not preferred: ignored.
    await createVendorItem(ctx.db, location, { vendorId: mixers.id, inventoryItemId: lime.id });

    const response = await as(ctx.app, manager).post('/api/shopping-lists/generate', {
      location_id: location.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const lists = response.json();
    expect(lists).toHaveLength(3);
    const byVendor = new Map(
      lists.map((list: { vendor_id: string | null }) => [list.vendor_id, list]),
    );
    expect(byVendor.get(vendor.id)).toMatchObject({
      status: 'draft',
      name: `${vendor.name} 2026-11-20`,
      item_count: 1,
      estimated_total: 180,
      has_unpriced_lines: false,
    });
    expect(byVendor.get(mixers.id)).toMatchObject({ item_count: 1, estimated_total: 18.5 });
    expect(byVendor.get(null)).toMatchObject({
      vendor_name: null,
      item_count: 2,
      // 2.1 kg × 3.20 + 2 bottles × 16.
      estimated_total: 38.72,
      has_unpriced_lines: false,
    });
    const [ginLine] = await linesOf((byVendor.get(vendor.id) as { id: string }).id);
    expect(ginLine).toMatchObject({
      inventoryItemId: gin.id,
      vendorItemId: ginCase.id,
      quantity: '2.0000',
      packSize: '6.0000',
      unitPrice: '90.0000',
      unit: 'bottle',
    });
    const [tonicLine] = await linesOf((byVendor.get(mixers.id) as { id: string }).id);
    expect(tonicLine).toMatchObject({ vendorItemId: tonicCrate.id, quantity: '1.0000' });
    const [limeLine, rumLine] = await linesOf((byVendor.get(null) as { id: string }).id);
    expect(limeLine).toMatchObject({
      inventoryItemId: lime.id,
      vendorItemId: null,
      quantity: '2.1000',
      packSize: '1.0000',
      unitPrice: '3.2000',
      unit: 'kg',
    });
    expect(rumLine).toMatchObject({
      inventoryItemId: rum.id,
      quantity: '2.0000',
      packSize: '1.0000',
      unitPrice: '16.0000',
      unit: 'bottle',
    });
  });

  it('orders nothing twice: a second generate answers [] while the lists are open, again once received', async () => {
    const { manager, location, gin } = await buyingWorld(ctx.db);
    await createItem(ctx.db, location, { name: 'Limes', quantity: '0', parLevel: '1' });
    const caller = as(ctx.app, manager);
    const first = await caller.post('/api/shopping-lists/generate', { location_id: location.id });
    expect(first.json()).toHaveLength(2);
    const second = await caller.post('/api/shopping-lists/generate', { location_id: location.id });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual([]);
    // Once the lists are received (say, not yet on the shelf), generating orders again.
    await ctx.db
      .update(shoppingLists)
      .set({ status: 'received' })
      .where(eq(shoppingLists.locationId, location.id));
    const third = await caller.post('/api/shopping-lists/generate', { location_id: location.id });
    expect(third.json()).toHaveLength(2);
    const open = await ctx.db
      .select({ id: shoppingListItems.id })
      .from(shoppingListItems)
      .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.shoppingListId))
      .where(
        and(
          eq(shoppingListItems.inventoryItemId, gin.id),
          inArray(shoppingLists.status, ['draft', 'sent']),
        ),
      );
    expect(open).toHaveLength(1);
  });

  it('names and notes the lists in the request’s language: English without one, Spanish with es, 422 for another', async () => {
    const { manager, location, vendor } = await buyingWorld(ctx.db);
    await createItem(ctx.db, location, { name: 'Limes', quantity: '0', parLevel: '1' });
    const caller = as(ctx.app, manager);
    const english = await caller.post('/api/shopping-lists/generate', { location_id: location.id });
    expect(english.json()).toMatchObject([
      {
        name: `${vendor.name} 2026-11-20`,
        notes: 'Generated from the items at or below their reorder point.',
      },
      {
        name: 'Without vendor 2026-11-20',
        notes: 'Generated from the items at or below their reorder point.',
      },
    ]);
    await ctx.db
      .update(shoppingLists)
      .set({ status: 'received' })
      .where(eq(shoppingLists.locationId, location.id));

    const refused = await caller.post('/api/shopping-lists/generate', {
      location_id: location.id,
      language: 'fr',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details[0]).toMatchObject({
      path: 'language',
      message: 'Choose en or es',
    });

    const spanish = await caller.post('/api/shopping-lists/generate', {
      location_id: location.id,
      language: 'es',
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect(spanish.json()).toMatchObject([
      {
        name: `${vendor.name} 2026-11-20`,
        notes: 'Generada a partir de los artículos que están en su punto de pedido o por debajo.',
      },
      {
        name: 'Sin proveedor 2026-11-20',
        notes: 'Generada a partir de los artículos que están en su punto de pedido o por debajo.',
      },
    ]);
  });

  it('leaves out an item already on an open list of its vendor, but not one on another vendor’s list', async () => {
    const { manager, location, vendor, gin } = await buyingWorld(ctx.db);
    const elsewhere = await createShoppingList(ctx.db, location, {
      vendorId: (await createVendor(ctx.db, location)).id,
      status: 'sent',
    });
    await createShoppingListItem(ctx.db, location, {
      shoppingListId: elsewhere.id,
      inventoryItemId: gin.id,
    });
    const caller = as(ctx.app, manager);
    const first = await caller.post('/api/shopping-lists/generate', { location_id: location.id });
    expect(first.json().map((list: { vendor_id: string }) => list.vendor_id)).toEqual([vendor.id]);
  });

  it('honours the vendor, category and storage-area filters', async () => {
    const { manager, location, vendor } = await buyingWorld(ctx.db);
    const fruit = await createCategory(ctx.db, location, { name: 'Fruit' });
    await createItem(ctx.db, location, {
      name: 'Limes',
      quantity: '0',
      parLevel: '1',
      categoryId: fruit.id,
      storageArea: 'Walk-in',
    });
    await createItem(ctx.db, location, {
      name: 'Mint',
      quantity: '0',
      parLevel: '1',
      storageArea: 'Bar',
    });
    const caller = as(ctx.app, manager);
    const ofVendor = await caller.post('/api/shopping-lists/generate', {
      location_id: location.id,
      vendor_id: vendor.id,
    });
    expect(ofVendor.json().map((list: { vendor_id: string }) => list.vendor_id)).toEqual([
      vendor.id,
    ]);
    const ofCategory = await caller.post('/api/shopping-lists/generate', {
      location_id: location.id,
      category_ids: [fruit.id],
    });
    const [fruitList] = ofCategory.json();
    expect((await linesOf(fruitList.id)).map((line) => line.name)).toEqual(['Limes']);
    const ofArea = await caller.post('/api/shopping-lists/generate', {
      location_id: location.id,
      storage_area: 'bar',
    });
    const [barList] = ofArea.json();
    expect((await linesOf(barList.id)).map((line) => line.name)).toEqual(['Mint']);
  });

  it('answers 422 on the field, 403 for staff and outside the location, 404 for a vendor of another location, 401 without a token', async () => {
    const { manager, staff, stranger, location, other } = await buyingWorld(ctx.db);
    const caller = as(ctx.app, manager);
    const bad = await caller.post('/api/shopping-lists/generate', {
      location_id: location.id,
      category_ids: ['nope'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('category_ids.0');
    const missing = await caller.post('/api/shopping-lists/generate', {});
    expect(missing.json().error.details[0].path).toBe('location_id');
    const body = { location_id: location.id };
    expect((await as(ctx.app, staff).post('/api/shopping-lists/generate', body)).statusCode).toBe(
      403,
    );
    expect(
      (await as(ctx.app, stranger).post('/api/shopping-lists/generate', body)).statusCode,
    ).toBe(403);
    expect((await anonymous(ctx.app).post('/api/shopping-lists/generate', body)).statusCode).toBe(
      401,
    );
    const foreignVendor = await createVendor(ctx.db, other);
    expect(
      (await caller.post('/api/shopping-lists/generate', { ...body, vendor_id: foreignVendor.id }))
        .statusCode,
    ).toBe(404);
    expect(
      await ctx.db.select().from(shoppingLists).where(eq(shoppingLists.locationId, location.id)),
    ).toEqual([]);
  });

  it('drafts 2,000 items below par, 1,000 of them from one vendor', async () => {
    const { manager, location, vendor } = await buyingWorld(ctx.db);
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      locationId: location.id,
      name: `Bulk ${index}`,
      unit: 'each',
      quantity: '1',
      parLevel: '10',
    }));
    const created = await ctx.db.insert(items).values(rows).returning({ id: items.id });
    await ctx.db.insert(vendorItems).values(
      created.slice(0, 1000).map((item) => ({
        locationId: location.id,
        vendorId: vendor.id,
        inventoryItemId: item.id,
        name: 'Bulk pack',
        packSize: '4',
        price: '1.25',
        isPreferred: true,
      })),
    );
    const response = await as(ctx.app, manager).post('/api/shopping-lists/generate', {
      location_id: location.id,
    });
    expect(response.statusCode).toBe(201);
    const byVendor = new Map(
      response
        .json()
        .map((list: { vendor_id: string | null; item_count: number; estimated_total: number }) => [
          list.vendor_id,
          list,
        ]),
    );
    // The world's gin, and 1,000 items in packs of 4 (need 9 → 3 packs at 1.25).
    expect(byVendor.get(vendor.id)).toMatchObject({
      item_count: 1001,
      estimated_total: 180 + 3750,
    });
    expect(byVendor.get(null)).toMatchObject({ item_count: 1000 });
  });
});
