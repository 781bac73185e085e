import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createStockCount,
  createStockUpdate,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { paths } from '#server/test/error-details.ts';
import { closedCount } from '#server/test/reports-helpers.ts';
import { anonymous, as } from '#server/test/request.ts';

// The service reads this as "now": six weeks back is 2026-02-16T12:00Z.
const NOW = new Date('2026-03-30T12:00:00Z');
const ctx = useTestApp({ clock: () => NOW });
const at = (iso: string) => new Date(`${iso}T06:00:00Z`);

const url = (locationId: string, weeks?: number | string) =>
  `/api/reports/par-suggestions?location_id=${locationId}${weeks === undefined ? '' : `&weeks=${weeks}`}`;

async function receive(location: { id: string }, itemId: string, quantity: string, when: Date) {
  await createStockUpdate(ctx.db, location as never, {
    itemId,
    reason: 'receive',
    previousQuantity: '0',
    newQuantity: quantity,
    createdAt: when,
  });
}

describe('GET /api/reports/par-suggestions', () => {
  it('suggests a par from the usage between closed full counts, in whole packs', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const lime = await createItem(ctx.db, location, { name: 'Lime', unit: 'each', parLevel: '20' });
    const gin = await createItem(ctx.db, location, { name: 'Gin', unit: 'bottle' });
    const rum = await createItem(ctx.db, location, { name: 'Rum', unit: 'bottle' });
    const tonic = await createItem(ctx.db, location, { name: 'Tonic', unit: 'bottle' });
    await createItem(ctx.db, location, { name: 'Old stock', archived: true });
    // Limes: Tuesdays and Fridays, in bags of 10. Tonic: a vendor that names no days.
    const grocer = await createVendor(ctx.db, location, { deliveryDays: [2, 5] });
    await createVendorItem(ctx.db, location, {
      vendorId: grocer.id,
      inventoryItemId: lime.id,
      packSize: '10',
      isPreferred: true,
    });
    await createVendorItem(ctx.db, location, {
      vendorId: (await createVendor(ctx.db, location, { deliveryDays: [] })).id,
      inventoryItemId: tonic.id,
      packSize: '24',
      isPreferred: true,
    });

    // Before the six weeks: not used, nor is a spot check or an open count.
    await closedCount(ctx.db, location, at('2026-01-05'), [{ itemId: lime.id, quantity: '500' }]);
    await closedCount(ctx.db, location, at('2026-03-20'), [{ itemId: lime.id, quantity: '0' }], {
      scope: 'spot',
    });
    await createStockCount(ctx.db, location);
    await receive(location, lime.id, '100', at('2026-03-08'));

    await closedCount(ctx.db, location, at('2026-03-09'), [
      { itemId: lime.id, quantity: '40' },
      { itemId: rum.id, quantity: '5' },
      { itemId: tonic.id, quantity: '14' },
    ]);
    await receive(location, lime.id, '24', at('2026-03-12'));
    await closedCount(ctx.db, location, at('2026-03-16'), [
      { itemId: lime.id, quantity: '30' },
      { itemId: gin.id, quantity: '10' },
      { itemId: rum.id, quantity: '5' },
      { itemId: tonic.id, quantity: '7' },
    ]);
    await receive(location, lime.id, '48', at('2026-03-19'));
    await closedCount(ctx.db, location, at('2026-03-23'), [
      { itemId: lime.id, quantity: '50' },
      { itemId: gin.id, quantity: '8' },
      { itemId: rum.id, quantity: '5' },
      { itemId: tonic.id, quantity: '0' },
    ]);

    const response = await as(ctx.app, owner).get(url(location.id));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      weeks: 6,
      safety_percent: 25,
      counts_used: 3,
      from: at('2026-03-09').toISOString(),
      to: at('2026-03-23').toISOString(),
    });
    const byName = Object.fromEntries(
      answer.items.map((entry: { name: string }) => [entry.name, entry]),
    );
    expect(answer.items.map((entry: { name: string }) => entry.name)).toEqual([
      'Gin',
      'Lime',
      'Rum',
      'Tonic',
    ]);
    // (40 + 24 − 30) + (30 + 48 − 50) = 62 over 14 days: 31 a week. The longest gap between
    // Tuesday and Friday deliveries is Friday → Tuesday, 4 days: 31 ÷ 7 × 4 × 1.25 = 22.14…,
    // 3 bags of 10.
    expect(byName.Lime).toMatchObject({
      item_id: lime.id,
      version: lime.version,
      current_par: 20,
      average_weekly_usage: 31,
      days_covered: 14,
      vendor_id: grocer.id,
      pack_size: 10,
      cover_days: 4,
      suggested_par: 30,
      suggested_packs: 3,
      reason: null,
    });
    // 10 → 8 in a week, but nobody sells it to us.
    expect(byName.Gin).toMatchObject({
      average_weekly_usage: 2,
      days_covered: 7,
      suggested_par: null,
      reason: 'no_preferred_vendor',
    });
    expect(byName.Rum).toMatchObject({ average_weekly_usage: 0, reason: 'no_usage' });
    expect(byName.Tonic).toMatchObject({
      average_weekly_usage: 7,
      cover_days: null,
      pack_size: 24,
      reason: 'no_delivery_days',
    });

    // Two weeks back (from 16 March, 12:00) hold one count only.
    const oneWeek = (await as(ctx.app, owner).get(url(location.id, 2))).json();
    expect(oneWeek.counts_used).toBe(1);
    expect(
      oneWeek.items.map((entry: { reason: string; average_weekly_usage: number | null }) => [
        entry.reason,
        entry.average_weekly_usage,
      ]),
    ).toEqual(Array(4).fill(['too_few_counts', null]));
  });

  it('refuses weeks that are not a whole number from 1 to 52', async () => {
    const { location, owner } = await createLocation(ctx.db);
    for (const weeks of [0, 53, 1.5, 'six', '']) {
      const response = await as(ctx.app, owner).get(url(location.id, weeks));
      expect(response.statusCode, String(weeks)).toBe(422);
      expect(paths(response.body)).toEqual(['weeks']);
    }
    const noLocation = await as(ctx.app, owner).get('/api/reports/par-suggestions');
    expect(noLocation.statusCode).toBe(422);
    expect(paths(noLocation.body)).toEqual(['location_id']);
  });

  it('is for managers and owners of the location, signed in', async () => {
    const { location } = await createLocation(ctx.db);
    const { owner: stranger } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const staff = await addMember(ctx.db, location, 'staff');
    expect((await as(ctx.app, manager).get(url(location.id))).statusCode).toBe(200);
    expect((await anonymous(ctx.app).get(url(location.id))).statusCode).toBe(401);
    expect((await as(ctx.app, staff).get(url(location.id))).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).get(url(location.id))).statusCode).toBe(403);
  });
});
