import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createStockUpdate,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

// The service reads this as "now": the days of the answer do not depend on when tests run.
const NOW = new Date('2026-11-20T12:00:00Z');
const ctx = useTestApp({ clock: () => NOW });
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

/** POST a count as a member, then date its changelog row (the database writes its own time). */
async function countAt(
  user: { id: string; email: string },
  itemId: string,
  body: Parameters<typeof postCount>[3],
  at: Date,
) {
  const response = await postCount(ctx.app, user, itemId, body);
  expect(response.statusCode, response.body).toBe(200);
  await ctx.db
    .update(stockUpdates)
    .set({ createdAt: at })
    .where(eq(stockUpdates.id, response.json().update.id));
}

describe('GET /api/inventory/summary', () => {
  it('answers value, counts, recent updates and a 30-day history ending today', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const gin = await createItem(ctx.db, location, { costPerUnit: '20.5', parLevel: '5' });
    const lime = await createItem(ctx.db, location, { costPerUnit: '0.3333', parLevel: '10' });
    await createItem(ctx.db, location, { costPerUnit: '99', quantity: '0', archived: true });
    // Yesterday's closing count of gin, written two days ago.
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      userId: owner.id,
      previousQuantity: '0',
      newQuantity: '1',
      createdAt: hoursBefore(48),
    });
    // Yesterday late evening: not counted today.
    await countAt(staff, lime.id, { quantity: 1 }, hoursBefore(13));
    await countAt(staff, gin.id, { quantity: 6 }, hoursBefore(3));
    await countAt(staff, lime.id, { quantity: 3 }, hoursBefore(2));
    await countAt(staff, lime.id, { quantity: 2, reason: 'waste' }, hoursBefore(1));

    const response = await as(ctx.app, staff).get(
      `/api/inventory/summary?location_id=${location.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    // 6 × 20.5 + 2 × 0.3333
    expect(summary.stock_value).toBe(123.6666);
    expect(summary.item_count).toBe(2);
    expect(summary.below_par_count).toBe(1);
    expect(summary.counted_today).toBe(2);
    expect(summary.recent.map((row: { reason: string }) => row.reason)).toEqual([
      'waste',
      'count',
      'count',
      'count',
      'count',
    ]);
    expect(summary.value_history).toHaveLength(30);
    expect(summary.value_history.at(-1)).toEqual({ date: '2026-11-20', value: 123.6666 });
    // Yesterday closed with 1 gin (20.5) and 1 lime (0.3333).
    expect(summary.value_history.at(-2)).toEqual({ date: '2026-11-19', value: 20.8333 });
    expect(summary.value_history.at(-3)).toEqual({ date: '2026-11-18', value: 20.5 });
    // Before gin's first update (2026-11-18): no history yet, not worth 0.
    expect(summary.value_history.at(-4)).toEqual({ date: '2026-11-17', value: null });
    expect(summary.value_history[0]).toEqual({ date: '2026-10-22', value: null });
    const rows = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.locationId, location.id));
    expect(rows).toHaveLength(5);
  });

  it('has no value for the days before the first stock update, and 0 for a day worth 0', async () => {
    const { location, owner } = await createLocation(ctx.db, { timezone: 'Europe/Madrid' });
    const gin = await createItem(ctx.db, location, { costPerUnit: '20', parLevel: '5' });
    const update = (previous: string, next: string, at: Date) =>
      createStockUpdate(ctx.db, location, {
        itemId: gin.id,
        userId: owner.id,
        previousQuantity: previous,
        newQuantity: next,
        createdAt: at,
      });
    // Four days ago in Madrid (2026-11-16 00:30, still the 15th in UTC): counted empty.
    await update('0', '0', hoursBefore(4 * 24 + 12.5));
    // Two days ago: 4 bottles arrive.
    await update('0', '4', hoursBefore(2 * 24));

    const response = await as(ctx.app, owner).get(
      `/api/inventory/summary?location_id=${location.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const history: { date: string; value: number | null }[] = response.json().value_history;
    expect(history).toHaveLength(30);
    const firstDay = history.findIndex((day) => day.date === '2026-11-16');
    expect(firstDay).toBe(25);
    expect(history.slice(0, firstDay).every((day) => day.value === null)).toBe(true);
    // Worth 0 on the day of the first update and the next, then 4 × 20.
    expect(history.slice(firstDay).map((day) => day.value)).toEqual([0, 0, 80, 80, 80]);
  });

  it('has no value for any day of a location with no items', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).get(
      `/api/inventory/summary?location_id=${location.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const history: { date: string; value: number | null }[] = response.json().value_history;
    expect(history).toHaveLength(30);
    expect(history.at(-1)?.date).toBe('2026-11-20');
    expect(history.every((day) => day.value === null)).toBe(true);
  });

  it('answers 422 without location_id, 401 without a token, 403 for another location', async () => {
    const { location } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    expect((await as(ctx.app, other.owner).get('/api/inventory/summary')).statusCode).toBe(422);
    const url = `/api/inventory/summary?location_id=${location.id}`;
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    expect((await as(ctx.app, other.owner).get(url)).statusCode).toBe(403);
  });
});
