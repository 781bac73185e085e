import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem } from '#server/test/factories.ts';
import { locationWithTeam, postWaste } from '#server/test/inventory-helpers.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-26T20:00:00Z') });

async function world() {
  const team = await locationWithTeam(ctx.db);
  const gin = await createItem(ctx.db, team.location, {
    name: 'Gin',
    unit: 'bottle',
    quantity: '3.5',
  });
  return { ...team, gin };
}

const rowsOf = (itemId: string) =>
  ctx.db
    .select()
    .from(stockUpdates)
    .where(eq(stockUpdates.itemId, itemId))
    .orderBy(asc(stockUpdates.createdAt), asc(stockUpdates.id));

const quantityOf = async (itemId: string) =>
  (await ctx.db.select().from(items).where(eq(items.id, itemId)))[0]?.quantity;

describe('POST /api/inventory/{id}/waste', () => {
  it('lets staff record waste: one changelog row, reason waste, delta −quantity, the cause kept', async () => {
    const { staff, gin } = await world();
    const response = await postWaste(ctx.app, staff, gin.id, {
      quantity: 0.75,
      cause: 'breakage',
      note: 'dropped',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.item).toMatchObject({ quantity: 2.75, version: 2 });
    expect(body.update).toMatchObject({
      item_id: gin.id,
      user_id: staff.id,
      previous_quantity: 3.5,
      new_quantity: 2.75,
      delta: -0.75,
      reason: 'waste',
      cause: 'breakage',
      note: 'dropped',
      count_id: null,
    });
    const rows = await rowsOf(gin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'waste', cause: 'breakage', delta: '-0.7500' });
    expect(await quantityOf(gin.id)).toBe('2.7500');
  });

  it('may take everything on hand, never more: 422 on quantity, nothing written', async () => {
    const { owner, gin } = await world();
    const tooMuch = await postWaste(ctx.app, owner, gin.id, { quantity: 3.5001, cause: 'spill' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: [
          { path: 'quantity', message: expect.stringContaining('Only 3.5 bottle on hand') },
        ],
      },
    });
    expect(await rowsOf(gin.id)).toHaveLength(0);
    const all = await postWaste(ctx.app, owner, gin.id, { quantity: 3.5, cause: 'spill' });
    expect(all.json().item.quantity).toBe(0);
    const more = await postWaste(ctx.app, owner, gin.id, { quantity: 0.0001, cause: 'spill' });
    expect(more.statusCode).toBe(422);
    expect(await quantityOf(gin.id)).toBe('0.0000');
  });

  it('refuses bad input with a detail per field', async () => {
    const { staff, gin } = await world();
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0, cause: 'spill' }, 'quantity'],
      [{ quantity: -1, cause: 'spill' }, 'quantity'],
      [{ quantity: 1.00001, cause: 'spill' }, 'quantity'],
      [{ quantity: '1', cause: 'spill' }, 'quantity'],
      [{ quantity: 1 }, 'cause'],
      [{ quantity: 1, cause: 'theft' }, 'cause'],
      [{ quantity: 1, cause: 'spill', note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [body, path] of cases) {
      const response = await postWaste(ctx.app, staff, gin.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const details = response.json().error.details as { path: string }[];
      expect(details.map((detail) => detail.path)).toContain(path);
    }
    const badId = await as(ctx.app, staff).post('/api/inventory/not-a-uuid/waste', {
      quantity: 1,
      cause: 'spill',
    });
    expect(badId.statusCode).toBe(422);
    expect(await rowsOf(gin.id)).toHaveLength(0);
  });

  it('answers 401 without a token, 404 for another location’s item, 409 for an archived item', async () => {
    const { owner, gin, other } = await world();
    const body = { quantity: 1, cause: 'spill' };
    expect((await anonymous(ctx.app).post(`/api/inventory/${gin.id}/waste`, body)).statusCode).toBe(
      401,
    );
    expect((await postWaste(ctx.app, other.owner, gin.id, body)).statusCode).toBe(404);
    expect((await postWaste(ctx.app, owner, randomUUID(), body)).statusCode).toBe(404);
    const archived = await createItem(ctx.db, other.location, { quantity: '2', archived: true });
    expect((await postWaste(ctx.app, other.owner, archived.id, body)).statusCode).toBe(409);
    expect(await rowsOf(gin.id)).toHaveLength(0);
  });

  it('answers a retry with the same Idempotency-Key once, and 422 for a different request', async () => {
    const { staff, gin } = await world();
    const key = randomUUID();
    const body = { quantity: 1, cause: 'comp' as const };
    const first = await postWaste(ctx.app, staff, gin.id, body, key);
    const again = await postWaste(ctx.app, staff, gin.id, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(gin.id)).toHaveLength(1);
    expect(await quantityOf(gin.id)).toBe('2.5000');
    const different = await postWaste(ctx.app, staff, gin.id, { ...body, cause: 'spill' }, key);
    expect(different.statusCode).toBe(422);
    expect(await rowsOf(gin.id)).toHaveLength(1);
  });
});

describe('GET /api/inventory/updates/changelog with cause', () => {
  it('returns the cause and filters waste by it', async () => {
    const { owner, location, gin } = await world();
    await postWaste(ctx.app, owner, gin.id, { quantity: 1, cause: 'spill' });
    await postWaste(ctx.app, owner, gin.id, { quantity: 0.5, cause: 'expired' });
    const caller = as(ctx.app, owner);
    const spills = await caller.get(
      `/api/inventory/updates/changelog?location_id=${location.id}&reason=waste&cause=spill`,
    );
    expect(spills.statusCode).toBe(200);
    expect(spills.json()).toEqual([
      expect.objectContaining({ reason: 'waste', cause: 'spill', delta: -1 }),
    ]);
    const all = await caller.get(`/api/inventory/updates/changelog?location_id=${location.id}`);
    expect(all.json().map((row: { cause: string | null }) => row.cause)).toEqual([
      'expired',
      'spill',
    ]);
    const bad = await caller.get(
      `/api/inventory/updates/changelog?location_id=${location.id}&cause=theft`,
    );
    expect(bad.statusCode).toBe(422);
  });
});
