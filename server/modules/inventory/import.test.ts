import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { itemsCsv } from '#contract/items-csv.ts';
import { categories, items, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { anonymous, as, tokenFor } from '#server/test/request.ts';

const ctx = useTestApp();

const itemsOf = (locationId: string) =>
  ctx.db.select().from(items).where(eq(items.locationId, locationId)).orderBy(asc(items.name));

describe('POST /api/inventory/import', () => {
  it('creates and updates items from CSV; quantity changes go through the changelog', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, { name: 'Gin', quantity: '2', unit: 'bottle' });
    const csv = [
      'Name,Category,Unit,Quantity,Par Level,Cost per unit',
      'gin,Spirits,,5,6,21.5',
      'Lime,Fruit,each,40,,0.25',
      'Soda,,can,,,',
      '',
    ].join('\n');
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      csv,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1, errors: [] });
    const rows = await itemsOf(location.id);
    expect(rows.map((row) => [row.name, row.quantity, row.unit, row.parLevel])).toEqual([
      ['Gin', '5.0000', 'bottle', '6.0000'],
      ['Lime', '40.0000', 'each', null],
      ['Soda', '0.0000', 'can', null],
    ]);
    const changes = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.locationId, location.id));
    expect(changes).toHaveLength(2);
    expect(changes.find((row) => row.itemId === gin.id)).toMatchObject({
      previousQuantity: '2.0000',
      newQuantity: '5.0000',
      reason: 'import',
      userId: owner.id,
    });
    const names = await ctx.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.locationId, location.id));
    expect(names.map((row) => row.name).sort()).toEqual(['Fruit', 'Spirits']);
  });

  it('makes one category of a name in any case, and logs every new item’s starting stock', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      name: `Bottle ${index}`,
      category: index % 2 === 0 ? 'Spirits' : 'SPIRITS',
      unit: 'bottle',
      quantity: index % 3,
    }));
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      rows,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2_500, updated: 0, errors: [] });
    const made = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.locationId, location.id));
    expect(made.map((row) => row.name)).toEqual(['Spirits']);
    const created = await itemsOf(location.id);
    expect(new Set(created.map((row) => row.categoryId))).toEqual(new Set([made[0]?.id]));
    const changes = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.locationId, location.id));
    // Quantities 1 and 2 are logged; 0 writes no row.
    expect(changes).toHaveLength(rows.filter((row) => row.quantity > 0).length);
    const quantities = new Map(created.map((row) => [row.id, row.quantity]));
    for (const change of changes) {
      expect(change).toMatchObject({ previousQuantity: '0.0000', reason: 'import' });
      expect(change.newQuantity).toBe(quantities.get(change.itemId));
    }
  });

  it('keeps a reorder point that follows the par level following it on an empty cell', async () => {
    const { location, owner } = await createLocation(ctx.db);
    await createItem(ctx.db, location, { name: 'Gin', parLevel: '6' });
    await createItem(ctx.db, location, { name: 'Rum', parLevel: '6', reorderPoint: '2' });
    // What the Items screen exports: the reorder point cell empty where none is set.
    const csv = ['name,unit,par_level,reorder_point', 'Gin,,8,', 'Rum,,8,2', 'Lime,kg,4,'];
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      csv: csv.join('\n'),
    });
    expect(response.json()).toEqual({ created: 1, updated: 2, errors: [] });
    const listed = await as(ctx.app, owner).get(`/api/inventory?location_id=${location.id}`);
    const reorderPoints = listed
      .json()
      .map((item: { name: string; reorder_point: number; reorder_point_set: boolean }) => [
        item.name,
        item.reorder_point,
        item.reorder_point_set,
      ]);
    expect(reorderPoints).toEqual([
      ['Gin', 8, false],
      ['Lime', 4, false],
      ['Rum', 2, true],
    ]);
  });

  it('imports JSON rows', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      rows: [{ name: 'Rum', unit: 'bottle', quantity: 3, par_level: '2.5' }],
    });
    expect(response.json()).toEqual({ created: 1, updated: 0, errors: [] });
    expect((await itemsOf(location.id))[0]).toMatchObject({
      quantity: '3.0000',
      parLevel: '2.5000',
    });
  });

  it('reports every bad row with its number and writes nothing', async () => {
    const { location, owner } = await createLocation(ctx.db);
    await createItem(ctx.db, location, { name: 'Gin', quantity: '2' });
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      rows: [
        { name: 'Gin', quantity: 9 },
        { name: 'Rum', unit: 'bottle', quantity: -1 },
        { name: 'Lime', unit: 'each', quantity: 'lots' },
        { name: 'Tonic', unit: 'can', quantity: 1.23456 },
        { name: 'gin', quantity: 1 },
        { unit: 'each' },
        { name: 'Soda', unit: 'can' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.created).toBe(0);
    expect(body.updated).toBe(0);
    expect(body.errors.map((error: { row: number }) => error.row)).toEqual([2, 3, 4, 5, 6]);
    const rows = await itemsOf(location.id);
    expect(rows.map((row) => [row.name, row.quantity])).toEqual([['Gin', '2.0000']]);
    expect(
      await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.locationId, location.id)),
    ).toEqual([]);
  });

  it('reports a new item without a unit and writes nothing', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      csv: 'name,unit,quantity\nRum,bottle,2\nLime,,3\n',
    });
    expect(response.json()).toEqual({
      created: 0,
      updated: 0,
      errors: [{ row: 2, message: 'unit: Enter a unit for a new item' }],
    });
    expect(await itemsOf(location.id)).toEqual([]);
  });

  it('refuses CSV text past the rows or the cells, and rows past the cells, with 422', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const lines = (count: number, line: string) => Array.from({ length: count }, () => line);
    const tooLong = ['name,unit', ...lines(5001, 'Gin,bottle')].join('\n');
    const tooWide = ['name,unit', ...lines(1600, `Gin,bottle${',x'.repeat(188)}`)].join('\n');
    const wideRow = Object.fromEntries(
      Array.from({ length: 201 }, (_, index) => [`column ${index}`, 'x']),
    );
    for (const [body, field, reason] of [
      [{ csv: tooLong }, 'csv', /it has more than 5,000 rows/],
      [{ csv: tooWide }, 'csv', /it has more than 300,000 cells/],
      [{ rows: [{ name: 'Gin', unit: 'bottle' }, wideRow] }, 'rows', /more than 200 columns/],
    ] as const) {
      const response = await as(ctx.app, owner).post('/api/inventory/import', {
        location_id: location.id,
        ...body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toEqual([
        { path: field, message: expect.stringMatching(reason) },
      ]);
    }
    expect(await itemsOf(location.id)).toEqual([]);
  });

  it('refuses a body past the limits of a table as it arrives, before parsing it', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const columns = Array.from({ length: 100_000 }, (_, index) => `"c${index}":1`).join(',');
    const payload = `{"location_id":"${location.id}","rows":[{${columns}}]}`;
    const post = async (payload: string, url = '/api/inventory/import') =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await tokenFor(ctx.app, staff)}`,
        },
      });
    // Parsed and checked, the body would reach the service, which refuses staff (403).
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([
      { path: 'rows', message: expect.stringMatching(/a row has more than 200 columns/) },
    ]);
    // Within the limits, the body is parsed as any other, prototype keys refused alike.
    const poisoned = `{"location_id":"${location.id}","rows":[{"name":"Gin","__proto__":{"x":1}}]}`;
    const elsewhere = await post(poisoned, '/api/inventory');
    expect((await post(poisoned)).statusCode).toBe(elsewhere.statusCode);
    expect(elsewhere.statusCode).toBe(400);
    expect(
      (await post(`{"location_id":"${location.id}","rows":[{"name":"Gin"}]}`)).statusCode,
    ).toBe(403);
  });

  it('answers 422 for a bad body, 401 without a token, 403 for staff and strangers', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const other = await createLocation(ctx.db);
    const body = { location_id: location.id, rows: [{ name: 'Rum', unit: 'bottle' }] };
    expect(
      (await as(ctx.app, staff).post('/api/inventory/import', { location_id: location.id }))
        .statusCode,
    ).toBe(422);
    expect(
      (await as(ctx.app, staff).post('/api/inventory/import', { ...body, rows: [] })).statusCode,
    ).toBe(422);
    expect((await anonymous(ctx.app).post('/api/inventory/import', body)).statusCode).toBe(401);
    expect((await as(ctx.app, staff).post('/api/inventory/import', body)).statusCode).toBe(403);
    expect((await as(ctx.app, other.owner).post('/api/inventory/import', body)).statusCode).toBe(
      403,
    );
    expect(await itemsOf(location.id)).toEqual([]);
  });
});

describe('the items CSV as people write it', () => {
  it('reads a cost with its currency sign, and a quantity, in either decimal style', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const csv = [
      'name,unit,quantity,par_level,cost_per_unit',
      'Gin,bottle,"2,5",6,$14.00',
      'Vermouth,bottle,1.5,,"14,50 €"',
      'Cognac,bottle,,"1.234,5","€1.234,50"',
      'Tonic,can,"1,200",,US$ 0.85',
    ].join('\n');
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      csv,
    });
    expect(response.json()).toEqual({ created: 4, updated: 0, errors: [] });
    const rows = await itemsOf(location.id);
    expect(rows.map((row) => [row.name, row.quantity, row.parLevel, row.costPerUnit])).toEqual([
      ['Cognac', '0.0000', '1234.5000', '1234.5000'],
      ['Gin', '2.5000', '6.0000', '14.0000'],
      ['Tonic', '1200.0000', null, '0.8500'],
      ['Vermouth', '1.5000', null, '14.5000'],
    ]);
  });

  it('reports a cost that is not an amount, a bad allergen and a bad conversion, writing nothing', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const csv = [
      'name,unit,cost_per_unit,allergens,conversions,full_weight_g,empty_weight_g',
      'Gin,bottle,fourteen,,,,',
      'Pesto,jar,,walnuts,,,',
      'Lemons,kg,,,1 each = about 100 g,,',
      'Rum,bottle,,,,400,500',
    ].join('\n');
    const response = await as(ctx.app, owner).post('/api/inventory/import', {
      location_id: location.id,
      csv,
    });
    const { errors } = response.json<{ errors: { row: number; message: string }[] }>();
    expect(errors.map((error) => error.row)).toEqual([1, 2, 3, 4]);
    expect(errors[0]?.message).toMatch(/^cost_per_unit: /);
    expect(errors[1]?.message).toMatch(/^allergens: "walnuts" is not an allergen/);
    expect(errors[2]?.message).toMatch(/^conversions: "1 each = about 100 g" is not a conversion/);
    expect(errors[3]?.message).toBe('full_weight_g: A full unit must weigh more than an empty one');
    expect(await itemsOf(location.id)).toEqual([]);
  });

  it('imports its own export into another location as it was: weights, waste, conversions, allergens', async () => {
    const { location: bar, owner } = await createLocation(ctx.db);
    const { location: copy } = await createLocation(ctx.db, { owner });
    const client = as(ctx.app, owner);
    const created = [
      {
        name: 'Basil pesto',
        category: 'Kitchen',
        unit: 'jar',
        unit_content: 190,
        unit_content_unit: 'g',
        quantity: 3.5,
        par_level: 6,
        reorder_point: 2,
        cost_per_unit: 4.25,
        waste_percent: 12.5,
        allergens: { milk: 'contains', tree_nuts: 'may_contain' },
        conversions: [{ quantity: 1, unit: 'spoon', equals: 15, equals_unit: 'g' }],
        storage_area: 'Walk-in',
        sku: 'BP-190',
        barcode: '4006381333931',
        notes: 'Keep cold; "fresh" only',
      },
      {
        name: 'Gin',
        category: 'Spirits',
        unit: 'bottle',
        unit_content: 700,
        unit_content_unit: 'ml',
        quantity: 4,
        par_level: 8,
        cost_per_unit: 21.5,
        full_weight_g: 1250,
        empty_weight_g: 550.5,
        conversions: [
          { quantity: 1, unit: 'shot', equals: 25, equals_unit: 'ml' },
          { quantity: 1, unit: 'case', equals: 6, equals_unit: 'bottle' },
        ],
      },
      { name: 'Lemons', unit: 'kg', quantity: 0 },
    ];
    for (const item of created) {
      const response = await client.post('/api/inventory/add-item', {
        location_id: bar.id,
        ...item,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const exportOf = async (locationId: string) => {
      const response = await client.get(`/api/inventory?location_id=${locationId}`);
      const list = response.json<Item[]>().sort((a, b) => a.name.localeCompare(b.name));
      return itemsCsv(list);
    };
    const exported = await exportOf(bar.id);
    expect(exported).toContain('milk; tree_nuts: may_contain');
    expect(exported).toContain('1 shot = 25 ml; 1 case = 6 bottle');

    const imported = await client.post('/api/inventory/import', {
      location_id: copy.id,
      csv: exported,
    });
    expect(imported.json()).toEqual({ created: 3, updated: 0, errors: [] });
    expect(await exportOf(copy.id)).toBe(exported);
  });
});
