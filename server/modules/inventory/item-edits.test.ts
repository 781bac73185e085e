import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { locationWithTeam } from '#server/test/inventory-helpers.ts';

const ctx = useTestApp();
const world = () => locationWithTeam(ctx.db);

describe('PUT /api/inventory/{id}', () => {
  it('edits fields, bumps the version and never touches the quantity', async () => {
    const { location, manager } = await world();
    const item = await createItem(ctx.db, location, { name: 'Gin', quantity: '2' });
    const response = await as(ctx.app, manager).put(`/api/inventory/${item.id}`, {
      name: 'London Gin',
      par_level: 4,
      reorder_point: 1,
      category: 'Spirits',
      notes: 'Top shelf',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'London Gin',
      quantity: 2,
      par_level: 4,
      reorder_point: 1,
      category: 'Spirits',
      notes: 'Top shelf',
      version: 2,
      below_par: true,
    });
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.quantity).toBe('2.0000');
    expect(
      await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.itemId, item.id)),
    ).toEqual([]);
  });

  it('answers 409 with the current item for a stale version, and for a taken name', async () => {
    const { location, owner } = await world();
    const item = await createItem(ctx.db, location, { name: 'Gin', version: 3 });
    await createItem(ctx.db, location, { name: 'Rum' });
    const stale = await as(ctx.app, owner).put(`/api/inventory/${item.id}`, {
      notes: 'x',
      version: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.item).toMatchObject({ id: item.id, version: 3, notes: null });
    const taken = await as(ctx.app, owner).put(`/api/inventory/${item.id}`, { name: 'RUM' });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses quantity changes, staff, other locations', async () => {
    const { location, staff, owner, other } = await world();
    const item = await createItem(ctx.db, location, { name: 'Gin' });
    const bad = await as(ctx.app, owner).put(`/api/inventory/${item.id}`, { par_level: -2 });
    expect(bad.statusCode).toBe(422);
    // A quantity in an edit would change the stock around the changelog: refused, not ignored.
    const withQuantity = await as(ctx.app, owner).put(`/api/inventory/${item.id}`, {
      notes: 'recount',
      quantity: 10,
    });
    expect(withQuantity.statusCode).toBe(422);
    expect(withQuantity.json().error.details).toEqual([
      { path: 'quantity', message: 'Change the quantity with a count, not an edit of the item' },
    ]);
    expect(
      await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.itemId, item.id)),
    ).toEqual([]);
    expect(
      (await as(ctx.app, staff).put(`/api/inventory/${item.id}`, { notes: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx.app, other.owner).put(`/api/inventory/${item.id}`, { notes: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await anonymous(ctx.app).put(`/api/inventory/${item.id}`, { notes: 'x' })).statusCode,
    ).toBe(401);
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ notes: null, version: 1, quantity: '0.0000' });
  });
});

describe('reorder point', () => {
  it('follows the par level until one is set, and says which it is', async () => {
    const { location, manager } = await world();
    const caller = as(ctx.app, manager);
    const created = await caller.post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Gin',
      unit: 'bottle',
      par_level: 6,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ reorder_point: 6, reorder_point_set: false });
    const id = created.json().id;

    // A par change moves a reorder point that was never set.
    const parChanged = await caller.put(`/api/inventory/${id}`, { par_level: 8 });
    expect(parChanged.json()).toMatchObject({ reorder_point: 8, reorder_point_set: false });
    const listed = await caller.get(`/api/inventory?location_id=${location.id}`);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id, reorder_point: 8, reorder_point_set: false }),
    ]);

    const set = await caller.put(`/api/inventory/${id}`, { reorder_point: 3 });
    expect(set.json()).toMatchObject({ par_level: 8, reorder_point: 3, reorder_point_set: true });
    const parAgain = await caller.put(`/api/inventory/${id}`, { par_level: 10 });
    expect(parAgain.json()).toMatchObject({ reorder_point: 3, reorder_point_set: true });
    expect((await caller.get(`/api/inventory/${id}`)).json()).toMatchObject({
      reorder_point: 3,
      reorder_point_set: true,
    });

    // null gives it back to the par level.
    const cleared = await caller.put(`/api/inventory/${id}`, { reorder_point: null });
    expect(cleared.json()).toMatchObject({ reorder_point: 10, reorder_point_set: false });
    const [row] = await ctx.db.select().from(items).where(eq(items.id, id));
    expect(row?.reorderPoint).toBeNull();
  });

  it('is set when given at creation, even equal to the par level', async () => {
    const { location, manager } = await world();
    const created = await as(ctx.app, manager).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Rum',
      unit: 'bottle',
      par_level: 4,
      reorder_point: 4,
    });
    expect(created.json()).toMatchObject({ reorder_point: 4, reorder_point_set: true });
    const moved = await as(ctx.app, manager).put(`/api/inventory/${created.json().id}`, {
      par_level: 9,
    });
    expect(moved.json()).toMatchObject({ reorder_point: 4, reorder_point_set: true });
  });
});
