import { and, eq, ne, sql } from 'drizzle-orm';
import type { Action } from '#contract/permissions.ts';
import type { Ingredient, IngredientInput, Recipe } from '#contract/recipes.ts';
import { canConvert, cannotConvertMessage } from '#contract/unit-conversion.ts';
import { PORTION_UNIT, type UnitConversion } from '#contract/units.ts';
import type { Db } from '#server/db/client.ts';
import { items, recipeIngredients, recipes } from '#server/db/schema/index.ts';
import { conflict, notFound, validationError } from '#server/lib/app-error.ts';
import { locateMemberRow } from '#server/lib/membership.ts';
import { toNullableNumeric, toNumber, toNumeric } from '#server/lib/money.ts';
import { type LineCosting, type RecipeCosting, subRecipeConverts } from './costing.ts';
import { costRecipes, recipeClosure } from './cost-data.ts';

// What the cooking services share: rows reached through the caller's membership, the recipe
// graph's lock and checks, and the answer shapes.

export type RecipeRow = typeof recipes.$inferSelect;
export type IngredientRow = typeof recipeIngredients.$inferSelect;

/** A UnitDecimal (or numeric string) as a JSON number rounded to 4 decimals. */
export const round = (value: { toString(): string } | string): number => toNumber(value.toString());

/**
 * Recipe `id` through the caller's membership of its location, checked for `action`: a recipe
 * of another location (or none) is 404, a role that may not do it 403.
 */
export const locateRecipe = (db: Db, userId: string, id: string, action: Action) =>
  locateMemberRow(db, recipes, userId, id, { what: 'Recipe', action });

/** Ingredient line `id` through the caller's membership, as `locateRecipe`. */
export const locateIngredient = (db: Db, userId: string, id: string, action: Action) =>
  locateMemberRow(db, recipeIngredients, userId, id, { what: 'Ingredient', action });

/**
 * Serialises changes of a location's recipe graph until the transaction ends: two people
 * adding A to B and B to A at once would each see no cycle.
 */
export async function lockRecipeGraph(tx: Db, locationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`recipes:${locationId}`}, 0))`,
  );
}

/** A recipe's name must be free in its location (any case). */
export async function assertRecipeNameFree(
  db: Db,
  locationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.locationId, locationId),
        sql`lower(${recipes.name}) = lower(${name})`,
        exceptId ? ne(recipes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw recipeNameTaken(name);
}

export const recipeNameTaken = (name: string) =>
  conflict(`A recipe named "${name}" already exists.`);

const itemCostColumns = {
  id: items.id,
  name: items.name,
  unit: items.unit,
  unitContent: items.unitContent,
  unitContentUnit: items.unitContentUnit,
  conversions: items.conversions,
  costPerUnit: items.costPerUnit,
  wastePercent: items.wastePercent,
  allergens: items.allergens,
};

/** The API shape of an ingredient line (docs/api.md#recipes). */
export function toIngredient(costed: LineCosting): Ingredient {
  const { line } = costed;
  return {
    id: line.id,
    recipe_id: line.recipeId,
    inventory_item_id: line.inventoryItemId,
    sub_recipe_id: line.subRecipeId,
    name: costed.name,
    quantity: round(line.quantity),
    unit: line.unit,
    waste_percent: line.wastePercent === null ? null : round(line.wastePercent),
    applied_waste_percent: round(costed.appliedWastePercent),
    gross_quantity: round(costed.grossQuantity),
    cost: costed.cost === null ? null : round(costed.cost),
    missing_reason: costed.missingReason,
  };
}

/** The API shape of a recipe (docs/api.md#recipes) from its row and its costing. */
export function toRecipe(row: RecipeRow, costing: RecipeCosting): Recipe {
  return {
    id: row.id,
    location_id: row.locationId,
    name: row.name,
    category: row.category,
    description: row.description,
    yield_quantity: row.yieldQuantity === null ? null : round(row.yieldQuantity),
    yield_unit: row.yieldUnit,
    portions: round(row.portions),
    instructions: row.instructions,
    ingredients: costing.lines.map(toIngredient),
    total_cost: round(costing.total),
    cost_per_portion: round(costing.perPortion),
    missing_costs: costing.missing,
    cost_complete: costing.complete,
    allergens: costing.allergens,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Recipe `id` of the location as the API shows it, costed from current data. */
export async function loadRecipe(db: Db, locationId: string, id: string): Promise<Recipe> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.locationId, locationId), eq(recipes.id, id)));
  if (!row) throw notFound('Recipe');
  const costing = await costRecipes(db, locationId, [id]);
  return toRecipe(row, costing.recipe(id));
}

/** Where a line's fields travel in a request, for error paths (`ingredients.2.` or ``). */
export type FieldPrefix = string;

/**
 * Checks an ingredient line before it is written: its item or sub-recipe is in the location
 * (404 otherwise), its unit converts (422 naming both units), and a sub-recipe does not
 * contain `recipeId` (422: a recipe cannot contain itself). Call it inside the transaction,
 * after `lockRecipeGraph`.
 */
export async function checkLine(
  tx: Db,
  locationId: string,
  recipeId: string,
  line: Pick<IngredientInput, 'inventory_item_id' | 'sub_recipe_id' | 'unit'>,
  prefix: FieldPrefix = '',
): Promise<void> {
  if (line.inventory_item_id) {
    const [item] = await tx
      .select(itemCostColumns)
      .from(items)
      .where(and(eq(items.locationId, locationId), eq(items.id, line.inventory_item_id)));
    if (!item) throw notFound('Item');
    const itemUnits = {
      unit: item.unit,
      unit_content: item.unitContent,
      unit_content_unit: item.unitContentUnit,
      conversions: item.conversions as UnitConversion[],
    };
    if (!canConvert(line.unit, item.unit, itemUnits)) {
      throw validationError(`${prefix}unit`, cannotConvertMessage(line.unit, item.unit));
    }
    return;
  }
  const subId = line.sub_recipe_id ?? '';
  const [sub] = await tx
    .select({
      id: recipes.id,
      name: recipes.name,
      portions: recipes.portions,
      yieldQuantity: recipes.yieldQuantity,
      yieldUnit: recipes.yieldUnit,
    })
    .from(recipes)
    .where(and(eq(recipes.locationId, locationId), eq(recipes.id, subId)));
  if (!sub) throw notFound('Recipe');
  if (sub.id === recipeId || (await recipeClosure(tx, locationId, [sub.id])).includes(recipeId)) {
    throw validationError(`${prefix}sub_recipe_id`, RECIPE_CYCLE_MESSAGE);
  }
  if (!subRecipeConverts(sub, line.unit)) {
    throw validationError(
      `${prefix}unit`,
      cannotConvertMessage(line.unit, sub.yieldUnit ?? PORTION_UNIT),
    );
  }
}

export const RECIPE_CYCLE_MESSAGE =
  'A recipe cannot contain itself, directly or through other recipes';

/** The next sort order of a recipe's lines. */
export async function nextSortOrder(tx: Db, locationId: string, recipeId: string) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${recipeIngredients.sortOrder}) + 1, 0)::int` })
    .from(recipeIngredients)
    .where(
      and(eq(recipeIngredients.locationId, locationId), eq(recipeIngredients.recipeId, recipeId)),
    );
  return row?.next ?? 0;
}

/**
 * Writes a recipe's lines after checking each (item or sub-recipe in the location, unit that
 * converts, no cycle), in the order given. Inside the transaction, after lockRecipeGraph.
 * Errors name `<prefix>.<index>.<field>`, or just the field when `prefix` is empty.
 */
export async function insertLines(
  tx: Db,
  locationId: string,
  recipeId: string,
  lines: IngredientInput[],
  {
    firstSortOrder = 0,
    prefix = 'ingredients',
    checked = false,
  }: {
    firstSortOrder?: number;
    prefix?: string;
    /** The caller checked the lines already (the bulk import plans every row first). */
    checked?: boolean;
  } = {},
): Promise<string[]> {
  for (const [index, line] of checked ? [] : lines.entries()) {
    await checkLine(tx, locationId, recipeId, line, prefix === '' ? '' : `${prefix}.${index}.`);
  }
  if (lines.length === 0) return [];
  const inserted = await tx
    .insert(recipeIngredients)
    .values(
      lines.map((line, index) => ({
        locationId,
        recipeId,
        inventoryItemId: line.inventory_item_id ?? null,
        subRecipeId: line.sub_recipe_id ?? null,
        quantity: toNumeric(line.quantity),
        unit: line.unit,
        wastePercent: toNullableNumeric(line.waste_percent) ?? null,
        sortOrder: firstSortOrder + index,
      })),
    )
    .returning({ id: recipeIngredients.id });
  return inserted.map((row) => row.id);
}
