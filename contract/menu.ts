import { z } from 'zod';
import { allergens } from './allergens.ts';
import { amount } from './amounts.ts';
import { positiveAmount } from './recipes.ts';
import { optionalText, text, timestamp } from './text.ts';

/**
 * The menu (docs/api.md#menu, docs/domain.md#menu): what a venue sells,
 * at what price, made of which recipes (so many portions each) and which stock items used
 * directly (a bottle of beer, 175 ml of wine). Cost = Σ portions × the recipe's cost per
 * portion + Σ the stock items' costs, from current prices; margin = price − cost; food
 * cost % = cost ÷ price × 100. Unknown is unknown: when any part cannot be costed, or there
 * is nothing to cost, `cost`, `margin`, `food_cost_percent` and `above_target` are null
 * (`cost_complete` false, `cost_unknown_reason` and `missing_costs` say why): never a
 * silent zero, never "within target".
 */

/** Most recipes one menu item is made of. */
export const MENU_MAX_RECIPES = 50;
/** Most stock items one menu item uses directly. */
export const MENU_MAX_STOCK_ITEMS = 50;

/** Why a menu item's cost is unknown. */
export const menuCostUnknownReasons = [
  /** Neither a recipe nor a stock item: there is nothing to cost. */
  'nothing_to_cost',
  /** A price is missing or a unit does not convert somewhere (`missing_costs` names it). */
  'incomplete',
] as const;
export const menuCostUnknownReason = z.enum(menuCostUnknownReasons);
export type MenuCostUnknownReason = z.infer<typeof menuCostUnknownReason>;

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
  /** quantity × the recipe's cost per portion; null when the recipe's cost is incomplete. */
  cost: z.number().nullable(),
  /** False when the recipe's cost is incomplete. */
  cost_complete: z.boolean(),
});
export type MenuRecipe = z.infer<typeof menuRecipe>;

/** A stock item a menu item uses directly (a bottle of beer, 175 ml of wine). */
export const menuStockItem = z.object({
  id: z.uuid(),
  menu_item_id: z.uuid(),
  inventory_item_id: z.uuid(),
  /** The stock item's name. */
  name: z.string(),
  /** How much of it one menu item uses, in `unit`. */
  quantity: z.number(),
  unit: z.string(),
  /** The stock item's waste percentage applied (0 when it has none). */
  applied_waste_percent: z.number(),
  /** quantity ÷ (1 − waste ÷ 100), in `unit`: what one sale takes from stock. */
  gross_quantity: z.number(),
  /** Cost of the gross quantity; null when it cannot be costed (see `missing_reason`). */
  cost: z.number().nullable(),
  /** `no_cost`: the item has no cost per unit; `no_conversion`: the unit does not convert. */
  missing_reason: z.enum(['no_cost', 'no_conversion']).nullable(),
});
export type MenuStockItem = z.infer<typeof menuStockItem>;

export const menuItem = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** Selling price. */
  price: z.number(),
  active: z.boolean(),
  /** The union of its recipes' and stock items' allergens ("contains" wins over "may_contain"). */
  allergens,
  recipes: z.array(menuRecipe),
  stock_items: z.array(menuStockItem),
  /** Σ of its recipes' and stock items' costs; null when unknown (see `cost_unknown_reason`). */
  cost: z.number().nullable(),
  /** price − cost; null when the cost is unknown. */
  margin: z.number().nullable(),
  /** cost ÷ price × 100; null when the price is 0 or the cost is unknown. */
  food_cost_percent: z.number().nullable(),
  /** Whether food_cost_percent is above the location's target; null when it is null. */
  above_target: z.boolean().nullable(),
  /** Names of ingredients and stock items (through its recipes too) that could not be costed. */
  missing_costs: z.array(z.string()),
  /** True only when every part is costed and there is at least one part. */
  cost_complete: z.boolean(),
  /** Why the cost is unknown; null when it is known. */
  cost_unknown_reason: menuCostUnknownReason.nullable(),
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

const stockItemUnit = text({ error: 'Enter a unit' })
  .trim()
  .min(1, 'Enter a unit')
  .max(32, 'Use at most 32 characters');

/** A stock item of a menu item as a client sends it. */
export const menuStockItemInput = z.object({
  inventory_item_id: z.uuid(),
  /** How much of the item one menu item uses, in `unit` (after the item's waste). */
  quantity: positiveAmount,
  /** Any unit that converts to the item's (its own, its content per unit, its conversions). */
  unit: stockItemUnit,
});
export type MenuStockItemInput = z.input<typeof menuStockItemInput>;

const menuStockItemList = z
  .array(menuStockItemInput)
  .max(MENU_MAX_STOCK_ITEMS, `Use at most ${MENU_MAX_STOCK_ITEMS} stock items`);

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
  stock_items: menuStockItemList.optional(),
});
export type CreateMenuItemBody = z.input<typeof createMenuItemBody>;

/** Menu item fields to change; `recipes` and `stock_items`, when given, replace all of them. */
export const updateMenuItemBody = z.object({
  name: menuItemName.optional(),
  price: amount.optional(),
  ...menuFields,
  recipes: menuRecipeList.optional(),
  stock_items: menuStockItemList.optional(),
});
export type UpdateMenuItemBody = z.input<typeof updateMenuItemBody>;

/** `POST /api/menu/{id}/recipes`. */
export const addMenuRecipeBody = menuRecipeInput;
export type AddMenuRecipeBody = MenuRecipeInput;

/** `POST /api/menu/{id}/items`. */
export const addMenuStockItemBody = menuStockItemInput;
export type AddMenuStockItemBody = MenuStockItemInput;

/** `DELETE /api/menu/{id}/items/{lineId}`. */
export const menuStockItemParams = z.object({ id: z.uuid(), lineId: z.uuid() });

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
  /** Null when unknown (see `cost_unknown_reason`). */
  cost: z.number().nullable(),
  margin: z.number().nullable(),
  food_cost_percent: z.number().nullable(),
  /** The location's target food cost %. */
  target_food_cost_percent: z.number(),
  above_target: z.boolean().nullable(),
  recipes: z.array(menuRecipe),
  stock_items: z.array(menuStockItem),
  /** Names of what could not be costed. */
  missing: z.array(z.string()),
  cost_complete: z.boolean(),
  cost_unknown_reason: menuCostUnknownReason.nullable(),
});
export type MenuCost = z.infer<typeof menuCost>;

/** `GET /api/menu/categories`: the categories in use, sorted. */
export const menuCategories = z.array(z.string());
