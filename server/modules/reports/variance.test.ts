import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createStockCount,
  createStockUpdate,
} from '#server/test/factories.ts';
import { paths } from '#server/test/error-details.ts';
import { closedCount, closedCountPair } from '#server/test/reports-helpers.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

const MONDAY = new Date('2026-03-02T04:00:00Z');
const NEXT_MONDAY = new Date('2026-03-09T04:00:00Z');
const during = (hours: number) => new Date(MONDAY.getTime() + hours * 3_600_000);

const varianceUrl = (locationId: string, from: string, to: string) =>
  `/api/reports/variance?location_id=${locationId}&from_count=${from}&to_count=${to}`;

describe('GET /api/reports/variance', () => {
  it('answers usage from the counts and deliveries; adjustments are shown, not used', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, { name: 'Gin', unit: 'bottle' });
    const first = await closedCount(ctx.db, location, MONDAY, [
      { itemId: gin.id, quantity: '6', costPerUnit: '20' },
    ]);
    // A delivery of 12, 1.5 spilt and a correction of +2 during the week.
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      reason: 'receive',
      previousQuantity: '6',
      newQuantity: '18',
      createdAt: during(24),
    });
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      reason: 'waste',
      cause: 'spill',
      previousQuantity: '18',
      newQuantity: '16.5',
      createdAt: during(30),
    });
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      reason: 'adjust',
      previousQuantity: '16.5',
      newQuantity: '18.5',
      createdAt: during(40),
    });
    // Before the first close and after the second: outside the period.
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      reason: 'receive',
      previousQuantity: '0',
      newQuantity: '6',
      createdAt: during(-1),
    });
    await createStockUpdate(ctx.db, location, {
      itemId: gin.id,
      reason: 'receive',
      previousQuantity: '5',
      newQuantity: '100',
      createdAt: new Date(NEXT_MONDAY.getTime() + 1000),
    });
    const second = await closedCount(ctx.db, location, NEXT_MONDAY, [
      { itemId: gin.id, quantity: '5', costPerUnit: '21.5' },
    ]);

    const response = await as(ctx.app, owner).get(varianceUrl(location.id, first.id, second.id));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.from_count).toMatchObject({ id: first.id, closed_at: MONDAY.toISOString() });
    expect(report.to_count).toMatchObject({ id: second.id, closed_at: NEXT_MONDAY.toISOString() });
    // usage = 6 + 12 − 5 = 13; nothing sold: theoretical 0, variance 13, unexplained 13 − 1.5.
    expect(report.items).toEqual([
      expect.objectContaining({
        item_id: gin.id,
        opening: 6,
        received: 12,
        wasted: 1.5,
        waste_by_cause: [{ cause: 'spill', quantity: 1.5, value: 32.25 }],
        adjusted: 2,
        adjustments: 1,
        closing: 5,
        usage: 13,
        theoretical: 0,
        variance: 13,
        unexplained: 11.5,
        variance_percent: 100,
        cost_per_unit: 21.5,
        usage_value: 279.5,
        unexplained_value: 247.25,
      }),
    ]);
    expect(report.totals).toEqual({
      items: 1,
      usage_value: 279.5,
      theoretical_value: 0,
      variance_value: 279.5,
      wasted_value: 32.25,
      unexplained_value: 247.25,
      left_out: 0,
    });
  });

  it('reports an item of only one count as not comparable', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const rum = await createItem(ctx.db, location, { name: 'Rum' });
    const first = await closedCount(ctx.db, location, MONDAY, [{ itemId: gin.id, quantity: '3' }]);
    const second = await closedCount(
      ctx.db,
      location,
      NEXT_MONDAY,
      [
        { itemId: gin.id, quantity: '2' },
        { itemId: rum.id, quantity: '1' },
      ],
      { scope: 'spot' },
    );
    const report = (
      await as(ctx.app, owner).get(varianceUrl(location.id, first.id, second.id))
    ).json();
    expect(report.items.map((line: { item_id: string }) => line.item_id)).toEqual([gin.id]);
    // No cost: the money is unknown, and the totals leave the line out.
    expect(report.items[0]).toMatchObject({ usage: 1, usage_value: null, unexplained_value: null });
    expect(report.totals).toMatchObject({ items: 1, usage_value: 0, left_out: 1 });
    expect(report.not_comparable).toEqual([
      { item_id: rum.id, name: 'Rum', unit: rum.unit, only_in: 'to_count' },
    ]);
  });

  it('refuses a count that is open, of another location, or not closed before the other', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db, { owner });
    const item = await createItem(ctx.db, location);
    const { first, second } = await closedCountPair(ctx.db, location, item.id);
    const open = await createStockCount(ctx.db, location);
    const foreign = await closedCount(ctx.db, other.location, NEXT_MONDAY, []);
    const caller = as(ctx.app, owner);

    const cases: [string, string, string][] = [
      [open.id, second.id, 'from_count'],
      [first.id, foreign.id, 'to_count'],
      [second.id, first.id, 'to_count'],
      [first.id, first.id, 'to_count'],
      ['not-a-uuid', second.id, 'from_count'],
    ];
    for (const [from, to, field] of cases) {
      const response = await caller.get(varianceUrl(location.id, from, to));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(paths(response.body)).toContain(field);
    }
    const missing = await caller.get(`/api/reports/variance?location_id=${location.id}`);
    expect(missing.statusCode).toBe(422);
    expect(paths(missing.body)).toEqual(expect.arrayContaining(['from_count', 'to_count']));
  });

  it('is for managers and owners of the location, signed in', async () => {
    const { location } = await createLocation(ctx.db);
    const { owner: stranger } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const staff = await addMember(ctx.db, location, 'staff');
    const item = await createItem(ctx.db, location);
    const { first, second } = await closedCountPair(ctx.db, location, item.id);
    const url = varianceUrl(location.id, first.id, second.id);

    expect((await as(ctx.app, manager).get(url)).statusCode).toBe(200);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    const staffAnswer = await as(ctx.app, staff).get(url);
    expect(staffAnswer.statusCode).toBe(403);
    expect(staffAnswer.json().error.code).toBe('FORBIDDEN');
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
  });
});
