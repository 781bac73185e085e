import { Decimal } from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openTestDatabase, testConfig } from '#server/test/app.ts';
import { as } from '#server/test/request.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { type Database, type Db, openPglite } from '../client.ts';
import {
  categories,
  items,
  locations,
  members,
  menuItems,
  menuRecipes,
  recipeIngredients,
  recipes,
  shoppingListItems,
  shoppingLists,
  stockUpdates,
  users,
  vendorItems,
  vendors,
} from '../schema/index.ts';
import { type DemoSummary, seedDemo } from './demo.ts';
import { demoStock } from './demo-stock.ts';
import { simulateWeek } from './demo-week.ts';

const now = new Date('2025-03-14T12:00:00Z');
let database: Database;
let db: Db;
let summary: DemoSummary;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  summary = await seedDemo(db, { now });
});
afterAll(async () => {
  await database?.close();
});

const inVenue = (table: { locationId: AnyPgColumn }) => eq(table.locationId, summary.locationId);

describe('seedDemo', () => {
  it('creates the venue, its team and the counts it reports', async () => {
    const [venue] = await db.select().from(locations).where(eq(locations.id, summary.locationId));
    expect(venue).toMatchObject({ name: 'The Copper Still', currency: 'USD' });
    expect(Intl.supportedValuesOf('timeZone')).toContain(venue?.timezone);

    const team = await db
      .select({ email: users.email, role: members.role })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(inVenue(members));
    expect(team).toEqual(
      expect.arrayContaining([
        { email: 'demo@barback.test', role: 'owner' },
        { email: 'manager@barback.test', role: 'manager' },
        { email: 'staff@barback.test', role: 'staff' },
      ]),
    );
    expect(team).toHaveLength(3);
    expect(summary.users).toEqual(team.map(({ email, role }) => ({ email, role })));

    const counted = {
      categories: await db.$count(categories, inVenue(categories)),
      items: await db.$count(items, inVenue(items)),
      vendors: await db.$count(vendors, inVenue(vendors)),
      vendorItems: await db.$count(vendorItems, inVenue(vendorItems)),
      recipes: await db.$count(recipes, inVenue(recipes)),
      menuItems: await db.$count(menuItems, inVenue(menuItems)),
      stockUpdates: await db.$count(stockUpdates, inVenue(stockUpdates)),
      shoppingLists: await db.$count(shoppingLists, inVenue(shoppingLists)),
    };
    expect(counted).toEqual(summary.counts);
    expect(counted).toMatchObject({ categories: 8, vendors: 4, recipes: 15, menuItems: 20 });
    expect(counted.items).toBeGreaterThanOrEqual(110);
    expect(counted.items).toBeLessThanOrEqual(130);
    expect(counted.stockUpdates).toBeGreaterThan(counted.items);
  });

  it('writes a week of stock updates that chain up to each item’s quantity', async () => {
    const stock = await db.select().from(items).where(inVenue(items));
    const history = await db
      .select()
      .from(stockUpdates)
      .where(inVenue(stockUpdates))
      .orderBy(asc(stockUpdates.createdAt));
    const weekAgo = new Date(now.getTime() - 8 * 86_400_000);
    for (const item of stock) {
      const rows = history.filter((row) => row.itemId === item.id);
      expect(rows.length, item.name).toBeGreaterThan(0);
      let quantity = new Decimal(0);
      for (const row of rows) {
        expect(row.previousQuantity, item.name).toBe(quantity.toFixed(4));
        expect(new Decimal(row.previousQuantity).plus(row.delta).toFixed(4)).toBe(row.newQuantity);
        expect(row.createdAt > weekAgo && row.createdAt < now, item.name).toBe(true);
        quantity = new Decimal(row.newQuantity);
      }
      expect(item.quantity, item.name).toBe(quantity.toFixed(4));
      expect(item.version, item.name).toBe(1 + rows.length);
    }
    const times = stock.map((item) => history.filter((row) => row.itemId === item.id));
    for (const rows of times) {
      const distinct = new Set(rows.map((row) => row.createdAt.getTime()));
      expect(distinct.size).toBe(rows.length);
    }
    expect(new Set(history.map((row) => row.reason))).toEqual(
      new Set(['count', 'receive', 'waste']),
    );
    const belowPar = stock.filter((item) => new Decimal(item.quantity).lt(item.parLevel ?? 0));
    expect(belowPar.length).toBeGreaterThan(5);
    expect(belowPar.length).toBeLessThan(stock.length);
  });

  it('links every receive of the spirits order to its list, at the packs received', async () => {
    const [list] = await db
      .select()
      .from(shoppingLists)
      .where(and(inVenue(shoppingLists), eq(shoppingLists.status, 'received')));
    expect(list?.receivedAt).toBeInstanceOf(Date);
    const lines = await db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.shoppingListId, list?.id ?? ''));
    const received = await db
      .select()
      .from(stockUpdates)
      .where(eq(stockUpdates.shoppingListId, list?.id ?? ''));
    expect(lines.length).toBeGreaterThan(0);
    expect(received.map((row) => [row.itemId, new Decimal(row.delta).toFixed(4)]).sort()).toEqual(
      lines
        .map((line) => [
          line.inventoryItemId,
          new Decimal(line.receivedQuantity ?? 0).mul(line.packSize ?? 0).toFixed(4),
        ])
        .sort(),
    );
    expect(received.every((row) => row.reason === 'receive')).toBe(true);
  });

  it('gives every item exactly one preferred vendor item, priced at cost × pack size', async () => {
    const stock = await db.select().from(items).where(inVenue(items));
    const catalogue = await db.select().from(vendorItems).where(inVenue(vendorItems));
    for (const item of stock) {
      const preferred = catalogue.filter(
        (line) => line.inventoryItemId === item.id && line.isPreferred,
      );
      expect(preferred, item.name).toHaveLength(1);
      const [line] = preferred;
      expect(
        new Decimal(line?.price ?? 0).eq(
          new Decimal(item.costPerUnit ?? -1).mul(line?.packSize ?? 0),
        ),
      ).toBe(true);
    }
    expect(catalogue.some((line) => line.inventoryItemId === null)).toBe(true);
    expect(catalogue.some((line) => !line.isPreferred && line.inventoryItemId !== null)).toBe(true);
  });

  it('builds recipes on items and a sub-recipe, and a menu on the recipes', async () => {
    const ingredients = await db.select().from(recipeIngredients).where(inVenue(recipeIngredients));
    expect(ingredients.some((row) => row.subRecipeId !== null)).toBe(true);
    expect(ingredients.filter((row) => row.inventoryItemId !== null).length).toBeGreaterThan(30);
    const withoutIngredients = await db
      .select({ name: recipes.name })
      .from(recipes)
      .where(
        and(
          inVenue(recipes),
          sql`not exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id})`,
        ),
      );
    expect(withoutIngredients).toEqual([]);
    const withoutRecipes = await db
      .select({ name: menuItems.name })
      .from(menuItems)
      .where(
        and(
          inVenue(menuItems),
          sql`not exists (select 1 from ${menuRecipes} where ${menuRecipes.menuItemId} = ${menuItems.id})`,
        ),
      );
    expect(withoutRecipes).toEqual([]);
  });

  it('gives every dashboard card something to show, and its vendors delivery days', async () => {
    const app = await buildApp(testConfig(), { database, clock: () => now });
    try {
      const [owner] = await db.select().from(users).where(eq(users.email, 'demo@barback.test'));
      const client = as(app, { id: owner?.id ?? '', email: 'demo@barback.test' });
      const venue = `location_id=${summary.locationId}`;
      const figures = (await client.get(`/api/inventory/summary?${venue}`)).json<{
        item_count: number;
        below_par_count: number;
        counted_today: number;
        recent: unknown[];
        value_history: { value: number | null }[];
      }>();
      // Below par is something to act on, not most of the bar (it was 56 of 120).
      expect(figures.below_par_count).toBeGreaterThan(5);
      expect(figures.below_par_count).toBeLessThanOrEqual(figures.item_count * 0.25);
      expect(figures.counted_today).toBe(4);
      expect(figures.recent.length).toBeGreaterThan(0);
      expect(figures.value_history.filter((day) => day.value !== null).length).toBeGreaterThan(5);

      const rises = (await client.get(`/api/vendors/price-increases?${venue}`)).json<
        { item_name: string; old_price: number; new_price: number; percent: number }[]
      >();
      expect(
        rises.map((rise) => [rise.item_name, rise.old_price, rise.new_price, rise.percent]),
      ).toEqual([
        ['Limes', 37.5, 42, 12],
        ['Aperol', 132, 144, 9.09],
      ]);

      const vendorDays = await db
        .select({ name: vendors.name, days: vendors.deliveryDays })
        .from(vendors)
        .where(inVenue(vendors));
      for (const vendor of vendorDays) expect(vendor.days.length, vendor.name).toBeGreaterThan(0);
      const lakeshore = vendorDays.find((vendor) => vendor.name === 'Lakeshore Beverage Co.');
      // Its notes say 'Deliveries Monday and Thursday'.
      expect(lakeshore?.days).toEqual([1, 4]);
    } finally {
      await app.close();
    }
  });

  it('lets the demo owner sign in with the demo password', async () => {
    const [owner] = await db.select().from(users).where(eq(users.email, 'demo@barback.test'));
    expect(summary.password).toBe('barback-demo');
    expect(await verifyPassword(owner?.passwordHash ?? '', 'barback-demo')).toBe(true);
    expect(await verifyPassword(owner?.passwordHash ?? '', 'barback-demo!')).toBe(false);
  });

  it('refuses to seed twice, and leaves the first seed as it was', async () => {
    await expect(seedDemo(db, { now })).rejects.toThrow(/demo data already exists/);
    // Other test files may seed a tagged demo venue of the same name into a shared database:
    // what must not exist is a second demo team, or a venue without its team.
    expect(await db.$count(users, eq(users.email, 'demo@barback.test'))).toBe(1);
    expect(
      await db.$count(
        locations,
        and(
          eq(locations.name, 'The Copper Still'),
          sql`not exists (select 1 from members m where m.location_id = ${locations.id})`,
        ),
      ),
    ).toBe(0);
    expect(await db.$count(items, inVenue(items))).toBe(summary.counts.items);
  });

  it('is deterministic: the same week on another database', async () => {
    const other = await openPglite();
    try {
      const second = await seedDemo(other.db, { now, password: 'another-secret' });
      const week = (target: Db, locationId: string) =>
        target
          .select({
            name: items.name,
            quantity: items.quantity,
            at: stockUpdates.createdAt,
            next: stockUpdates.newQuantity,
          })
          .from(stockUpdates)
          .innerJoin(items, eq(items.id, stockUpdates.itemId))
          .where(eq(stockUpdates.locationId, locationId))
          .orderBy(asc(stockUpdates.createdAt), asc(items.name));
      expect(await week(other.db, second.locationId)).toEqual(await week(db, summary.locationId));
      expect(second.counts).toEqual(summary.counts);
      const [owner] = await other.db
        .select()
        .from(users)
        .where(eq(users.email, 'demo@barback.test'));
      expect(await verifyPassword(owner?.passwordHash ?? '', 'another-secret')).toBe(true);
    } finally {
      await other.close();
    }
    const stock = demoStock().map((row) => row.week);
    expect(simulateWeek(stock, now)).toEqual(simulateWeek(stock, now));
  });
});
