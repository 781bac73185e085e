import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Allergens } from '#contract/allergens.ts';
import type { MenuItem, MenuRecipe, MenuRecipeInput } from '#contract/menu.ts';
import type { Action } from '#contract/permissions.ts';
import { UnitDecimal } from '#contract/unit-conversion.ts';
import type { Db } from '#server/db/client.ts';
import { locations, menuItems, menuRecipes, recipes } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { locateMemberRow } from '#server/lib/membership.ts';
import { toNumeric } from '#server/lib/money.ts';
import { type Costing, mergeAllergens } from './costing.ts';
import { round } from './cooking-rows.ts';
import { costRecipes } from './cost-data.ts';

// What the menu services share: menu items reached through the caller's membership, the
// menu's read (items, their recipe lines and the target in one statement) and the answer
// shapes with their costs.

/** Menu item `id` through the caller's membership (404 across locations, 403 for the role). */
export const locateMenuItem = (db: Db, userId: string, id: string, action: Action) =>
  locateMemberRow(db, menuItems, userId, id, { what: 'Menu item', action });

/** A menu item as the menu's read returns it (money as exact decimal text, times as ISO). */
export interface MenuRow {
  id: string;
  locationId: string;
  name: string;
  category: string | null;
  description: string | null;
  price: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MenuLine {
  id: string;
  menuItemId: string;
  recipeId: string;
  recipeName: string;
  quantity: string;
}

/** Everything the answers need besides the menu rows: lines, recipe costs, the target. */
export interface MenuContext {
  lines: Map<string, MenuLine[]>;
  costing: Costing;
  target: string;
}

export const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The menu items of a location that match `condition` (by category, then name), their recipe
 * lines and the location's target, in one statement returning JSON (row by row, 900 lines
 * took 20 ms on the embedded database); then the costing of the recipes they use. `whole`:
 * the whole menu is asked for, and its recipes are read in one go rather than walked.
 */
export async function loadMenu(
  db: Db,
  locationId: string,
  condition: SQL | undefined,
  whole: boolean,
): Promise<{ rows: MenuRow[]; context: MenuContext }> {
  const chosen = and(eq(menuItems.locationId, locationId), condition);
  const result = await db.execute<{ menu: string }>(sql`
    select json_build_array(
      (select coalesce(json_agg(json_build_array(${menuItems.id}, ${menuItems.name},
          ${menuItems.category}, ${menuItems.description}, ${menuItems.price}::text,
          ${menuItems.active}, ${isoTime(menuItems.createdAt)}, ${isoTime(menuItems.updatedAt)})
          order by lower(${menuItems.category}) nulls last, lower(${menuItems.name}),
            ${menuItems.id}), '[]')
        from ${menuItems} where ${chosen}),
      (select coalesce(json_agg(json_build_array(${menuRecipes.id}, ${menuRecipes.menuItemId},
          ${menuRecipes.recipeId}, ${recipes.name}, ${menuRecipes.quantity}::text)
          order by lower(${recipes.name}), ${menuRecipes.id}), '[]')
        from ${menuRecipes}
        join ${recipes} on ${recipes.locationId} = ${menuRecipes.locationId}
          and ${recipes.id} = ${menuRecipes.recipeId}
        where ${menuRecipes.locationId} = ${locationId}
          and ${menuRecipes.menuItemId} in (select ${menuItems.id} from ${menuItems} where ${chosen})),
      (select ${locations.targetFoodCostPercent}::text from ${locations}
        where ${locations.id} = ${locationId})
    )::text as menu`);
  const [itemRows, lineRows, target] = JSON.parse(
    (result as unknown as { rows: { menu: string }[] }).rows[0]?.menu ?? '[[],[],null]',
  ) as [
    [string, string, string | null, string | null, string, boolean, string, string][],
    [string, string, string, string, string][],
    string | null,
  ];
  const rows = itemRows.map(
    ([id, name, category, description, price, active, createdAt, updatedAt]): MenuRow => ({
      id,
      locationId,
      name,
      category,
      description,
      price,
      active,
      createdAt,
      updatedAt,
    }),
  );
  const lines: MenuContext['lines'] = new Map();
  for (const [id, menuItemId, recipeId, recipeName, quantity] of lineRows) {
    const line = { id, menuItemId, recipeId, recipeName, quantity };
    const list = lines.get(menuItemId);
    if (list) list.push(line);
    else lines.set(menuItemId, [line]);
  }
  const recipeIds = [...new Set(lineRows.map((line) => line[2]))];
  // The whole menu uses most recipes: one read of the graph rather than a closure walk.
  const costing = await costRecipes(db, locationId, whole ? undefined : recipeIds);
  return { rows, context: { lines, costing, target: target ?? '30' } };
}

export interface MenuFigures {
  recipes: MenuRecipe[];
  cost: UnitDecimal;
  missing: string[];
  complete: boolean;
  allergens: Allergens;
  margin: UnitDecimal;
  foodCostPercent: UnitDecimal | null;
  aboveTarget: boolean | null;
}

export function figures(row: MenuRow, context: MenuContext): MenuFigures {
  let cost = new UnitDecimal(0);
  const missing: string[] = [];
  const allergens: Allergens = {};
  let complete = true;
  const lines = (context.lines.get(row.id) ?? []).map((line): MenuRecipe => {
    const recipe = context.costing.recipe(line.recipeId);
    const lineCost = recipe.perPortion.times(line.quantity);
    cost = cost.plus(lineCost);
    missing.push(...recipe.missing);
    mergeAllergens(allergens, recipe.allergens);
    complete &&= recipe.complete;
    return {
      id: line.id,
      menu_item_id: line.menuItemId,
      recipe_id: line.recipeId,
      recipe_name: line.recipeName,
      quantity: round(line.quantity),
      cost: round(lineCost),
      cost_complete: recipe.complete,
    };
  });
  const price = new UnitDecimal(row.price);
  const foodCostPercent = price.isZero() ? null : cost.dividedBy(price).times(100);
  return {
    recipes: lines,
    cost,
    missing: [...new Set(missing)],
    complete,
    allergens,
    margin: price.minus(cost),
    foodCostPercent,
    aboveTarget:
      foodCostPercent === null
        ? null
        : foodCostPercent.toDecimalPlaces(4).greaterThan(context.target),
  };
}

export function toMenuItem(row: MenuRow, context: MenuContext): MenuItem {
  const figure = figures(row, context);
  return {
    id: row.id,
    location_id: row.locationId,
    name: row.name,
    category: row.category,
    description: row.description,
    price: round(row.price),
    active: row.active,
    allergens: figure.allergens,
    recipes: figure.recipes,
    cost: round(figure.cost),
    margin: round(figure.margin),
    food_cost_percent: figure.foodCostPercent === null ? null : round(figure.foodCostPercent),
    above_target: figure.aboveTarget,
    missing_costs: figure.missing,
    cost_complete: figure.complete,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function loadMenuItem(db: Db, locationId: string, id: string): Promise<MenuItem> {
  const { rows, context } = await loadMenu(db, locationId, eq(menuItems.id, id), false);
  const [row] = rows;
  if (!row) throw notFound('Menu item');
  return toMenuItem(row, context);
}

/** Writes recipe lines of a menu item after checking the recipes are in the location. */
export async function insertMenuRecipes(
  tx: Db,
  locationId: string,
  menuItemId: string,
  lines: MenuRecipeInput[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.recipe_id))];
  const found = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.locationId, locationId), inArray(recipes.id, ids)));
  if (found.length !== ids.length) throw notFound('Recipe');
  const inserted = await tx
    .insert(menuRecipes)
    .values(
      lines.map((line) => ({
        locationId,
        menuItemId,
        recipeId: line.recipe_id,
        quantity: toNumeric(line.quantity ?? 1),
      })),
    )
    .returning({ id: menuRecipes.id });
  return inserted.map((row) => row.id);
}
