import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LocationExport } from '#contract/location-export.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import type { Db } from '#server/db/client.ts';
import {
  locations,
  members,
  menuItems,
  menuRecipes,
  recipeIngredients,
  recipes,
} from '#server/db/schema/index.ts';
import { toNullableNumeric, toNumeric } from '#server/lib/money.ts';

/**
 * The new location with the importer as its only member, its owner; the settings are the
 * file's. Its own insert rather than locations.service's: it also sets the food cost target.
 */
export async function openLocation(
  db: Db,
  ownerId: string,
  settings: LocationExport['location'],
): Promise<string> {
  const [created] = await db
    .insert(locations)
    .values({
      name: settings.name,
      currency: settings.currency,
      timezone: settings.timezone,
      address: settings.address,
      targetFoodCostPercent: toNumeric(settings.target_food_cost_percent),
    })
    .returning({ id: locations.id });
  if (!created) throw new Error('location not created');
  await db.insert(members).values({ locationId: created.id, userId: ownerId, role: 'owner' });
  return created.id;
}

// What the import of a location's file (import.service.ts) writes with: new ids, times, rows
// in statements of INSERT_CHUNK_ROWS, and the cooking rows.

/**
 * New ids for a collection's rows, ascending in the file's order: a later export, which reads
 * rows in id order, lists them as this file did. Shaped as UUIDv7 (a 48-bit count from a
 * random start, then 74 random bits), so no sort of hundreds of thousands of ids is needed.
 */
export function newIds(count: number): string[] {
  const random = randomBytes(count * 10).toString('hex');
  const start = randomInt(0, 2 ** 40);
  const ids = new Array<string>(count);
  for (let index = 0; index < count; index += 1) {
    const count48 = (start + index).toString(16).padStart(12, '0');
    const bits = random.slice(index * 20, index * 20 + 20);
    const variant = ((parseInt(bits.slice(3, 4), 16) & 0x3) | 0x8).toString(16);
    ids[index] =
      `${count48.slice(0, 8)}-${count48.slice(8)}-7${bits.slice(0, 3)}-${variant}${bits.slice(4, 7)}-${bits.slice(7, 19)}`;
  }
  return ids;
}

/** Old id → new id for one collection. */
export function idMap(rows: { id: string }[]): Map<string, string> {
  const ids = newIds(rows.length);
  return new Map(rows.map((row, index) => [row.id, ids[index] ?? randomUUID()]));
}

export const moment = (value: string) => new Date(value);
export const momentOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Writes rows in statements of INSERT_CHUNK_ROWS, each chunk's values made just before it is
 * sent: the event loop is given back between chunks, never held for a whole collection.
 */
export async function insertAll<T extends PgTable, R>(
  db: Db,
  table: T,
  rows: readonly R[],
  toValues: (row: R, index: number) => T['$inferInsert'],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + INSERT_CHUNK_ROWS);
    await db.insert(table).values(chunk.map((row, offset) => toValues(row, start + offset)));
  }
}

export interface CookingIds {
  item: Map<string, string>;
  recipe: Map<string, string>;
  menuIds: string[];
  ingredientIds: string[];
  menuLineIds: string[];
  to: (map: Map<string, string>, id: string) => string;
}

/** Recipes, then their lines (which may name any recipe), then the menu. */
export async function insertCooking(db: Db, at: string, file: LocationExport, ids: CookingIds) {
  const { item, recipe, to } = ids;
  const toOrNull = (map: Map<string, string>, id: string | null) =>
    id === null ? null : to(map, id);
  await insertAll(db, recipes, file.recipes, (row) => ({
    id: to(recipe, row.id),
    locationId: at,
    name: row.name,
    category: row.category,
    description: row.description,
    yieldQuantity: toNullableNumeric(row.yield_quantity),
    yieldUnit: row.yield_unit,
    portions: toNumeric(row.portions),
    instructions: row.instructions,
    createdAt: moment(row.created_at),
    updatedAt: moment(row.updated_at),
  }));
  await insertAll(
    db,
    recipeIngredients,
    file.recipes.flatMap((row) => row.ingredients.map((line) => ({ row, line }))),
    ({ row, line }, position) => ({
      id: ids.ingredientIds[position] ?? randomUUID(),
      locationId: at,
      recipeId: to(recipe, row.id),
      inventoryItemId: toOrNull(item, line.inventory_item_id),
      subRecipeId: toOrNull(recipe, line.sub_recipe_id),
      quantity: toNumeric(line.quantity),
      unit: line.unit,
      wastePercent: toNullableNumeric(line.waste_percent),
      sortOrder: line.sort_order,
      createdAt: moment(line.created_at),
    }),
  );
  const menuIds = ids.menuIds;
  await insertAll(db, menuItems, file.menu, (row, index) => ({
    id: menuIds[index] ?? randomUUID(),
    locationId: at,
    name: row.name,
    category: row.category,
    description: row.description,
    price: toNumeric(row.price),
    active: row.active,
    createdAt: moment(row.created_at),
    updatedAt: moment(row.updated_at),
  }));
  await insertAll(
    db,
    menuRecipes,
    file.menu.flatMap((row, index) => row.recipes.map((line) => ({ line, index }))),
    ({ line, index }, position) => ({
      id: ids.menuLineIds[position] ?? randomUUID(),
      locationId: at,
      menuItemId: menuIds[index] ?? randomUUID(),
      recipeId: to(recipe, line.recipe_id),
      quantity: toNumeric(line.quantity),
      createdAt: moment(line.created_at),
    }),
  );
}
