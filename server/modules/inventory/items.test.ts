import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { item as itemSchema } from '#contract/inventory.ts';
import { items, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createCategory, createItem } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { postCount } from '#server/test/inventory-helpers.ts';
import { locationWithTeam } from '#server/test/inventory-helpers.ts';

const ctx = useTestApp();
const world = () => locationWithTeam(ctx.db);

describe('POST /api/inventory/add-item', () => {
  it('creates an item with a category by name and logs the starting quantity as a count', async () => {
    const { location, manager } = await world();
    const response = await as(ctx.app, manager).post('/api/inventory/add-item', {
      location_id: location.id,
      name: ' Gin ',
      category: 'Spirits',
      unit: 'bottle',
      unit_content: 700,
      unit_content_unit: 'ml',
      quantity: 4.5,
      par_level: 6,
      cost_per_unit: 21.3333,
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      location_id: location.id,
      name: 'Gin',
      category: 'Spirits',
      unit: 'bottle',
      unit_content: 700,
      quantity: 4.5,
      par_level: 6,
      reorder_point: 6,
      cost_per_unit: 21.3333,
      below_par: true,
      archived: false,
      version: 1,
    });
    const rows = await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.itemId, item.id));
    expect(rows).toEqual([
      expect.objectContaining({
        previousQuantity: '0.0000',
        newQuantity: '4.5000',
        delta: '4.5000',
        reason: 'count',
        userId: manager.id,
      }),
    ]);
  });

  it('writes no changelog row for a quantity of 0', async () => {
    const { location, owner } = await world();
    const response = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Lime',
      unit: 'each',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ quantity: 0, below_par: false, category: null });
    const rows = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.itemId, response.json().id));
    expect(rows).toEqual([]);
  });

  it('answers 409 for a name already used in the location, whatever its case', async () => {
    const { location, owner } = await world();
    await createItem(ctx.db, location, { name: 'Tonic Water' });
    const response = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'tonic water',
      unit: 'bottle',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
  });

  it.each([
    [{ name: 'X', unit: 'each', quantity: -1 }, 'quantity'],
    [{ name: 'X', unit: 'each', quantity: 1.23456 }, 'quantity'],
    [{ name: '', unit: 'each' }, 'name'],
    [{ name: 'X' }, 'unit'],
    [{ name: 'X', unit: 'each', par_level: 'lots' }, 'par_level'],
  ])('answers 422 for %j', async (fields, path) => {
    const { location, owner } = await world();
    const response = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      ...fields,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
  });

  it('answers 401 without a token, 403 for staff and for another location', async () => {
    const { location, staff, other } = await world();
    const body = { location_id: location.id, name: 'X', unit: 'each' };
    expect((await anonymous(ctx.app).post('/api/inventory/add-item', body)).statusCode).toBe(401);
    expect((await as(ctx.app, staff).post('/api/inventory/add-item', body)).statusCode).toBe(403);
    expect((await as(ctx.app, other.owner).post('/api/inventory/add-item', body)).statusCode).toBe(
      403,
    );
    expect(await ctx.db.select().from(items).where(eq(items.locationId, location.id))).toEqual([]);
  });

  it('answers 404 for a category id of another location', async () => {
    const { location, owner, other } = await world();
    const foreign = await as(ctx.app, other.owner).post('/api/inventory/categories', {
      location_id: other.location.id,
      name: 'Theirs',
    });
    const response = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'X',
      unit: 'each',
      category_id: foreign.json().id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/inventory', () => {
  it('lists active items with filters; archived ones only when asked', async () => {
    const { location, staff } = await world();
    await createItem(ctx.db, location, { name: 'Gin', quantity: '1', parLevel: '3' });
    await createItem(ctx.db, location, { name: 'Vodka', quantity: '5', parLevel: '3', sku: 'V-1' });
    await createItem(ctx.db, location, { name: 'Old rum', archived: true });
    const caller = as(ctx.app, staff);
    const all = await caller.get(`/api/inventory?location_id=${location.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((item: { name: string }) => item.name)).toEqual(['Gin', 'Vodka']);
    const low = await caller.get(`/api/inventory?location_id=${location.id}&below_par=true`);
    expect(low.json().map((item: { name: string }) => item.name)).toEqual(['Gin']);
    const notLow = await caller.get(`/api/inventory?location_id=${location.id}&below_par=false`);
    expect(notLow.json().map((item: { name: string }) => item.name)).toEqual(['Vodka']);
    const search = await caller.get(`/api/inventory?location_id=${location.id}&search=v-1`);
    expect(search.json().map((item: { name: string }) => item.name)).toEqual(['Vodka']);
    const archived = await caller.get(
      `/api/inventory?location_id=${location.id}&include_archived=true`,
    );
    expect(archived.json()).toHaveLength(3);
  });

  it('answers 422 for a bad location_id, 401 without a token, 403 for another location', async () => {
    const { location, other } = await world();
    expect((await as(ctx.app, other.owner).get('/api/inventory?location_id=nope')).statusCode).toBe(
      422,
    );
    expect(
      (await anonymous(ctx.app).get(`/api/inventory?location_id=${location.id}`)).statusCode,
    ).toBe(401);
    expect(
      (await as(ctx.app, other.owner).get(`/api/inventory?location_id=${location.id}`)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/inventory/{id}', () => {
  it('answers the item to any member, 404 to others, 422 for a bad id', async () => {
    const { location, staff, other } = await world();
    const item = await createItem(ctx.db, location, { name: 'Gin', parLevel: '2' });
    const response = await as(ctx.app, staff).get(`/api/inventory/${item.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: item.id, name: 'Gin', par_level: 2 });
    expect((await as(ctx.app, other.owner).get(`/api/inventory/${item.id}`)).statusCode).toBe(404);
    expect((await as(ctx.app, staff).get('/api/inventory/not-an-id')).statusCode).toBe(422);
    expect((await anonymous(ctx.app).get(`/api/inventory/${item.id}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/inventory/{id}', () => {
  it('archives the item, keeps its history, hides it from the list', async () => {
    const { location, manager } = await world();
    const created = await as(ctx.app, manager).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Gin',
      unit: 'bottle',
      quantity: 3,
    });
    const id = created.json().id;
    const response = await as(ctx.app, manager).delete(`/api/inventory/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await ctx.db.select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ archived: true, version: 2 });
    const history = await ctx.db
      .select()
      .from(stockUpdates)
      .where(and(eq(stockUpdates.locationId, location.id), eq(stockUpdates.itemId, id)));
    expect(history).toHaveLength(1);
    const list = await as(ctx.app, manager).get(`/api/inventory?location_id=${location.id}`);
    expect(list.json()).toEqual([]);
  });

  it('refuses staff (403), other locations (404), no token (401)', async () => {
    const { location, staff, other } = await world();
    const item = await createItem(ctx.db, location);
    expect((await as(ctx.app, staff).delete(`/api/inventory/${item.id}`)).statusCode).toBe(403);
    expect((await as(ctx.app, other.owner).delete(`/api/inventory/${item.id}`)).statusCode).toBe(
      404,
    );
    expect((await anonymous(ctx.app).delete(`/api/inventory/${item.id}`)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.archived).toBe(false);
  });
});

describe('GET /api/inventory, built as JSON by the database', () => {
  it('answers exactly what toItem makes of every row, for every filter', async () => {
    const { location, owner, other } = await world();
    const spirits = await createCategory(ctx.db, location, { name: 'Spirits', sortOrder: 1 });
    const seeds: Partial<typeof items.$inferInsert>[] = [
      { name: 'gin', quantity: '0.5', parLevel: '2', categoryId: spirits?.id, storageArea: 'Bar' },
      { name: 'Gin Old Tom', quantity: '9999999999.9999', parLevel: '0.0001', reorderPoint: '0' },
      { name: 'Lemons', quantity: '12.3456', unitContent: '1.5', unitContentUnit: 'kg' },
      { name: 'Rum', quantity: '3', parLevel: '3', reorderPoint: '2.5', costPerUnit: '21.3333' },
      { name: 'Tonic', quantity: '0', sku: 'TN-1', barcode: '5000000000001', notes: 'Crate' },
      { name: 'Vermouth', quantity: '1', parLevel: '4', archived: true, storageArea: 'Cellar' },
      { name: 'Árbol chile', quantity: '0.1', parLevel: '0.2', notes: 'Quote " and \\ slash' },
    ];
    const created = [];
    for (const fields of seeds) created.push(await createItem(ctx.db, location, fields));
    await createItem(ctx.db, other.location, { name: 'Someone else’s gin' });
    // A count moves updated_at to a time with microseconds, as in real use; Rum goes below par.
    const rum = created.find((item) => item.name === 'Rum');
    const counted = await postCount(ctx.app, owner, rum?.id ?? '', { quantity: 1.25 });
    expect(counted.statusCode, counted.body).toBe(200);

    // Each filter's items by name; every row must equal the item's own answer, which
    // `GET /api/inventory/{id}` builds in JS (toItem).
    const active = ['Árbol chile', 'gin', 'Gin Old Tom', 'Lemons', 'Rum', 'Tonic'];
    const queries: [string, string[]][] = [
      ['', active],
      ['&include_archived=true', [...active, 'Vermouth']],
      ['&below_par=true', ['Árbol chile', 'gin', 'Rum']],
      ['&below_par=false', ['Gin Old Tom', 'Lemons', 'Tonic']],
      ['&search=GIN', ['gin', 'Gin Old Tom']],
      ['&search=TN-', ['Tonic']],
      ['&storage_area=bar', ['gin']],
      [`&category_id=${spirits?.id}`, ['gin']],
    ];
    for (const [extra, names] of queries) {
      const response = await as(ctx.app, owner).get(
        `/api/inventory?location_id=${location.id}${extra}`,
      );
      expect(response.statusCode, extra).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const answered: unknown = response.json();
      const list = z.array(itemSchema).parse(answered);
      expect(list.map((item) => item.name).sort(), extra).toEqual([...names].sort());
      for (const item of list) {
        const own = await as(ctx.app, owner).get(`/api/inventory/${item.id}`);
        expect(item, `${extra} ${item.name}`).toEqual(own.json());
      }
    }
    const empty = await as(ctx.app, other.owner).get(
      `/api/inventory?location_id=${other.location.id}&search=nothing-like-this`,
    );
    expect(empty.json()).toEqual([]);
  });
});
