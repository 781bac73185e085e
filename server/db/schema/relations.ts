import { relations } from 'drizzle-orm';
import { assistantConversations, assistantMessages } from './assistant.ts';
import { shoppingListItems, shoppingLists, vendorItems, vendors } from './buying.ts';
import { menuItems, menuRecipes, recipeIngredients, recipes } from './cooking.ts';
import { categories, items, stockUpdates } from './inventory.ts';
import { inviteCodes, locations, members } from './locations.ts';
import { users } from './users.ts';

// Relations for drizzle's query API (`db.query.items.findMany({ with: { category: true } })`).
// They join on `id` alone: the composite foreign keys already guarantee the location matches.

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(members),
}));

export const locationsRelations = relations(locations, ({ many }) => ({
  members: many(members),
  inviteCodes: many(inviteCodes),
}));

export const membersRelations = relations(members, ({ one }) => ({
  location: one(locations, { fields: [members.locationId], references: [locations.id] }),
  user: one(users, { fields: [members.userId], references: [users.id] }),
}));

export const inviteCodesRelations = relations(inviteCodes, ({ one }) => ({
  location: one(locations, { fields: [inviteCodes.locationId], references: [locations.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  items: many(items),
}));

export const itemsRelations = relations(items, ({ one, many }) => ({
  category: one(categories, { fields: [items.categoryId], references: [categories.id] }),
  stockUpdates: many(stockUpdates),
  vendorItems: many(vendorItems),
}));

export const stockUpdatesRelations = relations(stockUpdates, ({ one }) => ({
  item: one(items, { fields: [stockUpdates.itemId], references: [items.id] }),
  user: one(users, { fields: [stockUpdates.userId], references: [users.id] }),
  shoppingList: one(shoppingLists, {
    fields: [stockUpdates.shoppingListId],
    references: [shoppingLists.id],
  }),
}));

export const vendorsRelations = relations(vendors, ({ many }) => ({
  items: many(vendorItems),
  shoppingLists: many(shoppingLists),
}));

export const vendorItemsRelations = relations(vendorItems, ({ one }) => ({
  vendor: one(vendors, { fields: [vendorItems.vendorId], references: [vendors.id] }),
  inventoryItem: one(items, { fields: [vendorItems.inventoryItemId], references: [items.id] }),
}));

export const shoppingListsRelations = relations(shoppingLists, ({ one, many }) => ({
  vendor: one(vendors, { fields: [shoppingLists.vendorId], references: [vendors.id] }),
  items: many(shoppingListItems),
}));

export const shoppingListItemsRelations = relations(shoppingListItems, ({ one }) => ({
  shoppingList: one(shoppingLists, {
    fields: [shoppingListItems.shoppingListId],
    references: [shoppingLists.id],
  }),
  inventoryItem: one(items, {
    fields: [shoppingListItems.inventoryItemId],
    references: [items.id],
  }),
  vendorItem: one(vendorItems, {
    fields: [shoppingListItems.vendorItemId],
    references: [vendorItems.id],
  }),
}));

export const recipesRelations = relations(recipes, ({ many }) => ({
  ingredients: many(recipeIngredients, { relationName: 'recipe_ingredients' }),
  usedIn: many(recipeIngredients, { relationName: 'sub_recipe' }),
  menuRecipes: many(menuRecipes),
}));

export const recipeIngredientsRelations = relations(recipeIngredients, ({ one }) => ({
  recipe: one(recipes, {
    fields: [recipeIngredients.recipeId],
    references: [recipes.id],
    relationName: 'recipe_ingredients',
  }),
  subRecipe: one(recipes, {
    fields: [recipeIngredients.subRecipeId],
    references: [recipes.id],
    relationName: 'sub_recipe',
  }),
  inventoryItem: one(items, {
    fields: [recipeIngredients.inventoryItemId],
    references: [items.id],
  }),
}));

export const menuItemsRelations = relations(menuItems, ({ many }) => ({
  recipes: many(menuRecipes),
}));

export const menuRecipesRelations = relations(menuRecipes, ({ one }) => ({
  menuItem: one(menuItems, { fields: [menuRecipes.menuItemId], references: [menuItems.id] }),
  recipe: one(recipes, { fields: [menuRecipes.recipeId], references: [recipes.id] }),
}));

export const assistantConversationsRelations = relations(assistantConversations, ({ many }) => ({
  messages: many(assistantMessages),
}));

export const assistantMessagesRelations = relations(assistantMessages, ({ one }) => ({
  conversation: one(assistantConversations, {
    fields: [assistantMessages.conversationId],
    references: [assistantConversations.id],
  }),
}));
