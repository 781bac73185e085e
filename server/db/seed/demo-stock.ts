// The demo's inventory: items with their category defaults applied, and their week of history.

import { Decimal } from 'decimal.js';
import type { Db } from '../client.ts';
import { categories, items, stockUpdates } from '../schema/index.ts';
import { demoCategories, demoRecipes, type ItemDefaults } from './demo-data.ts';
import type { DemoActor, WeekItem, WeekPlan } from './demo-week.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What every step of the seed needs: the transaction, the venue, and when it was set up. */
export interface Seeding {
  tx: Tx;
  locationId: string;
  setUpAt: Date;
}

/** A decimal as the database's numeric(14, 4) text. */
export const dec = (value: Decimal.Value) => new Decimal(value).toFixed(4);

export const byName = (rows: { id: string; name: string }[]) =>
  new Map(rows.map((row) => [row.name, row.id]));

/** A value the seed itself produced; its absence is a mistake in the demo data. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data: no ${what}`);
  return value;
}

export const idOf = (ids: Map<string, string>, name: string) => must(ids.get(name), name);

export interface StockRow {
  name: string;
  category: string;
  sku: string;
  spec: ItemDefaults;
  cost: Decimal;
  week: WeekItem;
}

/** The demo items with their category defaults applied and their counting habits worked out. */
export function demoStock(): StockRow[] {
  const inRecipes = new Set(
    demoRecipes.flatMap((recipe) => recipe.ingredients.filter((i) => !i[3]).map((i) => i[0])),
  );
  return demoCategories.flatMap((category) =>
    category.items.map(([name, par, cost, overrides], index) => {
      const spec: ItemDefaults = { ...category.defaults, ...overrides };
      // Whole units for what nobody counts in tenths: lemons, cans, a 200 ml tonic.
      const whole = ['each', 'can', 'bunch'].includes(spec.unit) || (spec.content ?? 1000) <= 500;
      const step = new Decimal(whole ? 1 : '0.1');
      // Reorder at about 40 % of par, on a grid of whole or half units.
      const grid = whole ? step : new Decimal('0.5');
      const reorderAt = new Decimal(par).mul('0.4').div(grid).round().mul(grid);
      return {
        name,
        category: category.name,
        sku: `${category.sku}-${String(index + 1).padStart(3, '0')}`,
        spec,
        cost: new Decimal(cost),
        week: {
          name,
          par: new Decimal(par),
          reorderPoint: Decimal.min(Decimal.max(grid, reorderAt), par),
          step,
          vendor: spec.vendor,
          packSize: new Decimal(spec.pack),
          tracked: par >= 6 || inRecipes.has(name),
          fresh: spec.vendor === 'greenmarket' && ['each', 'bunch'].includes(spec.unit),
        },
      };
    }),
  );
}

/** An EAN-13 with prefix 20 (in-store numbers), so it never collides with a real product. */
export function internalBarcode(serial: number): string {
  const digits = `20${String(serial).padStart(10, '0')}`;
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** Categories and items, each item at the quantity its last stock update leaves it. */
export async function insertItems(
  { tx, locationId, setUpAt }: Seeding,
  stock: StockRow[],
  week: WeekPlan,
): Promise<Map<string, string>> {
  const categoryIds = byName(
    await tx
      .insert(categories)
      .values(demoCategories.map(({ name }, sortOrder) => ({ locationId, name, sortOrder })))
      .returning({ id: categories.id, name: categories.name }),
  );
  const rows = stock.map(({ name, week: item, spec, category, sku, cost }, i) => {
    const updates = week.rows.filter((row) => row.item === i);
    return {
      locationId,
      name,
      categoryId: idOf(categoryIds, category),
      unit: spec.unit,
      unitContent: spec.content === undefined ? null : dec(spec.content),
      unitContentUnit: spec.content === undefined ? null : (spec.contentUnit ?? null),
      quantity: dec(must(week.quantities[i], `quantity of ${name}`)),
      parLevel: dec(item.par),
      reorderPoint: dec(item.reorderPoint),
      costPerUnit: dec(cost),
      storageArea: spec.area,
      sku,
      barcode: i % 6 === 0 ? internalBarcode(4_000 + i) : null,
      notes: spec.unit === 'keg' ? 'Sixth-barrel keg: return the empties to Lakeshore.' : null,
      // Version 1 when created, plus one for each change of quantity since.
      version: 1 + updates.length,
      createdAt: setUpAt,
      updatedAt: updates.at(-1)?.at ?? setUpAt,
    };
  });
  return byName(await tx.insert(items).values(rows).returning({ id: items.id, name: items.name }));
}

/** The week's changelog. Rows chain: each starts where the item's previous row ended. */
export async function insertHistory(
  { tx, locationId }: Seeding,
  stock: StockRow[],
  week: WeekPlan,
  itemIds: Map<string, string>,
  userIds: Record<DemoActor, string>,
  receivedListId: string,
): Promise<void> {
  const rows = week.rows.map((row) => ({
    locationId,
    itemId: idOf(itemIds, must(stock[row.item], `item ${row.item}`).name),
    userId: userIds[row.actor],
    previousQuantity: dec(row.previous),
    newQuantity: dec(row.next),
    delta: dec(row.next.minus(row.previous)),
    reason: row.reason,
    note: row.note,
    shoppingListId: row.fromReceivedList ? receivedListId : null,
    createdAt: row.at,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(stockUpdates).values(rows.slice(start, start + 500));
  }
}
