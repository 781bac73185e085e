import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceChanges, vendorItems } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

const linesOf = (vendorId: string) =>
  ctx.db
    .select()
    .from(vendorItems)
    .where(eq(vendorItems.vendorId, vendorId))
    .orderBy(asc(vendorItems.name));

const catalogHistory = (locationId: string) =>
  ctx.db.select().from(priceChanges).where(eq(priceChanges.locationId, locationId));

describe('POST /api/vendors/{id}/catalog', () => {
  it('reads "Qty per case" as the pack size and "Case price" as the price', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const csv = ['Name,Qty per case,Case price', 'Tonic 24,24,18.50', 'Soda 12,12,9'].join('\n');
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: csv,
    });
    expect(response.json()).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [] });
    const lines = await linesOf(vendor.id);
    expect(lines.map((line) => [line.name, line.packSize, line.price])).toEqual([
      ['Soda 12', '12.0000', '9.0000'],
      ['Tonic 24', '24.0000', '18.5000'],
    ]);
  });

  it('matches rows by SKU, then by name, and adds the others; prices changes are recorded', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const gin = await createItem(ctx.db, location, { name: 'London Dry Gin' });
    const bySku = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'Gin 6 × 70cl',
      sku: 'G-6',
      price: '90',
    });
    const byName = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'Tonic 24',
      sku: null,
      price: '18',
    });
    const same = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'Lime',
      sku: 'L1',
      price: '5',
      packSize: '1',
    });
    // Another vendor's line with the same SKU is not this vendor's.
    await createVendorItem(ctx.db, location, { sku: 'NEW-1', name: 'Soda' });
    const csv = [
      'SKU,Name,Pack Description,Pack Size,Price,Inventory Item',
      'g-6,Gin 6 × 70 cl,6 × 70 cl,6,94.5,london dry gin',
      ',TONIC 24,,,18.00,',
      'L1,Lime,,1,5,',
      'NEW-1,Soda 24,24 × 330 ml,24,"1,012.50",',
    ].join('\r\n');
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: csv,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 1, unchanged: 2, errors: [] });
    const lines = await linesOf(vendor.id);
    expect(lines.map((line) => [line.id, line.name, line.sku, line.packSize, line.price])).toEqual([
      [bySku.id, 'Gin 6 × 70 cl', 'G-6', '6.0000', '94.5000'],
      [same.id, 'Lime', 'L1', '1.0000', '5.0000'],
      [expect.any(String), 'Soda 24', 'NEW-1', '24.0000', '1012.5000'],
      [byName.id, 'Tonic 24', null, '6.0000', '18.0000'],
    ]);
    expect(lines[0]).toMatchObject({ inventoryItemId: gin.id, packDescription: '6 × 70 cl' });
    const history = await catalogHistory(location.id);
    expect(history).toEqual([
      expect.objectContaining({
        vendorItemId: bySku.id,
        oldPrice: '90.0000',
        newPrice: '94.5000',
        source: 'catalog',
        userId: owner.id,
      }),
    ]);
  });

  it('prefers the SKU to the name when they point at different lines', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const r1 = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'Dark Rum',
      sku: 'R1',
      price: '20',
    });
    const spiced = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      name: 'Spiced Rum',
      sku: null,
      price: '25',
    });
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: 'sku,name,price\nR1,Spiced Rum,21\n',
    });
    expect(response.json()).toEqual({ created: 0, updated: 1, unchanged: 0, errors: [] });
    const lines = await linesOf(vendor.id);
    expect(lines.map((line) => [line.id, line.name, line.price]).sort()).toEqual(
      [
        [r1.id, 'Spiced Rum', '21.0000'],
        [spiced.id, 'Spiced Rum', '25.0000'],
      ].sort(),
    );
  });

  it('writes the good rows and reports each bad row by its line in the file', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    await createVendorItem(ctx.db, location, { vendorId: vendor.id, name: 'Gin', price: '90' });
    const csv = [
      'name,sku,pack_size,price,inventory_item', // line 1
      'Gin,,,91,', // 2: updates Gin
      '', // 3: blank
      'Rum,R1,6,abc,', // 4: bad price
      '"Vodka', // 5: a name over two lines…
      '70 cl",V1,6,12.50,', // 6
      'Mezcal,M1,6,,', // 7: new without price
      'Tequila,T1,0,30,', // 8: bad pack size
      'Cognac,C1,1,40,Brandy', // 9: no such stock item
      'gin,,,95,', // 10: the same line as row 2
      'Vermouth,V1,1,9,', // 11: the same SKU as the new line of row 5
      'Bitters,B1,1,"12,50",', // 12: a decimal comma is not read as 1250
    ].join('\n');
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: csv,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [
        { row: 4, message: 'price: Enter a number' },
        { row: 7, message: 'price: Enter a price for a new line' },
        { row: 8, message: 'pack_size: Use a number above 0' },
        { row: 9, message: 'inventory_item: No stock item is named "Brandy"' },
        { row: 10, message: 'This line is already in row 2' },
        { row: 11, message: 'This line is already in row 5' },
        { row: 12, message: 'price: Enter a number' },
      ],
    });
    const lines = await linesOf(vendor.id);
    expect(lines.map((line) => [line.name, line.price, line.packSize])).toEqual([
      ['Gin', '91.0000', '6.0000'],
      ['Vodka\n70 cl', '12.5000', '6.0000'],
    ]);
  });

  it('imports rows given as objects, numbered from 1, with pack size 1 for a new line', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: [
        { Name: 'Lemons', price: 3.2, 'pack size': '' },
        { name: 'Limes', price: '-1' },
      ],
    });
    expect(response.json()).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 2, message: 'price: Use a number of 0 or more' }],
    });
    const lines = await linesOf(vendor.id);
    expect(lines.map((line) => [line.name, line.packSize, line.price])).toEqual([
      ['Lemons', '1.0000', '3.2000'],
    ]);
  });

  it('reports a header without a name column and writes nothing', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: 'product,price\nGin,90\n',
    });
    expect(response.json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 1, message: 'The header line needs a "name" column' }],
    });
    expect(await linesOf(vendor.id)).toEqual([]);
    const headerOnly = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: 'Name,Price\r\n',
    });
    expect(headerOnly.json()).toEqual({ created: 0, updated: 0, unchanged: 0, errors: [] });
  });

  it('refuses a catalogue past the rows or the cells with 422 on catalog', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const lines = (count: number, line: string) => Array.from({ length: count }, () => line);
    const tooLong = ['name,price', ...lines(5001, 'Gin,90')].join('\n');
    const tooWide = ['name,price', ...lines(1600, `Gin,90${',x'.repeat(188)}`)].join('\n');
    const wideRow = Object.fromEntries(
      Array.from({ length: 201 }, (_, index) => [`column ${index}`, 'x']),
    );
    for (const [catalog, reason] of [
      [tooLong, /it has more than 5,000 rows/],
      [tooWide, /it has more than 300,000 cells/],
      [[{ name: 'Gin', price: 90 }, wideRow], /more than 200 columns/],
    ] as const) {
      const response = await as(ctx.app, owner).post(`/api/vendors/${vendor.id}/catalog`, {
        catalog,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toEqual([
        { path: 'catalog', message: expect.stringMatching(reason) },
      ]);
    }
    expect(await linesOf(vendor.id)).toEqual([]);
  });

  it('refuses an empty catalogue (422), staff (403), another location (404), no token (401)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const url = `/api/vendors/${vendor.id}/catalog`;
    const empty = await as(ctx.app, owner).post(url, { catalog: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details).toEqual([expect.objectContaining({ path: 'catalog' })]);
    const body = { catalog: 'name,price\nGin,90' };
    expect((await as(ctx.app, staff).post(url, body)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).post(url, body)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).post(url, body)).statusCode).toBe(401);
    expect(await linesOf(vendor.id)).toEqual([]);
  });
});
