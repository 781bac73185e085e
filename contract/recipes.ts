import { z } from 'zod';
import { allergens } from './allergens.ts';
import { amount, wastePercent } from './amounts.ts';
import { optionalText, text, timestamp } from './text.ts';

/**
 * Recipes (docs/api.md#recipes, docs/domain.md#recipes): cocktails, dishes and
 * prep items (a syrup) used inside other recipes. Costs are computed from the venue's current
 * prices on every read, exactly (decimals), and travel as JSON numbers rounded to 4 decimals.
 * An ingredient that cannot be costed (no price, or no way to convert its unit) is listed in
 * `missing_costs` and its `cost` is null: the recipe's total is then the sum of what is known
 * and `cost_complete` is false — never a silent zero.
 */

/** Most ingredients one recipe holds. */
// Exported for the check that every message of the contract has its translation.
export const RECIPE_MAX_INGREDIENTS = 200;
/** Largest bulk import file accepted, in bytes. */
export const RECIPE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Most rows (ingredient lines) a bulk import takes. */
export const RECIPE_IMPORT_MAX_ROWS = 5000;
/**
 * Columns of a bulk import file (first row), in any order and case; `recipe`, `ingredient`,
 * `quantity` and `unit` are required, `portions` (default 1), `waste_percent` (also "waste %"
 * or "waste"; empty: the item's own) and `category` are optional. Rows of one recipe share
 * its name (case-insensitively) and its portions.
 */
export const recipeImportColumns = [
  'recipe',
  'portions',
  'ingredient',
  'quantity',
  'unit',
  'waste_percent',
  'category',
] as const;

/** Why an ingredient has no cost. */
const missingCostReasons = [
  /** The inventory item has no cost per unit. */
  'no_cost',
  /** The line's unit does not convert to the item's unit (or the sub-recipe's yield). */
  'no_conversion',
  /** The sub-recipe's own cost is incomplete. */
  'incomplete',
] as const;
const missingCostReason = z.enum(missingCostReasons);
export type MissingCostReason = z.infer<typeof missingCostReason>;

const recipeName = text({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(200, 'Use at most 200 characters');

const recipeUnit = text({ error: 'Enter a unit' })
  .trim()
  .min(1, 'Enter a unit')
  .max(32, 'Use at most 32 characters');

/** A quantity above 0 (an ingredient's, a yield, portions). */
export const positiveAmount = amount.refine((value) => value > 0, 'Use a number above 0');

export const ingredient = z.object({
  id: z.uuid(),
  recipe_id: z.uuid(),
  /** The inventory item, or null when the line is a sub-recipe. */
  inventory_item_id: z.uuid().nullable(),
  /** The sub-recipe (prep item), or null when the line is an inventory item. */
  sub_recipe_id: z.uuid().nullable(),
  /** The item's or the sub-recipe's name. */
  name: z.string(),
  /** Net quantity, in `unit`, as it goes into the recipe. */
  quantity: z.number(),
  unit: z.string(),
  /** The line's own waste percentage; null: the inventory item's own is used. */
  waste_percent: z.number().nullable(),
  /** The waste percentage applied (the line's, else the item's, else 0). */
  applied_waste_percent: z.number(),
  /** Quantity bought to get `quantity` after waste: quantity ÷ (1 − waste ÷ 100). */
  gross_quantity: z.number(),
  /** Cost of the gross quantity; null when it cannot be costed (see `missing_reason`). */
  cost: z.number().nullable(),
  missing_reason: missingCostReason.nullable(),
});
export type Ingredient = z.infer<typeof ingredient>;

export const recipe = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** What one batch makes (1.5 l of syrup); both null when not given. */
  yield_quantity: z.number().nullable(),
  yield_unit: z.string().nullable(),
  /** Portions one batch makes (≥ 0, default 1). */
  portions: z.number(),
  instructions: z.string().nullable(),
  ingredients: z.array(ingredient),
  /** Σ of the ingredients' costs that are known. */
  total_cost: z.number(),
  /** total_cost ÷ portions. */
  cost_per_portion: z.number(),
  /** Names of the ingredients (down through sub-recipes) that could not be costed. */
  missing_costs: z.array(z.string()),
  /** False when something could not be costed: the totals are then a lower bound. */
  cost_complete: z.boolean(),
  /** The union of its ingredients' allergens ("contains" wins over "may_contain"). */
  allergens,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Recipe = z.infer<typeof recipe>;

/** An ingredient as a client sends it: an inventory item or a sub-recipe, never both. */
export const ingredientInput = z
  .object({
    inventory_item_id: z.uuid().optional(),
    sub_recipe_id: z.uuid().optional(),
    quantity: positiveAmount,
    unit: recipeUnit,
    /** Null or absent: the inventory item's own waste percentage. */
    waste_percent: wastePercent.nullable().optional(),
  })
  .refine((line) => (line.inventory_item_id === undefined) !== (line.sub_recipe_id === undefined), {
    path: ['inventory_item_id'],
    message: 'Choose an inventory item or a recipe',
  });
export type IngredientInput = z.input<typeof ingredientInput>;

const ingredientList = z
  .array(ingredientInput)
  .max(RECIPE_MAX_INGREDIENTS, `Use at most ${RECIPE_MAX_INGREDIENTS} ingredients`);

const recipeFields = {
  category: optionalText(100),
  description: optionalText(2000),
  yield_quantity: positiveAmount.nullable().optional(),
  yield_unit: recipeUnit.nullable().optional(),
  portions: positiveAmount.optional(),
  instructions: optionalText(20_000),
};

/** A yield is a quantity and a unit together, or neither. */
const yieldTogether = <T extends { yield_quantity?: number | null; yield_unit?: string | null }>(
  body: T,
) =>
  body.yield_quantity === undefined && body.yield_unit === undefined
    ? true
    : (body.yield_quantity ?? null) === null
      ? (body.yield_unit ?? null) === null
      : (body.yield_unit ?? null) !== null;
const yieldMessage = {
  path: ['yield_unit'],
  message: 'Give the yield as a quantity and a unit together',
};

export const createRecipeBody = z
  .object({
    location_id: z.uuid(),
    name: recipeName,
    ...recipeFields,
    ingredients: ingredientList.optional(),
  })
  .refine(yieldTogether, yieldMessage);
export type CreateRecipeBody = z.input<typeof createRecipeBody>;

/**
 * Recipe fields to change. `ingredients`, when given, replaces every line (the order given is
 * kept); absent, the lines stay. Set both yield fields, or both to null.
 */
export const updateRecipeBody = z
  .object({
    name: recipeName.optional(),
    ...recipeFields,
    ingredients: ingredientList.optional(),
  })
  .refine(yieldTogether, yieldMessage);
export type UpdateRecipeBody = z.input<typeof updateRecipeBody>;

/** `POST /api/recipes/{id}/ingredients`. */
export const addIngredientBody = ingredientInput;
export type AddIngredientBody = IngredientInput;

/** `PUT /api/recipes/ingredients/{id}`: its quantity, unit or waste (null: the item's own). */
export const updateIngredientBody = z.object({
  quantity: positiveAmount.optional(),
  unit: recipeUnit.optional(),
  waste_percent: wastePercent.nullable().optional(),
});
export type UpdateIngredientBody = z.input<typeof updateIngredientBody>;

export const listRecipesQuery = z.object({
  location_id: z.uuid(),
  /** Matches the name, the category or an ingredient's name, case-insensitively. */
  search: text().trim().max(200).optional(),
  /** Recipes of this category (case-insensitive). */
  category: text().trim().max(100).optional(),
});

/** A line of `GET /api/recipes/{id}/cost`. */
const ingredientCost = z.object({
  id: z.uuid(),
  name: z.string(),
  inventory_item_id: z.uuid().nullable(),
  sub_recipe_id: z.uuid().nullable(),
  /** Net quantity and unit of the line. */
  quantity: z.number(),
  unit: z.string(),
  applied_waste_percent: z.number(),
  gross_quantity: z.number(),
  /** Cost of one `unit` (before waste); null when unknown. */
  unit_cost: z.number().nullable(),
  /** gross_quantity × unit_cost; null when unknown. */
  cost: z.number().nullable(),
  missing_reason: missingCostReason.nullable(),
});
export type IngredientCost = z.infer<typeof ingredientCost>;

export const recipeCost = z.object({
  recipe_id: z.uuid(),
  total_cost: z.number(),
  cost_per_portion: z.number(),
  portions: z.number(),
  ingredients: z.array(ingredientCost),
  /** Names of what could not be costed, down through sub-recipes. */
  missing: z.array(z.string()),
  cost_complete: z.boolean(),
});
export type RecipeCost = z.infer<typeof recipeCost>;

/** One bad row of a bulk import: its 1-based data row number (the header is not counted). */
const recipeImportError = z.object({
  row: z.number().int(),
  message: z.string(),
});
export type RecipeImportError = z.infer<typeof recipeImportError>;

/** When `errors` is not empty nothing was written and `created` is empty. */
export const recipeImportResponse = z.object({
  created: z.array(recipe),
  errors: z.array(recipeImportError),
});
export type RecipeImportResponse = z.infer<typeof recipeImportResponse>;

/** The multipart fields of a bulk import besides `file`. */
export const recipeImportFields = z.object({ location_id: z.uuid() });

/** One data row of an import file, after its cells were read as text. */
export const recipeImportRow = z.object({
  recipe: recipeName,
  portions: positiveAmount.optional(),
  ingredient: text({ error: 'Enter an ingredient' })
    .trim()
    .min(1, 'Enter an ingredient')
    .max(200, 'Use at most 200 characters'),
  quantity: positiveAmount,
  unit: recipeUnit,
  waste_percent: wastePercent.optional(),
  category: optionalText(100),
});
export type RecipeImportRow = z.infer<typeof recipeImportRow>;
