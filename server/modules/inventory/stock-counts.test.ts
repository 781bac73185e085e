import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CountDetail, CountSummary } from '#contract/counts.ts';
import { locations, stockCountLines, stockCounts, stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createItem } from '#server/test/factories.ts';
import { locationWithTeam, postCount, postWaste } from '#server/test/inventory-helpers.ts';
import { anonymous, as } from '#server/test/request.ts';

// 26 Nov 2026, 23:30 UTC: already the 27th in Madrid.
const START = Date.parse('2026-11-26T23:30:00Z');
let now = START;
const ctx = useTestApp({ clock: () => new Date(now) });
beforeEach(() => {
  now = START;
});

async function venue() {
  const team = await locationWithTeam(ctx.db);
  await ctx.db
    .update(locations)
    .set({ timezone: 'Europe/Madrid' })
    .where(eq(locations.id, team.location.id));
  const gin = await createItem(ctx.db, team.location, {
    name: 'Gin',
    unit: 'bottle',
    quantity: '2',
    costPerUnit: '12.3456',
    storageArea: 'Bar',
  });
  const rum = await createItem(ctx.db, team.location, {
    name: 'Rum',
    unit: 'bottle',
    quantity: '5',
    costPerUnit: '20',
    storageArea: 'Cellar',
  });
  const lime = await createItem(ctx.db, team.location, {
    name: 'Lime',
    unit: 'each',
    quantity: '40',
    costPerUnit: null,
    storageArea: null,
  });
  const old = await createItem(ctx.db, team.location, { name: 'Old', archived: true });
  return { ...team, gin, rum, lime, old };
}

type Venue = Awaited<ReturnType<typeof venue>>;

async function openFull(v: Venue, body: Record<string, unknown> = {}) {
  const response = await as(ctx.app, v.manager).post('/api/counts', {
    location_id: v.location.id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CountSummary>();
}

describe('POST /api/counts', () => {
  it('opens a full count named by the venue’s day, with its progress', async () => {
    const v = await venue();
    const count = await openFull(v);
    expect(count).toMatchObject({
      location_id: v.location.id,
      name: 'Count 27 Nov 2026',
      scope: 'full',
      status: 'open',
      opened_by: v.manager.id,
      opened_by_name: v.manager.name,
      opened_at: '2026-11-26T23:30:00.000Z',
      closed_at: null,
      progress: { counted: 0, total: 3 },
      total_value: null,
      items_not_counted: null,
    });
  });

  it('allows one open full count per location: a second is 409 naming the open one', async () => {
    const v = await venue();
    const first = await openFull(v, { name: 'Monday' });
    const second = await as(ctx.app, v.owner).post('/api/counts', { location_id: v.location.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toContain('"Monday" is still open');
    expect(second.json().error.details).toEqual({ count_id: first.id });
    // A spot check may still be opened beside it, and another location has its own.
    const spot = await as(ctx.app, v.owner).post('/api/counts', {
      location_id: v.location.id,
      item_ids: [v.gin.id],
    });
    expect(spot.statusCode).toBe(201);
    expect(spot.json()).toMatchObject({ scope: 'spot', name: 'Spot check 27 Nov 2026' });
    await as(ctx.app, v.manager).post(`/api/counts/${first.id}/close`);
    expect(
      (await as(ctx.app, v.owner).post('/api/counts', { location_id: v.location.id })).statusCode,
    ).toBe(201);
  });

  it('opens a spot check of some items, their lines written at open', async () => {
    const v = await venue();
    const spot = await openFull(v, { item_ids: [v.gin.id, v.lime.id, v.gin.id], name: ' Bar ' });
    expect(spot).toMatchObject({ name: 'Bar', scope: 'spot', progress: { counted: 0, total: 2 } });
    const lines = await ctx.db
      .select()
      .from(stockCountLines)
      .where(eq(stockCountLines.countId, spot.id));
    expect(lines.map((line) => line.itemId).sort()).toEqual([v.gin.id, v.lime.id].sort());
  });

  it('refuses bad input, items of another location and archived items', async () => {
    const v = await venue();
    const foreign = await createItem(ctx.db, v.other.location);
    const caller = as(ctx.app, v.manager);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'location_id'],
      [{ location_id: 'nope' }, 'location_id'],
      [{ location_id: v.location.id, item_ids: [] }, 'item_ids'],
      [{ location_id: v.location.id, item_ids: ['x'] }, 'item_ids.0'],
      [{ location_id: v.location.id, name: 'x'.repeat(101) }, 'name'],
      [{ location_id: v.location.id, item_ids: [foreign.id] }, 'item_ids'],
      [{ location_id: v.location.id, item_ids: [v.gin.id, v.old.id] }, 'item_ids'],
    ];
    for (const [body, path] of cases) {
      const response = await caller.post('/api/counts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const details = response.json().error.details as { path: string }[];
      expect(details.map((detail) => detail.path)).toContain(path);
    }
    expect(
      await ctx.db.select().from(stockCounts).where(eq(stockCounts.locationId, v.location.id)),
    ).toEqual([]);
  });

  it('answers 401 without a token, 403 for staff and for another location', async () => {
    const v = await venue();
    const body = { location_id: v.location.id };
    expect((await anonymous(ctx.app).post('/api/counts', body)).statusCode).toBe(401);
    expect((await as(ctx.app, v.staff).post('/api/counts', body)).statusCode).toBe(403);
    expect((await as(ctx.app, v.other.owner).post('/api/counts', body)).statusCode).toBe(403);
  });
});

describe('counts made while a count is open', () => {
  it('belong to the open full count, named or not; other reasons and waste do not', async () => {
    const v = await venue();
    const count = await openFull(v);
    const named = await postCount(ctx.app, v.staff, v.gin.id, { quantity: 3, count_id: count.id });
    expect(named.json().update.count_id).toBe(count.id);
    const unnamed = await postCount(ctx.app, v.owner, v.rum.id, { quantity: 4 });
    expect(unnamed.json().update.count_id).toBe(count.id);
    const adjust = await postCount(ctx.app, v.owner, v.lime.id, { quantity: 30, reason: 'adjust' });
    expect(adjust.json().update.count_id).toBeNull();
    const waste = await postWaste(ctx.app, v.staff, v.lime.id, { quantity: 1, cause: 'spill' });
    expect(waste.json().update.count_id).toBeNull();
    const listed = await as(ctx.app, v.staff).get(`/api/counts?location_id=${v.location.id}`);
    expect(listed.json()[0].progress).toEqual({ counted: 2, total: 3 });
    const changelog = await as(ctx.app, v.staff).get(
      `/api/inventory/updates/changelog?location_id=${v.location.id}&count_id=${count.id}`,
    );
    expect(
      changelog
        .json()
        .map((row: { item_id: string }) => row.item_id)
        .sort(),
    ).toEqual([v.gin.id, v.rum.id].sort());
  });

  it('lists each open spot check with its own progress, beside the full count', async () => {
    const v = await venue();
    const full = await openFull(v, { name: 'Full' });
    const bar = await openFull(v, { name: 'Bar', item_ids: [v.gin.id, v.lime.id] });
    const cellar = await openFull(v, { name: 'Cellar', item_ids: [v.rum.id] });
    await postCount(ctx.app, v.staff, v.gin.id, { quantity: 2, count_id: bar.id });
    await postCount(ctx.app, v.staff, v.rum.id, { quantity: 5, count_id: cellar.id });
    await postCount(ctx.app, v.staff, v.lime.id, { quantity: 30 });
    const listed = await as(ctx.app, v.staff).get(`/api/counts?location_id=${v.location.id}`);
    const progress = Object.fromEntries(
      listed.json().map((count: CountSummary) => [count.id, count.progress]),
    );
    expect(progress).toEqual({
      [full.id]: { counted: 1, total: 3 },
      [bar.id]: { counted: 1, total: 2 },
      [cellar.id]: { counted: 1, total: 1 },
    });
  });

  it('checks count_id: 422 for another location’s count, an item outside a spot check or another reason; 409 once closed', async () => {
    const v = await venue();
    const spot = await openFull(v, { item_ids: [v.gin.id] });
    const elsewhere = await as(ctx.app, v.other.owner).post('/api/counts', {
      location_id: v.other.location.id,
    });
    const path = (response: { json: () => { error: { details: { path: string }[] } } }) =>
      response.json().error.details.map((detail) => detail.path);
    const foreign = await postCount(ctx.app, v.staff, v.gin.id, {
      quantity: 1,
      count_id: elsewhere.json().id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(path(foreign)).toEqual(['count_id']);
    const missing = await postCount(ctx.app, v.staff, v.gin.id, {
      quantity: 1,
      count_id: randomUUID(),
    });
    expect(missing.statusCode).toBe(422);
    const outside = await postCount(ctx.app, v.staff, v.rum.id, { quantity: 1, count_id: spot.id });
    expect(outside.statusCode).toBe(422);
    expect(path(outside)).toEqual(['count_id']);
    const notACount = await postCount(ctx.app, v.staff, v.gin.id, {
      quantity: 1,
      reason: 'adjust',
      count_id: spot.id,
    });
    expect(notACount.statusCode).toBe(422);
    await as(ctx.app, v.manager).post(`/api/counts/${spot.id}/close`);
    const closed = await postCount(ctx.app, v.staff, v.gin.id, { quantity: 1, count_id: spot.id });
    expect(closed.statusCode).toBe(409);
    const rows = await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.itemId, v.gin.id));
    expect(rows).toEqual([]);
  });

  it('keeps the Idempotency-Key replay: a retry answers once, in the count', async () => {
    const v = await venue();
    const count = await openFull(v);
    const key = randomUUID();
    const first = await postCount(ctx.app, v.staff, v.gin.id, { quantity: 7 }, key);
    const again = await postCount(ctx.app, v.staff, v.gin.id, { quantity: 7 }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().update.count_id).toBe(count.id);
    const named = randomUUID();
    const withId = { quantity: 8, count_id: count.id };
    await postCount(ctx.app, v.staff, v.rum.id, withId, named);
    const retried = await postCount(ctx.app, v.staff, v.rum.id, withId, named);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const rows = await ctx.db.select().from(stockUpdates).where(eq(stockUpdates.countId, count.id));
    expect(rows).toHaveLength(2);
  });
});

describe('GET /api/counts and /api/counts/{id}', () => {
  it('shows who counted what and when, by area and by person, and what is not counted', async () => {
    const v = await venue();
    const count = await openFull(v);
    await postCount(ctx.app, v.staff, v.gin.id, { quantity: 3 });
    await postCount(ctx.app, v.owner, v.gin.id, { quantity: 4 });
    await postCount(ctx.app, v.staff, v.rum.id, { quantity: 6 });
    const response = await as(ctx.app, v.staff).get(`/api/counts/${count.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CountDetail>();
    expect(detail.progress).toEqual({ counted: 2, total: 3 });
    expect(detail.items.map((line) => [line.item_name, line.counted])).toEqual([
      ['Gin', true],
      ['Rum', true],
      ['Lime', false],
    ]);
    expect(detail.items[0]).toMatchObject({
      quantity: 4,
      cost_per_unit: 12.3456,
      last_count: { user_id: v.owner.id, user_name: v.owner.name, quantity: 4 },
    });
    expect(detail.items[2]?.last_count).toBeNull();
    expect(detail.by_area).toEqual([
      { storage_area: 'Bar', counted: 1, total: 1 },
      { storage_area: 'Cellar', counted: 1, total: 1 },
      { storage_area: null, counted: 0, total: 1 },
    ]);
    expect(detail.by_person).toEqual(
      expect.arrayContaining([
        { user_id: v.owner.id, user_name: v.owner.name, counted: 1 },
        { user_id: v.staff.id, user_name: v.staff.name, counted: 1 },
      ]),
    );
    expect(detail.by_person).toHaveLength(2);
  });

  it('lists open counts first, then closed newest first', async () => {
    const v = await venue();
    const caller = as(ctx.app, v.manager);
    const first = await openFull(v, { name: 'First' });
    now += 60_000;
    await caller.post(`/api/counts/${first.id}/close`);
    now += 60_000;
    const second = await openFull(v, { name: 'Second' });
    now += 60_000;
    await caller.post(`/api/counts/${second.id}/close`);
    now += 60_000;
    await openFull(v, { name: 'Third' });
    const listed = await as(ctx.app, v.staff).get(`/api/counts?location_id=${v.location.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((count: CountSummary) => [count.name, count.status])).toEqual([
      ['Third', 'open'],
      ['Second', 'closed'],
      ['First', 'closed'],
    ]);
  });

  it('answers 401 without a token, 403/404 for another location, 422 for bad input', async () => {
    const v = await venue();
    const count = await openFull(v);
    expect((await anonymous(ctx.app).get(`/api/counts/${count.id}`)).statusCode).toBe(401);
    expect(
      (await anonymous(ctx.app).get(`/api/counts?location_id=${v.location.id}`)).statusCode,
    ).toBe(401);
    expect((await as(ctx.app, v.other.owner).get(`/api/counts/${count.id}`)).statusCode).toBe(404);
    expect(
      (await as(ctx.app, v.other.owner).get(`/api/counts?location_id=${v.location.id}`)).statusCode,
    ).toBe(403);
    expect((await as(ctx.app, v.staff).get('/api/counts')).statusCode).toBe(422);
    expect((await as(ctx.app, v.staff).get('/api/counts/nope')).statusCode).toBe(422);
    expect((await as(ctx.app, v.staff).get(`/api/counts/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('POST /api/counts/{id}/close', () => {
  it('snapshots every item with its quantity and cost, flags the uncounted, and totals exactly', async () => {
    const v = await venue();
    const count = await openFull(v);
    await postCount(ctx.app, v.staff, v.gin.id, { quantity: 3.3333 });
    await postWaste(ctx.app, v.staff, v.rum.id, { quantity: 0.5, cause: 'breakage' });
    await postCount(ctx.app, v.staff, v.lime.id, { quantity: 12 });
    const response = await as(ctx.app, v.manager).post(`/api/counts/${count.id}/close`);
    expect(response.statusCode, response.body).toBe(200);
    // 3.3333 × 12.3456 + 4.5 × 20 = 41.15158848 + 90; lime has no cost.
    expect(response.json()).toMatchObject({
      status: 'closed',
      closed_at: '2026-11-26T23:30:00.000Z',
      closed_by: v.manager.id,
      closed_by_name: v.manager.name,
      progress: { counted: 2, total: 3 },
      total_value: 131.1516,
      items_without_cost: 1,
      items_not_counted: 1,
    });
    const [stored] = await ctx.db.select().from(stockCounts).where(eq(stockCounts.id, count.id));
    expect(stored?.totalValue).toBe('131.1516');
    const lines = await ctx.db
      .select()
      .from(stockCountLines)
      .where(eq(stockCountLines.countId, count.id));
    const byItem = new Map(lines.map((line) => [line.itemId, line]));
    expect(lines).toHaveLength(3);
    expect(byItem.get(v.gin.id)).toMatchObject({
      quantity: '3.3333',
      costPerUnit: '12.3456',
      counted: true,
    });
    expect(byItem.get(v.rum.id)).toMatchObject({
      quantity: '4.5000',
      costPerUnit: '20.0000',
      counted: false,
    });
    expect(byItem.get(v.lime.id)).toMatchObject({
      quantity: '12.0000',
      costPerUnit: null,
      counted: true,
    });
    // Later changes do not move the record.
    await postCount(ctx.app, v.staff, v.gin.id, { quantity: 9 });
    const detail = (await as(ctx.app, v.staff).get(`/api/counts/${count.id}`)).json<CountDetail>();
    expect(detail.items.find((line) => line.item_id === v.gin.id)?.quantity).toBe(3.3333);
    expect(detail.items.find((line) => line.item_id === v.rum.id)?.counted).toBe(false);
    expect(detail.total_value).toBe(131.1516);
  });

  it('closes a spot check with its items only', async () => {
    const v = await venue();
    const spot = await openFull(v, { item_ids: [v.rum.id] });
    await postCount(ctx.app, v.staff, v.rum.id, { quantity: 2, count_id: spot.id });
    const closed = await as(ctx.app, v.owner).post(`/api/counts/${spot.id}/close`);
    expect(closed.json()).toMatchObject({
      progress: { counted: 1, total: 1 },
      total_value: 40,
      items_without_cost: 0,
      items_not_counted: 0,
    });
  });

  it('answers 409 for a closed count, 403 for staff, 404 for another location, 401 without a token', async () => {
    const v = await venue();
    const count = await openFull(v);
    expect((await anonymous(ctx.app).post(`/api/counts/${count.id}/close`)).statusCode).toBe(401);
    expect((await as(ctx.app, v.staff).post(`/api/counts/${count.id}/close`)).statusCode).toBe(403);
    expect(
      (await as(ctx.app, v.other.owner).post(`/api/counts/${count.id}/close`)).statusCode,
    ).toBe(404);
    expect((await as(ctx.app, v.manager).post('/api/counts/nope/close')).statusCode).toBe(422);
    expect((await as(ctx.app, v.manager).post(`/api/counts/${count.id}/close`)).statusCode).toBe(
      200,
    );
    const again = await as(ctx.app, v.manager).post(`/api/counts/${count.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('already closed');
  });
});

describe('DELETE /api/counts/{id}', () => {
  it('removes an open count; its counts stay in the changelog, no longer naming it', async () => {
    const v = await venue();
    const count = await openFull(v);
    const counted = await postCount(ctx.app, v.staff, v.gin.id, { quantity: 3 });
    expect((await as(ctx.app, v.staff).delete(`/api/counts/${count.id}`)).statusCode).toBe(403);
    expect((await as(ctx.app, v.other.owner).delete(`/api/counts/${count.id}`)).statusCode).toBe(
      404,
    );
    expect((await anonymous(ctx.app).delete(`/api/counts/${count.id}`)).statusCode).toBe(401);
    expect((await as(ctx.app, v.manager).delete(`/api/counts/${count.id}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(stockCounts).where(eq(stockCounts.id, count.id))).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(stockUpdates)
      .where(
        and(
          eq(stockUpdates.locationId, v.location.id),
          eq(stockUpdates.id, counted.json().update.id),
        ),
      );
    expect(row).toMatchObject({ countId: null, newQuantity: '3.0000' });
    // A new full count may be opened.
    await openFull(v);
  });

  it('keeps a closed count: 409', async () => {
    const v = await venue();
    const count = await openFull(v);
    await as(ctx.app, v.manager).post(`/api/counts/${count.id}/close`);
    const response = await as(ctx.app, v.manager).delete(`/api/counts/${count.id}`);
    expect(response.statusCode).toBe(409);
  });
});
