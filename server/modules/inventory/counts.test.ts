import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { UpdateQuantityResponse } from '#contract/stock-updates.ts';
import { idempotencyKeys, items, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createIdempotencyKey,
  createItem,
  createLocation,
} from '#server/test/factories.ts';
import { anonymous } from '#server/test/request.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

// The app's clock paces the purge of old keys (at most once a minute); the tests move it.
let now = new Date('2026-11-20T12:00:00Z').getTime();
const ctx = useTestApp({ clock: () => new Date(now) });

async function world() {
  const { location, owner } = await createLocation(ctx.db);
  const staff = await addMember(ctx.db, location, 'staff');
  const other = await createLocation(ctx.db);
  const item = await createItem(ctx.db, location, { name: 'Gin', quantity: '2', parLevel: '4' });
  return { location, owner, staff, other, item };
}

const rowsOf = (itemId: string) =>
  ctx.db
    .select()
    .from(stockUpdates)
    .where(eq(stockUpdates.itemId, itemId))
    .orderBy(asc(stockUpdates.createdAt), asc(stockUpdates.id));

describe('POST /api/inventory/update/{id}', () => {
  it('lets staff count: one changelog row, the new quantity and version', async () => {
    const { staff, item } = await world();
    const response = await postCount(ctx.app, staff, item.id, {
      quantity: 4.5,
      note: 'shelf 2',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { item: counted, update } = response.json();
    expect(counted).toMatchObject({ quantity: 4.5, version: 2, below_par: false });
    expect(update).toMatchObject({
      item_id: item.id,
      item_name: 'Gin',
      user_id: staff.id,
      user_name: staff.name,
      previous_quantity: 2,
      new_quantity: 4.5,
      delta: 2.5,
      reason: 'count',
      note: 'shelf 2',
    });
    const rows = await rowsOf(item.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: update.id, newQuantity: '4.5000' });
  });

  it('writes waste and undo as rows of their own', async () => {
    const { owner, item } = await world();
    const waste = await postCount(ctx.app, owner, item.id, { quantity: 1.7, reason: 'waste' });
    expect(waste.json().update).toMatchObject({ reason: 'waste', delta: -0.3 });
    const undo = await postCount(ctx.app, owner, item.id, { quantity: 2, reason: 'undo' });
    expect(undo.json().update).toMatchObject({
      reason: 'undo',
      previous_quantity: 1.7,
      delta: 0.3,
    });
    expect((await rowsOf(item.id)).map((row) => row.newQuantity)).toEqual(['1.7000', '2.0000']);
  });

  it('answers 409 with the current item on a stale version and writes nothing', async () => {
    const { staff, item } = await world();
    expect((await postCount(ctx.app, staff, item.id, { quantity: 3, version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await postCount(ctx.app, staff, item.id, { quantity: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(stale.json().error.details.item).toMatchObject({ id: item.id, quantity: 3, version: 2 });
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ quantity: '3.0000', version: 2 });
    expect(await rowsOf(item.id)).toHaveLength(1);
  });

  it.each([
    [{ quantity: -1 }, 'quantity'],
    [{ quantity: 1.00001 }, 'quantity'],
    [{}, 'quantity'],
    [{ quantity: 1, reason: 'receive' }, 'reason'],
    [{ quantity: 1, version: 0 }, 'version'],
  ])('answers 422 for %j and writes nothing', async (body, path) => {
    const { staff, item } = await world();
    const response = await postCount(ctx.app, staff, item.id, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
    expect(await rowsOf(item.id)).toEqual([]);
  });

  it('answers 422 for waste that raises the quantity, and for a too long key', async () => {
    const { staff, item } = await world();
    expect(
      (await postCount(ctx.app, staff, item.id, { quantity: 3, reason: 'waste' })).statusCode,
    ).toBe(422);
    expect(
      (await postCount(ctx.app, staff, item.id, { quantity: 3 }, 'k'.repeat(201))).statusCode,
    ).toBe(422);
    expect(await rowsOf(item.id)).toEqual([]);
  });

  it('answers 401 without a token, 404 for an item of another location or none', async () => {
    const { item, other } = await world();
    const noToken = await anonymous(ctx.app).post(`/api/inventory/update/${item.id}`, {
      quantity: 1,
    });
    expect(noToken.statusCode).toBe(401);
    expect((await postCount(ctx.app, other.owner, item.id, { quantity: 1 })).statusCode).toBe(404);
    expect((await postCount(ctx.app, other.owner, randomUUID(), { quantity: 1 })).statusCode).toBe(
      404,
    );
    expect(await rowsOf(item.id)).toEqual([]);
  });

  it('publishes stock.updated after the commit, and nothing for a refused count', async () => {
    const { location, staff, item } = await world();
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      await postCount(ctx.app, staff, item.id, { quantity: 3 });
      await postCount(ctx.app, staff, item.id, { quantity: 4, version: 1 });
      expect(publish.mock.calls).toEqual([
        [{ type: 'stock.updated', location_id: location.id, id: item.id }],
      ]);
    } finally {
      publish.mockRestore();
    }
  });

  it('refuses to count an archived item (409)', async () => {
    const { location, staff } = await world();
    const archived = await createItem(ctx.db, location, { archived: true });
    expect((await postCount(ctx.app, staff, archived.id, { quantity: 1 })).statusCode).toBe(409);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and writes one row', async () => {
    const { staff, item } = await world();
    const key = randomUUID();
    const first = await postCount(ctx.app, staff, item.id, { quantity: 5, version: 1 }, key);
    const again = await postCount(ctx.app, staff, item.id, { quantity: 5, version: 1 }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsOf(item.id)).toHaveLength(1);
    const [row] = await ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ quantity: '5.0000', version: 2 });
    const keys = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toEqual([expect.objectContaining({ userId: staff.id, statusCode: 200 })]);
  });

  it('writes two rows for two keys', async () => {
    const { staff, item } = await world();
    await postCount(ctx.app, staff, item.id, { quantity: 5 }, randomUUID());
    await postCount(ctx.app, staff, item.id, { quantity: 5 }, randomUUID());
    expect(await rowsOf(item.id)).toHaveLength(2);
  });

  it('answers 422 for the same key with a different request, writing nothing', async () => {
    const { staff, item } = await world();
    const key = randomUUID();
    await postCount(ctx.app, staff, item.id, { quantity: 5 }, key);
    const different = await postCount(ctx.app, staff, item.id, { quantity: 6 }, key);
    expect(different.statusCode).toBe(422);
    expect(await rowsOf(item.id)).toHaveLength(1);
  });

  it('scopes keys by user: another user with the same key writes its own row', async () => {
    const { owner, staff, item } = await world();
    const key = randomUUID();
    await postCount(ctx.app, staff, item.id, { quantity: 5 }, key);
    expect((await postCount(ctx.app, owner, item.id, { quantity: 5 }, key)).statusCode).toBe(200);
    expect(await rowsOf(item.id)).toHaveLength(2);
  });

  it('replays an answer stored before items said whether their reorder point is set', async () => {
    const { staff, item } = await world();
    const first = await postCount(ctx.app, staff, item.id, { quantity: 5 }, 'before');
    const answer: UpdateQuantityResponse = first.json();
    const { reorder_point_set, ...oldItem } = answer.item;
    expect(reorder_point_set).toBe(false);
    await ctx.db
      .update(idempotencyKeys)
      .set({ response: { ...answer, item: oldItem } })
      .where(eq(idempotencyKeys.key, 'before'));
    const again = await postCount(ctx.app, staff, item.id, { quantity: 5 }, 'before');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('purges keys older than a day when a new one is stored, at most once a minute', async () => {
    const { location, staff, item } = await world();
    const oldKey = (key: string) =>
      createIdempotencyKey(ctx.db, location, {
        userId: staff.id,
        key,
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      });
    const remaining = async (key: string) =>
      ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    now += 60_000;
    await oldKey('old');
    await postCount(ctx.app, staff, item.id, { quantity: 5 }, randomUUID());
    expect(await remaining('old')).toEqual([]);
    // Within the minute the next count leaves the purge for later; after it, it runs again.
    await oldKey('older');
    now += 59_999;
    await postCount(ctx.app, staff, item.id, { quantity: 6 }, randomUUID());
    expect(await remaining('older')).toHaveLength(1);
    now += 1;
    await postCount(ctx.app, staff, item.id, { quantity: 7 }, randomUUID());
    expect(await remaining('older')).toEqual([]);
  });
});
