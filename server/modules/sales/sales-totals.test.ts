import { describe, expect, it } from 'vitest';
import type { Context } from '#server/lib/context.ts';
import { publicContextOf } from '#server/plugins/context.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createMenuItem,
  createSalesLine,
  createSalesMapping,
  type TestUser,
} from '#server/test/factories.ts';
import { salesByMenuItem } from './sales-totals.service.ts';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const ctx = useTestApp({ clock: () => NOW });

const contextOf = (user: TestUser): Context => ({
  ...publicContextOf(ctx.app),
  user: { id: user.id, email: user.email, sessionId: undefined },
});

const FROM = new Date('2026-03-01T00:00:00.000Z');
const TO = new Date('2026-03-08T00:00:00.000Z');

describe('salesByMenuItem', () => {
  it('sums each menu item over from < sold_at <= to, refunds subtracting, and keeps the unmapped and ignored apart', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const negroni = await createMenuItem(ctx.db, location, { name: 'Negroni' });
    const beer = await createMenuItem(ctx.db, location, { name: 'Lager' });
    const line = (fields: Parameters<typeof createSalesLine>[2]) =>
      createSalesLine(ctx.db, location, fields);
    await line({
      posName: 'Negroni',
      menuItemId: negroni.id,
      quantity: '3',
      netSales: '36.5',
      soldAt: new Date('2026-03-02T20:00:00Z'),
    });
    await line({
      posName: 'Negroni',
      menuItemId: negroni.id,
      quantity: '-1',
      netSales: '-12',
      soldAt: new Date('2026-03-03T20:00:00Z'),
    });
    // The end is included, the start is not.
    await line({
      posName: 'Negroni',
      menuItemId: negroni.id,
      quantity: '2',
      netSales: '24',
      soldAt: TO,
    });
    await line({
      posName: 'Negroni',
      menuItemId: negroni.id,
      quantity: '50',
      netSales: '600',
      soldAt: FROM,
    });
    await line({
      posName: 'Lager',
      menuItemId: beer.id,
      quantity: '4.5',
      soldAt: new Date('2026-03-05T20:00:00Z'),
    });
    await line({
      posName: 'Spritz',
      posKey: 'spritz',
      quantity: '2',
      soldAt: new Date('2026-03-05T20:00:00Z'),
    });
    await line({
      posName: 'SPRITZ',
      posKey: 'spritz',
      quantity: '1',
      soldAt: new Date('2026-03-06T20:00:00Z'),
    });
    await createSalesMapping(ctx.db, location, { posName: 'Gift card', menuItemId: null });
    await line({
      posName: 'Gift card',
      posKey: 'gift card',
      quantity: '2',
      netSales: '50',
      soldAt: new Date('2026-03-06T20:00:00Z'),
    });
    // Another location's sales are not counted.
    const other = await createLocation(ctx.db);
    await createSalesLine(ctx.db, other.location, {
      posName: 'Spritz',
      posKey: 'spritz',
      quantity: '9',
      soldAt: new Date('2026-03-05T20:00:00Z'),
    });

    const sales = await salesByMenuItem(contextOf(owner), {
      locationId: location.id,
      from: FROM,
      to: TO,
    });

    const byId = new Map(sales.items.map((item) => [item.menuItemId, item]));
    expect(sales.items).toHaveLength(2);
    expect(byId.get(negroni.id)?.quantity.toString()).toBe('4');
    expect(byId.get(negroni.id)?.netSales?.toString()).toBe('48.5');
    expect(byId.get(negroni.id)?.lines).toBe(3);
    expect(byId.get(beer.id)?.quantity.toString()).toBe('4.5');
    // No line of the beer carried an amount: unknown, not 0.
    expect(byId.get(beer.id)?.netSales).toBeNull();
    expect(sales.unmapped.map((u) => [u.posName.toLowerCase(), u.quantity.toString()])).toEqual([
      ['spritz', '3'],
    ]);
    expect(sales.ignoredQuantity.toString()).toBe('2');
  });

  it('is refused to staff and to people of another location', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const stranger = (await createLocation(ctx.db)).owner;
    for (const user of [staff, stranger]) {
      await expect(
        salesByMenuItem(contextOf(user), { locationId: location.id, from: FROM, to: TO }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
