import { randomUUID } from 'node:crypto';
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
 * New ids for a collection's rows, in the file's order and ascending: a later export, which
 * reads rows in id order, lists them in the order this file did.
 */
export function newIds(count: number): string[] {
  return Array.from({ length: count }, () => randomUUID()).sort();
}

/** Old id → new id for one collection. */
export function idMap(rows: { id: string }[]): Map<string, string> {
  const ids = newIds(rows.length);
  return new Map(rows.map((row, index) => [row.id, ids[index] ?? randomUUID()]));
}

export const moment = (value: string) => new Date(value);
export const momentOrNull = (value: string | null) => (value === null ? null : new Date(value));

export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < values.length; start += INSERT_CHUNK_ROWS) {
    await db.insert(table).values(values.slice(start, start + INSERT_CHUNK_ROWS));
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
  await insertAll(
    db,
    recipes,
    file.recipes.map((row) => ({
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
    })),
  );
  let nextIngredient = 0;
  await insertAll(
    db,
    recipeIngredients,
    file.recipes.flatMap((row) =>
      row.ingredients.map((line) => ({
        id: ids.ingredientIds[nextIngredient++] ?? randomUUID(),
        locationId: at,
        recipeId: to(recipe, row.id),
        inventoryItemId: toOrNull(item, line.inventory_item_id),
        subRecipeId: toOrNull(recipe, line.sub_recipe_id),
        quantity: toNumeric(line.quantity),
        unit: line.unit,
        wastePercent: toNullableNumeric(line.waste_percent),
        sortOrder: line.sort_order,
        createdAt: moment(line.created_at),
      })),
    ),
  );
  const menuIds = ids.menuIds;
  await insertAll(
    db,
    menuItems,
    file.menu.map((row, index) => ({
      id: menuIds[index] ?? randomUUID(),
      locationId: at,
      name: row.name,
      category: row.category,
      description: row.description,
      price: toNumeric(row.price),
      active: row.active,
      createdAt: moment(row.created_at),
      updatedAt: moment(row.updated_at),
    })),
  );
  let nextMenuLine = 0;
  await insertAll(
    db,
    menuRecipes,
    file.menu.flatMap((row, index) =>
      row.recipes.map((line) => ({
        id: ids.menuLineIds[nextMenuLine++] ?? randomUUID(),
        locationId: at,
        menuItemId: menuIds[index] ?? randomUUID(),
        recipeId: to(recipe, line.recipe_id),
        quantity: toNumeric(line.quantity),
        createdAt: moment(line.created_at),
      })),
    ),
  );
}
