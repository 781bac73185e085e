import { z } from 'zod';
import { allergens } from './allergens.ts';
import { amount } from './amounts.ts';
import { positiveAmount } from './recipes.ts';
import { optionalText, text, timestamp } from './text.ts';

/**
 * The menu (docs/api.md#menu, docs/domain.md#menu): what a venue sells,
 * at what price, made of which recipes (so many portions each). Cost = Σ portions × the
 * recipe's cost per portion from current prices; margin = price − cost; food cost % =
 * cost ÷ price × 100. When a recipe's cost is incomplete the item's is too (`cost_complete`
 * false, `missing_costs` names what is missing): never a silent zero.
 */

/** Most recipes one menu item is made of. */
export const MENU_MAX_RECIPES = 50;

const menuItemName = text({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(200, 'Use at most 200 characters');

export const menuRecipe = z.object({
  id: z.uuid(),
  menu_item_id: z.uuid(),
  recipe_id: z.uuid(),
  recipe_name: z.string(),
  /** Portions of the recipe in one menu item. */
  quantity: z.number(),
  /** quantity × the recipe's cost per portion (what is known of it). */
  cost: z.number(),
  /** False when the recipe's cost is incomplete. */
  cost_complete: z.boolean(),
});
export type MenuRecipe = z.infer<typeof menuRecipe>;

export const menuItem = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** Selling price. */
  price: z.number(),
  active: z.boolean(),
  /** The union of its recipes' allergens ("contains" wins over "may_contain"). */
  allergens,
  recipes: z.array(menuRecipe),
  /** Σ of its recipes' costs. */
  cost: z.number(),
  /** price − cost. */
  margin: z.number(),
  /** cost ÷ price × 100; null when the price is 0. */
  food_cost_percent: z.number().nullable(),
  /** Whether food_cost_percent is above the location's target (null when it has none). */
  above_target: z.boolean().nullable(),
  /** Names of ingredients (through its recipes) that could not be costed. */
  missing_costs: z.array(z.string()),
  cost_complete: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MenuItem = z.infer<typeof menuItem>;

/** A recipe of a menu item as a client sends it. */
export const menuRecipeInput = z.object({
  recipe_id: z.uuid(),
  /** Portions of the recipe (default 1). */
  quantity: positiveAmount.default(1),
});
export type MenuRecipeInput = z.input<typeof menuRecipeInput>;

const menuRecipeList = z
  .array(menuRecipeInput)
  .max(MENU_MAX_RECIPES, `Use at most ${MENU_MAX_RECIPES} recipes`);

const menuFields = {
  category: optionalText(100),
  description: optionalText(2000),
  active: z.boolean().optional(),
};

export const createMenuItemBody = z.object({
  location_id: z.uuid(),
  name: menuItemName,
  price: amount,
  ...menuFields,
  recipes: menuRecipeList.optional(),
});
export type CreateMenuItemBody = z.input<typeof createMenuItemBody>;

/** Menu item fields to change; `recipes`, when given, replaces all of them. */
export const updateMenuItemBody = z.object({
  name: menuItemName.optional(),
  price: amount.optional(),
  ...menuFields,
  recipes: menuRecipeList.optional(),
});
export type UpdateMenuItemBody = z.input<typeof updateMenuItemBody>;

/** `POST /api/menu/{id}/recipes`. */
export const addMenuRecipeBody = menuRecipeInput;
export type AddMenuRecipeBody = MenuRecipeInput;

/** 'true' / 'false' in a query string. */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const listMenuQuery = z.object({
  location_id: z.uuid(),
  /** Matches the name or the description, case-insensitively. */
  search: text().trim().max(200).optional(),
  /** Items of this category (case-insensitive). */
  category: text().trim().max(100).optional(),
  /** Only active (true) or inactive (false) items; absent: both. */
  active: queryBoolean,
});

export const menuCost = z.object({
  menu_item_id: z.uuid(),
  price: z.number(),
  cost: z.number(),
  margin: z.number(),
  food_cost_percent: z.number().nullable(),
  /** The location's target food cost %. */
  target_food_cost_percent: z.number(),
  above_target: z.boolean().nullable(),
  recipes: z.array(menuRecipe),
  /** Names of what could not be costed. */
  missing: z.array(z.string()),
  cost_complete: z.boolean(),
});
export type MenuCost = z.infer<typeof menuCost>;

/** `GET /api/menu/categories`: the categories in use, sorted. */
export const menuCategories = z.array(z.string());
