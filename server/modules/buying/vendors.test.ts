import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Vendor } from '#contract/vendors.ts';
import { priceChanges, vendorItems, vendors } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createPriceChange,
  createShoppingList,
  createShoppingListItem,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

const details = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string }[] } }).error.details?.map(
    (detail) => detail.path,
  );

describe('GET /api/vendors', () => {
  it("lists a location's vendors by name, each with its number of catalogue lines", async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const metro = await createVendor(ctx.db, location, { name: 'metro', deliveryDays: [2, 5] });
    const brewery = await createVendor(ctx.db, location, { name: 'Brewery' });
    await createVendorItem(ctx.db, location, { vendorId: metro.id });
    await createVendorItem(ctx.db, location, { vendorId: metro.id });
    await createVendor(ctx.db, (await createLocation(ctx.db, { owner })).location);

    const response = await as(ctx.app, staff).get(`/api/vendors?location_id=${location.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<Vendor[]>();
    expect(listed.map((vendor) => [vendor.name, vendor.item_count, vendor.delivery_days])).toEqual([
      ['Brewery', 0, []],
      ['metro', 2, [2, 5]],
    ]);
    expect(listed[0]).toMatchObject({
      id: brewery.id,
      location_id: location.id,
      email: brewery.email,
      lead_time_days: 2,
      minimum_order: null,
    });
  });

  it('needs a location_id (422), a token (401) and a membership (403)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const missing = await as(ctx.app, owner).get('/api/vendors');
    expect(missing.statusCode).toBe(422);
    expect(details(missing.body)).toEqual(['location_id']);
    expect(
      (await anonymous(ctx.app).get(`/api/vendors?location_id=${location.id}`)).statusCode,
    ).toBe(401);
    const stranger = (await createLocation(ctx.db)).owner;
    const foreign = await as(ctx.app, stranger).get(`/api/vendors?location_id=${location.id}`);
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/vendors', () => {
  it('adds a vendor with sorted delivery days and exact amounts', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const response = await as(ctx.app, manager).post('/api/vendors', {
      location_id: location.id,
      name: '  Spirits Direct ',
      email: 'orders@spirits.example',
      contact_name: 'Ana',
      minimum_order: 150.25,
      lead_time_days: 3,
      delivery_days: [5, 1, 5, 3],
      website: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Spirits Direct',
      email: 'orders@spirits.example',
      contact_name: 'Ana',
      minimum_order: 150.25,
      lead_time_days: 3,
      delivery_days: [1, 3, 5],
      website: null,
      item_count: 0,
    });
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.locationId, location.id));
    expect(row).toMatchObject({ minimumOrder: '150.2500', deliveryDays: [1, 3, 5] });
  });

  it('refuses a name the location already uses, in any case (409)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    await createVendor(ctx.db, location, { name: 'Metro' });
    const response = await as(ctx.app, owner).post('/api/vendors', {
      location_id: location.id,
      name: 'METRO',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('A vendor named "METRO" already exists.');
    // Another location may use it.
    const other = await createLocation(ctx.db, { owner });
    const elsewhere = await as(ctx.app, owner).post('/api/vendors', {
      location_id: other.location.id,
      name: 'Metro',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('names each bad field (422)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).post('/api/vendors', {
      location_id: location.id,
      name: '',
      email: 'not an email',
      delivery_days: [0, 8],
      minimum_order: -1,
      lead_time_days: 1.5,
    });
    expect(response.statusCode).toBe(422);
    expect(details(response.body)?.sort()).toEqual([
      'delivery_days.0',
      'delivery_days.1',
      'email',
      'lead_time_days',
      'minimum_order',
      'name',
    ]);
  });

  it('is for managers and owners (403 for staff and strangers, 401 without a token)', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const body = { location_id: location.id, name: 'Metro' };
    expect((await as(ctx.app, staff).post('/api/vendors', body)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).post('/api/vendors', body)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).post('/api/vendors', body)).statusCode).toBe(401);
    const rows = await ctx.db.select().from(vendors).where(eq(vendors.locationId, location.id));
    expect(rows).toEqual([]);
  });
});

describe('GET, PUT, DELETE /api/vendors/{id}', () => {
  it('reads a vendor for any member; another location’s is 404', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location, { deliveryDays: [1] });
    await createVendorItem(ctx.db, location, { vendorId: vendor.id });
    const response = await as(ctx.app, staff).get(`/api/vendors/${vendor.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: vendor.id, item_count: 1, delivery_days: [1] });
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).get(`/api/vendors/${vendor.id}`)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).get(`/api/vendors/${vendor.id}`)).statusCode).toBe(401);
    expect((await as(ctx.app, staff).get('/api/vendors/not-a-uuid')).statusCode).toBe(422);
  });

  it('edits the fields given and keeps the others', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location, { name: 'Metro', phone: '555' });
    const response = await as(ctx.app, owner).put(`/api/vendors/${vendor.id}`, {
      name: 'Metro Cash',
      delivery_days: [7, 6],
      email: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Metro Cash',
      phone: '555',
      email: null,
      delivery_days: [6, 7],
    });
    // Its own name, in another case, is not a clash.
    const renamed = await as(ctx.app, owner).put(`/api/vendors/${vendor.id}`, {
      name: 'METRO CASH',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses an edit to a taken name (409), bad input (422), staff (403), another location (404)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    await createVendor(ctx.db, location, { name: 'Metro' });
    const vendor = await createVendor(ctx.db, location, { name: 'Brewery' });
    const url = `/api/vendors/${vendor.id}`;
    expect((await as(ctx.app, owner).put(url, { name: 'metro' })).statusCode).toBe(409);
    const bad = await as(ctx.app, owner).put(url, { delivery_days: [9] });
    expect(bad.statusCode).toBe(422);
    expect(details(bad.body)).toEqual(['delivery_days.0']);
    expect((await as(ctx.app, staff).put(url, { notes: 'x' })).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).put(url, { notes: 'x' })).statusCode).toBe(404);
    expect((await anonymous(ctx.app).put(url, { notes: 'x' })).statusCode).toBe(401);
  });

  it('deletes a vendor with its catalogue and price history', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const line = await createVendorItem(ctx.db, location, { vendorId: vendor.id });
    await createPriceChange(ctx.db, location, { vendorItemId: line.id });
    const response = await as(ctx.app, owner).delete(`/api/vendors/${vendor.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))).toEqual([]);
    expect(await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, line.id))).toEqual([]);
    const history = await ctx.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.vendorItemId, line.id));
    expect(history).toEqual([]);
  });

  it('refuses to delete a vendor that lists name, or whose lines are on lists (409)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const withList = await createVendor(ctx.db, location, { name: 'Metro' });
    await createShoppingList(ctx.db, location, { vendorId: withList.id, status: 'received' });
    const refused = await as(ctx.app, owner).delete(`/api/vendors/${withList.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message:
        'Metro has shopping lists, so it cannot be deleted. Its lists keep the record of what was ordered.',
    });
    const withListedLine = await createVendor(ctx.db, location, { name: 'Brewery' });
    const line = await createVendorItem(ctx.db, location, { vendorId: withListedLine.id });
    await createShoppingListItem(ctx.db, location, { vendorItemId: line.id });
    const alsoRefused = await as(ctx.app, owner).delete(`/api/vendors/${withListedLine.id}`);
    expect(alsoRefused.statusCode).toBe(409);
    const left = await ctx.db.select().from(vendors).where(eq(vendors.locationId, location.id));
    expect(left).toHaveLength(2);
  });

  it('lets only managers and owners of the location delete', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location);
    const url = `/api/vendors/${vendor.id}`;
    expect((await as(ctx.app, staff).delete(url)).statusCode).toBe(403);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).delete(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).delete(url)).statusCode).toBe(401);
    expect((await as(ctx.app, staff).delete('/api/vendors/not-a-uuid')).statusCode).toBe(422);
    expect(await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))).toHaveLength(1);
  });
});
