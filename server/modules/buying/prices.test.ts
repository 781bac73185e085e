import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PriceChange } from '#contract/prices.ts';
import { priceChanges, vendorItems } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { publicContextOf } from '#server/plugins/context.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createPriceChange,
  createShoppingList,
  createUser,
  createVendor,
  createVendorItem,
  type TestUser,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { changePrice, changePrices } from './prices.ts';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const ctx = useTestApp({ clock: () => NOW });

/** The service context a request of `user` gets. */
const contextOf = (user: TestUser): Context => ({
  ...publicContextOf(ctx.app),
  user: { id: user.id, email: user.email, sessionId: undefined },
});

const historyOf = (vendorItemId: string) =>
  ctx.db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.vendorItemId, vendorItemId))
    .orderBy(asc(priceChanges.createdAt));

describe('changePrice', () => {
  it('sets the price and records old, new, who, when, why and the list, once', async () => {
    const { location } = await createLocation(ctx.db);
    const receiver = await addMember(ctx.db, location, 'staff');
    const line = await createVendorItem(ctx.db, location, { price: '90' });
    const list = await createShoppingList(ctx.db, location, { status: 'received' });
    const changed = await ctx.db.transaction((tx) =>
      changePrice(
        { ...contextOf(receiver), db: tx },
        {
          locationId: location.id,
          vendorItemId: line.id,
          price: '93.50',
          source: 'receive',
          shoppingListId: list.id,
        },
      ),
    );
    expect(changed).toEqual({ oldPrice: '90', newPrice: '93.5' });
    const [row] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, line.id));
    expect(row?.price).toBe('93.5000');
    expect(await historyOf(line.id)).toEqual([
      expect.objectContaining({
        locationId: location.id,
        oldPrice: '90.0000',
        newPrice: '93.5000',
        source: 'receive',
        userId: receiver.id,
        shoppingListId: list.id,
        createdAt: NOW,
      }),
    ]);
  });

  it('writes nothing and answers null when the price is the same number', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const line = await createVendorItem(ctx.db, location, { price: '90' });
    const changed = await changePrice(contextOf(owner), {
      locationId: location.id,
      vendorItemId: line.id,
      price: '90.000',
      source: 'manual',
    });
    expect(changed).toBeNull();
    expect(await historyOf(line.id)).toEqual([]);
  });

  it('finds lines only in the location it is given (404 otherwise)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const elsewhere = await createVendorItem(ctx.db, (await createLocation(ctx.db)).location);
    const attempt = changePrice(contextOf(owner), {
      locationId: location.id,
      vendorItemId: elsewhere.id,
      price: '1',
      source: 'manual',
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [kept] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, elsewhere.id));
    expect(kept?.price).toBe('90.0000');
    expect(await historyOf(elsewhere.id)).toEqual([]);
  });

  it('changePrices records each step when a line changes twice', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const line = await createVendorItem(ctx.db, location, { price: '10' });
    const made = await changePrices(contextOf(owner), {
      locationId: location.id,
      changes: [
        { vendorItemId: line.id, price: '11' },
        { vendorItemId: line.id, price: '11' },
        { vendorItemId: line.id, price: '12' },
      ],
      source: 'bulk',
    });
    expect(made.map((change) => [change.oldPrice, change.newPrice])).toEqual([
      ['10', '11'],
      ['11', '12'],
    ]);
    const [row] = await ctx.db.select().from(vendorItems).where(eq(vendorItems.id, line.id));
    expect(row?.price).toBe('12.0000');
    expect(await historyOf(line.id)).toHaveLength(2);
  });
});

describe('GET /api/vendors/items/{id}/price-history', () => {
  it('answers the changes newest first, with who made them', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const buyer = await createUser(ctx.db, { name: 'Bea Buyer' });
    const line = await createVendorItem(ctx.db, location);
    const first = await createPriceChange(ctx.db, location, {
      vendorItemId: line.id,
      oldPrice: '80',
      newPrice: '90',
      source: 'catalog',
      userId: buyer.id,
      createdAt: daysAgo(10),
    });
    const second = await createPriceChange(ctx.db, location, {
      vendorItemId: line.id,
      oldPrice: '90',
      newPrice: '96.5',
      source: 'manual',
      createdAt: daysAgo(1),
    });
    await createPriceChange(ctx.db, location); // another line's
    const response = await as(ctx.app, staff).get(`/api/vendors/items/${line.id}/price-history`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PriceChange[]>()).toEqual([
      {
        id: second.id,
        vendor_item_id: line.id,
        old_price: 90,
        new_price: 96.5,
        source: 'manual',
        user_id: null,
        user_name: null,
        shopping_list_id: null,
        created_at: daysAgo(1).toISOString(),
      },
      {
        id: first.id,
        vendor_item_id: line.id,
        old_price: 80,
        new_price: 90,
        source: 'catalog',
        user_id: buyer.id,
        user_name: 'Bea Buyer',
        shopping_list_id: null,
        created_at: daysAgo(10).toISOString(),
      },
    ]);
  });

  it('is 404 for another location’s line, 401 without a token, 422 for a bad id', async () => {
    const { location } = await createLocation(ctx.db);
    const line = await createVendorItem(ctx.db, location);
    const stranger = (await createLocation(ctx.db)).owner;
    const url = `/api/vendors/items/${line.id}/price-history`;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
    const bad = await as(ctx.app, stranger).get('/api/vendors/items/x/price-history');
    expect(bad.statusCode).toBe(422);
  });
});

describe('price history of every source', () => {
  it('writes exactly one row per change by hand, in bulk, by import and by receiving', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const vendor = await createVendor(ctx.db, location);
    const line = await createVendorItem(ctx.db, location, {
      vendorId: vendor.id,
      sku: 'G6',
      price: '90',
    });
    const caller = as(ctx.app, owner);
    const manual = await caller.put(`/api/vendors/items/${line.id}`, { price: 91 });
    expect(manual.statusCode, manual.body).toBe(200);
    const bulk = await caller.put(`/api/vendors/${vendor.id}/items/prices`, {
      updates: [{ id: line.id, price: 92 }],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const imported = await caller.post(`/api/vendors/${vendor.id}/catalog`, {
      catalog: 'sku,name,price\nG6,Gin 6 × 70 cl,93\n',
    });
    expect(imported.json()).toMatchObject({ updated: 1, errors: [] });
    await changePrice(contextOf(owner), {
      locationId: location.id,
      vendorItemId: line.id,
      price: '94',
      source: 'receive',
    });
    const history = await historyOf(line.id);
    expect(
      history.map((row) => [row.source, row.oldPrice, row.newPrice, row.userId]).sort(),
    ).toEqual([
      ['bulk', '91.0000', '92.0000', owner.id],
      ['catalog', '92.0000', '93.0000', owner.id],
      ['manual', '90.0000', '91.0000', owner.id],
      ['receive', '93.0000', '94.0000', owner.id],
    ]);
  });
});
