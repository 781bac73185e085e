import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, items } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

async function world() {
  const { location, owner } = await createLocation(ctx.db);
  const staff = await addMember(ctx.db, location, 'staff');
  const other = await createLocation(ctx.db);
  return { location, owner, staff, other };
}

describe('categories', () => {
  it('creates categories in order and lists them with their active item count', async () => {
    const { location, owner, staff } = await world();
    const spirits = await as(ctx.app, owner).post('/api/inventory/categories', {
      location_id: location.id,
      name: 'Spirits',
    });
    expect(spirits.statusCode, spirits.body).toBe(201);
    expect(spirits.json()).toMatchObject({ name: 'Spirits', sort_order: 0, item_count: 0 });
    const wine = await as(ctx.app, owner).post('/api/inventory/categories', {
      location_id: location.id,
      name: 'Wine',
    });
    expect(wine.json().sort_order).toBe(1);
    await createItem(ctx.db, location, { categoryId: spirits.json().id });
    await createItem(ctx.db, location, { categoryId: spirits.json().id, archived: true });
    const list = await as(ctx.app, staff).get(
      `/api/inventory/categories?location_id=${location.id}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Spirits', item_count: 1 }),
      expect.objectContaining({ name: 'Wine', item_count: 0 }),
    ]);
  });

  it('refuses a duplicate name (409), a bad body (422), staff (403), strangers, no token', async () => {
    const { location, owner, staff, other } = await world();
    const body = { location_id: location.id, name: 'Beer' };
    expect((await as(ctx.app, owner).post('/api/inventory/categories', body)).statusCode).toBe(201);
    const again = await as(ctx.app, owner).post('/api/inventory/categories', {
      ...body,
      name: 'BEER',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await as(ctx.app, owner).post('/api/inventory/categories', { ...body, name: ' ' }))
        .statusCode,
    ).toBe(422);
    expect((await as(ctx.app, staff).post('/api/inventory/categories', body)).statusCode).toBe(403);
    expect(
      (await as(ctx.app, other.owner).post('/api/inventory/categories', body)).statusCode,
    ).toBe(403);
    expect((await anonymous(ctx.app).post('/api/inventory/categories', body)).statusCode).toBe(401);
    expect(
      (await as(ctx.app, other.owner).get(`/api/inventory/categories?location_id=${location.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, owner).get('/api/inventory/categories?location_id=x')).statusCode,
    ).toBe(422);
  });

  it('renames and reorders; 404 for another location, 403 for staff', async () => {
    const { location, owner, staff, other } = await world();
    const created = await as(ctx.app, owner).post('/api/inventory/categories', {
      location_id: location.id,
      name: 'Beer',
    });
    const url = `/api/inventory/categories/${created.json().id}`;
    const renamed = await as(ctx.app, owner).put(url, { name: 'Beers', sort_order: 5 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Beers', sort_order: 5 });
    expect((await as(ctx.app, staff).put(url, { name: 'X' })).statusCode).toBe(403);
    expect((await as(ctx.app, other.owner).put(url, { name: 'X' })).statusCode).toBe(404);
    expect((await as(ctx.app, owner).put(url, { sort_order: -1 })).statusCode).toBe(422);
  });

  it('deletes a category; its items keep no category and a new version', async () => {
    const { location, owner, staff, other } = await world();
    const created = await as(ctx.app, owner).post('/api/inventory/categories', {
      location_id: location.id,
      name: 'Beer',
    });
    const id = created.json().id;
    const item = await createItem(ctx.db, location, { categoryId: id });
    const url = `/api/inventory/categories/${id}`;
    expect((await as(ctx.app, staff).delete(url)).statusCode).toBe(403);
    expect((await as(ctx.app, other.owner).delete(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).delete(url)).statusCode).toBe(401);
    expect((await as(ctx.app, owner).delete(url)).statusCode).toBe(204);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, id))).toEqual([]);
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ categoryId: null, version: 2 });
  });
});
