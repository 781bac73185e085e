import { describe, expect, it } from 'vitest';
import type { PriceIncrease } from '#contract/prices.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createItem,
  createLocation,
  createPriceChange,
  createVendor,
  createVendorItem,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const ctx = useTestApp({ clock: () => NOW });

describe('GET /api/vendors/price-increases', () => {
  it('lists the lines that rose more than 5% within 30 days, newest change first', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const vendor = await createVendor(ctx.db, location, { name: 'Metro' });
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const line = (name: string, price: string, inventoryItemId: string | null = null) =>
      createVendorItem(ctx.db, location, { vendorId: vendor.id, name, price, inventoryItemId });
    const change = (vendorItemId: string, oldPrice: string, newPrice: string, days: number) =>
      createPriceChange(ctx.db, location, {
        vendorItemId,
        oldPrice,
        newPrice,
        createdAt: daysAgo(days),
      });

    // 100 → 104 → 110 within the window: 10% against the price when the window opened.
    const risen = await line('Gin 6 × 70 cl', '110', gin.id);
    await change(risen.id, '100', '104', 20);
    await change(risen.id, '104', '110', 2);
    // Risen 20% in one step, yesterday; no inventory item: the line's own name.
    const tonic = await line('Tonic', '12', null);
    await change(tonic.id, '10', '12', 1);
    // Exactly 5%: not more than 5%.
    const five = await line('Five', '105');
    await change(five.id, '100', '105', 3);
    // 4%.
    const four = await line('Four', '104');
    await change(four.id, '100', '104', 3);
    // Rose 20%, then fell back: 3% over the window.
    const back = await line('Back', '103');
    await change(back.id, '100', '120', 10);
    await change(back.id, '120', '103', 5);
    // Rose 50% 31 days ago; nothing since.
    const old = await line('Old', '150');
    await change(old.id, '100', '150', 31);
    // Rose 50% 40 days ago and 2% within the window.
    const slow = await line('Slow', '153');
    await change(slow.id, '100', '150', 40);
    await change(slow.id, '150', '153', 4);
    // Another location's rise.
    const elsewhere = await createLocation(ctx.db);
    const foreign = await createVendorItem(ctx.db, elsewhere.location, { price: '200' });
    await createPriceChange(ctx.db, elsewhere.location, {
      vendorItemId: foreign.id,
      oldPrice: '100',
      newPrice: '200',
      createdAt: daysAgo(1),
    });

    const response = await as(ctx.app, staff).get(
      `/api/vendors/price-increases?location_id=${location.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PriceIncrease[]>()).toEqual([
      {
        vendor_item_id: tonic.id,
        vendor_id: vendor.id,
        vendor_name: 'Metro',
        inventory_item_id: null,
        item_name: 'Tonic',
        vendor_item_name: 'Tonic',
        old_price: 10,
        new_price: 12,
        percent: 20,
        changed_at: daysAgo(1).toISOString(),
      },
      {
        vendor_item_id: risen.id,
        vendor_id: vendor.id,
        vendor_name: 'Metro',
        inventory_item_id: gin.id,
        item_name: 'Gin',
        vendor_item_name: 'Gin 6 × 70 cl',
        old_price: 100,
        new_price: 110,
        percent: 10,
        changed_at: daysAgo(2).toISOString(),
      },
    ]);
  });

  it('needs a location_id (422), a token (401) and a membership (403)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const missing = await as(ctx.app, owner).get('/api/vendors/price-increases');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toEqual([
      expect.objectContaining({ path: 'location_id' }),
    ]);
    const url = `/api/vendors/price-increases?location_id=${location.id}`;
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    const stranger = (await createLocation(ctx.db)).owner;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
  });
});
