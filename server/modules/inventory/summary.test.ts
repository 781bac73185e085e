import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUpdates } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { addMember, createItem, createLocation } from '../../test/factories.ts';
import { anonymous, as } from '../../test/request.ts';
import { postCount } from './test-helpers.ts';

const ctx = useTestApp();

describe('GET /api/inventory/summary', () => {
  it('answers value, counts, recent updates and a 30-day history ending today', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const gin = await createItem(ctx.db, location, { costPerUnit: '20.5', parLevel: '5' });
    const lime = await createItem(ctx.db, location, { costPerUnit: '0.3333', parLevel: '10' });
    await createItem(ctx.db, location, { costPerUnit: '99', quantity: '0', archived: true });
    // Yesterday's closing count of gin, written two days ago.
    await ctx.db.insert(stockUpdates).values({
      locationId: location.id,
      itemId: gin.id,
      userId: owner.id,
      previousQuantity: '0',
      newQuantity: '1',
      delta: '1',
      reason: 'count',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await postCount(ctx.app, staff, gin.id, { quantity: 6 });
    await postCount(ctx.app, staff, lime.id, { quantity: 3 });
    await postCount(ctx.app, staff, lime.id, { quantity: 2, reason: 'waste' });

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
    ]);
    expect(summary.value_history).toHaveLength(30);
    expect(summary.value_history.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      value: 123.6666,
    });
    expect(summary.value_history.at(-2).value).toBe(20.5);
    expect(summary.value_history[0].value).toBe(0);
    const rows = await ctx.db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.locationId, location.id));
    expect(rows).toHaveLength(4);
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
