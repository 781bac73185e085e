import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from './columns.ts';
import { items } from './inventory.ts';
import { locationId } from './locations.ts';

/** A recipe: a cocktail, a dish, or a prep item (a syrup) used inside other recipes. */
export const recipes = pgTable(
  'recipes',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    category: text('category'),
    description: text('description'),
    yieldQuantity: decimal('yield_quantity'),
    yieldUnit: text('yield_unit'),
    portions: decimal('portions').notNull().default('1'),
    instructions: text('instructions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('recipes_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('recipes_location_id_name_key').on(t.locationId, sql`lower(${t.name})`),
    check('recipes_yield_quantity_check', sql`${t.yieldQuantity} > 0`),
    check('recipes_portions_check', sql`${t.portions} > 0`),
  ],
);

/** An ingredient of a recipe: an inventory item or another recipe, never both. */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    locationId: locationId(),
    recipeId: uuid('recipe_id').notNull(),
    inventoryItemId: uuid('inventory_item_id'),
    subRecipeId: uuid('sub_recipe_id'),
    quantity: decimal('quantity').notNull(),
    unit: text('unit').notNull(),
    /** Share lost in preparing it, in percent; null: the inventory item's own. */
    wastePercent: decimal('waste_percent'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('recipe_ingredients_location_id_id_key').on(t.locationId, t.id),
    index('recipe_ingredients_location_id_recipe_id_idx').on(t.locationId, t.recipeId, t.sortOrder),
    index('recipe_ingredients_location_id_inventory_item_id_idx').on(
      t.locationId,
      t.inventoryItemId,
    ),
    index('recipe_ingredients_location_id_sub_recipe_id_idx').on(t.locationId, t.subRecipeId),
    foreignKey({
      name: 'recipe_ingredients_recipe_fk',
      columns: [t.locationId, t.recipeId],
      foreignColumns: [recipes.locationId, recipes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recipe_ingredients_inventory_item_fk',
      columns: [t.locationId, t.inventoryItemId],
      foreignColumns: [items.locationId, items.id],
    }),
    foreignKey({
      name: 'recipe_ingredients_sub_recipe_fk',
      columns: [t.locationId, t.subRecipeId],
      foreignColumns: [recipes.locationId, recipes.id],
    }),
    check(
      'recipe_ingredients_source_check',
      sql`(${t.inventoryItemId} is null) <> (${t.subRecipeId} is null)`,
    ),
    // Deeper cycles are the service's to refuse; a recipe naming itself is refused here too.
    check('recipe_ingredients_not_self_check', sql`${t.subRecipeId} <> ${t.recipeId}`),
    check('recipe_ingredients_quantity_check', sql`${t.quantity} > 0`),
    check(
      'recipe_ingredients_waste_percent_check',
      sql`${t.wastePercent} >= 0 and ${t.wastePercent} < 100`,
    ),
  ],
);

/** Something the venue sells, at `price`, made of recipes. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    category: text('category'),
    description: text('description'),
    price: decimal('price').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('menu_items_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('menu_items_location_id_name_key').on(t.locationId, sql`lower(${t.name})`),
    index('menu_items_location_id_category_idx').on(t.locationId, t.category),
    check('menu_items_price_check', sql`${t.price} >= 0`),
  ],
);

/** How many portions of a recipe go into a menu item. */
export const menuRecipes = pgTable(
  'menu_recipes',
  {
    id: id(),
    locationId: locationId(),
    menuItemId: uuid('menu_item_id').notNull(),
    recipeId: uuid('recipe_id').notNull(),
    quantity: decimal('quantity').notNull().default('1'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('menu_recipes_location_id_id_key').on(t.locationId, t.id),
    index('menu_recipes_location_id_menu_item_id_idx').on(t.locationId, t.menuItemId),
    index('menu_recipes_location_id_recipe_id_idx').on(t.locationId, t.recipeId),
    foreignKey({
      name: 'menu_recipes_menu_item_fk',
      columns: [t.locationId, t.menuItemId],
      foreignColumns: [menuItems.locationId, menuItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_recipes_recipe_fk',
      columns: [t.locationId, t.recipeId],
      foreignColumns: [recipes.locationId, recipes.id],
    }),
    check('menu_recipes_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A stock item a menu item uses directly (a bottle of beer, 175 ml of wine), without a recipe. */
export const menuStockItems = pgTable(
  'menu_stock_items',
  {
    id: id(),
    locationId: locationId(),
    menuItemId: uuid('menu_item_id').notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: decimal('quantity').notNull(),
    unit: text('unit').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('menu_stock_items_location_id_id_key').on(t.locationId, t.id),
    index('menu_stock_items_location_id_menu_item_id_idx').on(t.locationId, t.menuItemId),
    index('menu_stock_items_location_id_item_id_idx').on(t.locationId, t.itemId),
    foreignKey({
      name: 'menu_stock_items_menu_item_fk',
      columns: [t.locationId, t.menuItemId],
      foreignColumns: [menuItems.locationId, menuItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_stock_items_item_fk',
      columns: [t.locationId, t.itemId],
      foreignColumns: [items.locationId, items.id],
    }),
    check('menu_stock_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
