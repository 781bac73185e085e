import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  assistantConversations,
  assistantMessages,
  categories,
  idempotencyKeys,
  inviteCodes,
  items,
  mailOutbox,
  members,
  menuItems,
  menuRecipes,
  menuStockItems,
  priceChanges,
  recipeIngredients,
  recipes,
  salesImports,
  salesLines,
  salesMappings,
  shoppingListItems,
  shoppingLists,
  stockCountLines,
  stockCounts,
  stockUpdates,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import { queueMail } from '#server/lib/mail-queue/queue.ts';
import {
  createAssistantConversation,
  createAssistantMessage,
  createCategory,
  createIdempotencyKey,
  createPriceChange,
  createInviteCode,
  createItem,
  createLocation,
  createMenuItem,
  createMenuRecipe,
  createMenuStockItem,
  createRecipe,
  createRecipeIngredient,
  createShoppingList,
  createSalesImport,
  createSalesLine,
  createSalesMapping,
  createShoppingListItem,
  createStockCount,
  createStockCountLine,
  createStockUpdate,
  createVendor,
  createVendorItem,
} from './factories.ts';

/** Tables and rows of the database schema's tests (server/db/schema*.test.ts). */

/** Every table that belongs to a location. */
export const tenantTables = {
  members,
  invite_codes: inviteCodes,
  categories,
  items,
  stock_updates: stockUpdates,
  idempotency_keys: idempotencyKeys,
  vendors,
  vendor_items: vendorItems,
  price_changes: priceChanges,
  shopping_lists: shoppingLists,
  shopping_list_items: shoppingListItems,
  recipes,
  recipe_ingredients: recipeIngredients,
  menu_items: menuItems,
  menu_recipes: menuRecipes,
  menu_stock_items: menuStockItems,
  stock_counts: stockCounts,
  stock_count_lines: stockCountLines,
  sales_imports: salesImports,
  sales_lines: salesLines,
  sales_mappings: salesMappings,
  assistant_conversations: assistantConversations,
  assistant_messages: assistantMessages,
  mail_outbox: mailOutbox,
} satisfies Record<string, PgTable>;

/** What drizzle throws for a refused statement: the driver's error, with its SQLSTATE, as `cause`. */
export const refused = (code: string, constraint: string) => ({ cause: { code, constraint } });
export const CHECK = '23514';
export const UNIQUE = '23505';
export const FOREIGN_KEY = '23503';

export const tag = () => randomUUID().slice(0, 8);

/** A location with one row in every tenant table, every optional reference filled in. */
export async function venueInEveryTable(db: Db) {
  const { location, owner: user } = await createLocation(db);
  const userId = user.id;
  await createInviteCode(db, location, { createdBy: userId });
  const category = await createCategory(db, location, { name: 'Gin' });
  const item = await createItem(db, location, {
    name: 'Dry gin',
    unit: 'bottle',
    categoryId: category.id,
    quantity: '2',
  });
  const vendor = await createVendor(db, location, { name: 'Spirits Co' });
  const vendorItem = await createVendorItem(db, location, {
    vendorId: vendor.id,
    inventoryItemId: item.id,
    name: 'Dry gin 6×70cl',
    packSize: '6',
    price: '90',
    isPreferred: true,
  });
  const list = await createShoppingList(db, location, {
    name: 'Monday',
    vendorId: vendor.id,
    createdBy: userId,
  });
  await createShoppingListItem(db, location, {
    shoppingListId: list.id,
    inventoryItemId: item.id,
    vendorItemId: vendorItem.id,
    name: 'Dry gin',
    quantity: '1',
  });
  await createStockUpdate(db, location, {
    itemId: item.id,
    userId,
    reason: 'receive',
    shoppingListId: list.id,
    previousQuantity: '0',
    newQuantity: '2',
  });
  await createPriceChange(db, location, {
    vendorItemId: vendorItem.id,
    userId,
    source: 'receive',
    shoppingListId: list.id,
  });
  await createIdempotencyKey(db, location, { userId });
  const syrup = await createRecipe(db, location, { name: 'Simple syrup' });
  const recipe = await createRecipe(db, location, { name: 'Gin fizz' });
  const ingredient = { recipeId: recipe.id, quantity: '15', unit: 'ml' };
  await createRecipeIngredient(db, location, { ...ingredient, inventoryItemId: item.id });
  await createRecipeIngredient(db, location, { ...ingredient, subRecipeId: syrup.id });
  const menuItem = await createMenuItem(db, location, { name: 'Gin fizz', price: '12' });
  await createMenuRecipe(db, location, { menuItemId: menuItem.id, recipeId: recipe.id });
  await createMenuStockItem(db, location, { menuItemId: menuItem.id, itemId: item.id });
  const count = await createStockCount(db, location, { openedBy: userId });
  await createStockCountLine(db, location, { countId: count.id, itemId: item.id });
  await createStockUpdate(db, location, {
    itemId: item.id,
    userId,
    countId: count.id,
    previousQuantity: '2',
    newQuantity: '2',
  });
  await createSalesLine(db, location, {
    posName: 'Gin Fizz',
    menuItemId: menuItem.id,
    createdBy: userId,
  });
  const salesImport = await createSalesImport(db, location, { createdBy: userId });
  await createSalesLine(db, location, {
    posName: 'Gin Fizz',
    menuItemId: menuItem.id,
    source: 'square',
    dedupeKey: 'imported-gin-fizz',
    importId: salesImport.id,
    createdBy: userId,
  });
  await createSalesMapping(db, location, { posName: 'Gin Fizz', menuItemId: menuItem.id });
  const conversation = await createAssistantConversation(db, location, { userId });
  await createAssistantMessage(db, location, { conversationId: conversation.id, content: 'Hi' });
  await queueMail(
    db,
    {
      kind: 'order',
      locationId: location.id,
      listId: list.id,
      message: { to: 'orders@spirits.test', subject: 'Order', text: 'Gin', html: '<p>Gin</p>' },
    },
    new Date('2026-11-20T09:00:00Z'),
  );
  return {
    location,
    locationId: location.id,
    user,
    category,
    item,
    vendor,
    vendorItem,
    list,
    recipe,
    syrup,
    menuItem,
    conversation,
  };
}
