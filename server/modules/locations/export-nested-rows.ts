import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type {
  exportedMember,
  exportedMenuItem,
  exportedRecipe,
  exportedShoppingList,
} from '#contract/location-export.ts';
import type { Db } from '#server/db/client.ts';
import {
  members,
  menuItems,
  menuRecipes,
  menuStockItems,
  recipeIngredients,
  recipes,
  shoppingListItems,
  shoppingLists,
  users,
} from '#server/db/schema/index.ts';
import { toNullableNumber, toNumber } from '#server/lib/money.ts';
import { EXPORT_PAGE_ROWS, pagesOf } from '#server/lib/json-stream.ts';
import { type Exported, inLocation, iso, isoOrNull } from './export-rows.ts';

// Collections whose rows carry lines of their own: a page of parents, then their lines in one
// query, grouped under each parent.

export function byParent<T>(lines: T[], parentOf: (line: T) => string): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const line of lines) {
    const parent = parentOf(line);
    const group = grouped.get(parent);
    if (group) group.push(line);
    else grouped.set(parent, [line]);
  }
  return grouped;
}

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const creator = alias(users, 'creator');

/** Shopping lists with their lines; who sent, received and made each list, by name. */
export async function* shoppingListPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select({
          ...getTableColumns(shoppingLists),
          sentByName: sender.name,
          receivedByName: receiver.name,
          createdByName: creator.name,
        })
        .from(shoppingLists)
        .leftJoin(sender, eq(sender.id, shoppingLists.sentBy))
        .leftJoin(receiver, eq(receiver.id, shoppingLists.receivedBy))
        .leftJoin(creator, eq(creator.id, shoppingLists.createdBy))
        .where(inLocation(shoppingLists, locationId, after))
        .orderBy(asc(shoppingLists.id))
        .limit(EXPORT_PAGE_ROWS),
    shoppingLists.id,
  )) {
    const lines =
      page.length === 0
        ? []
        : await db
            .select()
            .from(shoppingListItems)
            .where(
              and(
                eq(shoppingListItems.locationId, locationId),
                inArray(
                  shoppingListItems.shoppingListId,
                  page.map((list) => list.id),
                ),
              ),
            )
            .orderBy(asc(shoppingListItems.id));
    const linesOf = byParent(lines, (line) => line.shoppingListId);
    yield page.map((row): Exported<typeof exportedShoppingList> => ({
      id: row.id,
      name: row.name,
      vendor_id: row.vendorId,
      status: row.status,
      notes: row.notes,
      sent_at: isoOrNull(row.sentAt),
      sent_to: row.sentTo,
      sent_by: row.sentByName,
      received_at: isoOrNull(row.receivedAt),
      received_by: row.receivedByName,
      credit_requested_at: isoOrNull(row.creditRequestedAt),
      created_by: row.createdByName,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      lines: (linesOf.get(row.id) ?? []).map((line) => ({
        inventory_item_id: line.inventoryItemId,
        vendor_item_id: line.vendorItemId,
        name: line.name,
        quantity: toNumber(line.quantity),
        unit: line.unit,
        pack_size: toNullableNumber(line.packSize),
        unit_price: toNullableNumber(line.unitPrice),
        completed: line.completed,
        received_quantity: toNullableNumber(line.receivedQuantity),
        invoice_price: toNullableNumber(line.invoicePrice),
        notes: line.notes,
        sort_order: line.sortOrder,
        created_at: iso(line.createdAt),
        updated_at: iso(line.updatedAt),
      })),
    }));
  }
}

/** Recipes with their ingredient lines. */
export async function* recipePages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select()
        .from(recipes)
        .where(inLocation(recipes, locationId, after))
        .orderBy(asc(recipes.id))
        .limit(EXPORT_PAGE_ROWS),
    recipes.id,
  )) {
    const lines =
      page.length === 0
        ? []
        : await db
            .select()
            .from(recipeIngredients)
            .where(
              and(
                eq(recipeIngredients.locationId, locationId),
                inArray(
                  recipeIngredients.recipeId,
                  page.map((recipe) => recipe.id),
                ),
              ),
            )
            .orderBy(asc(recipeIngredients.id));
    const linesOf = byParent(lines, (line) => line.recipeId);
    yield page.map((row): Exported<typeof exportedRecipe> => ({
      id: row.id,
      name: row.name,
      category: row.category,
      description: row.description,
      yield_quantity: toNullableNumber(row.yieldQuantity),
      yield_unit: row.yieldUnit,
      portions: toNumber(row.portions),
      instructions: row.instructions,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      ingredients: (linesOf.get(row.id) ?? []).map((line) => ({
        inventory_item_id: line.inventoryItemId,
        sub_recipe_id: line.subRecipeId,
        quantity: toNumber(line.quantity),
        unit: line.unit,
        waste_percent: toNullableNumber(line.wastePercent),
        sort_order: line.sortOrder,
        created_at: iso(line.createdAt),
      })),
    }));
  }
}

/** The menu, each item with the recipes it is made of and the stock items it uses directly. */
export async function* menuPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select()
        .from(menuItems)
        .where(inLocation(menuItems, locationId, after))
        .orderBy(asc(menuItems.id))
        .limit(EXPORT_PAGE_ROWS),
    menuItems.id,
  )) {
    const lines =
      page.length === 0
        ? []
        : await db
            .select()
            .from(menuRecipes)
            .where(
              and(
                eq(menuRecipes.locationId, locationId),
                inArray(
                  menuRecipes.menuItemId,
                  page.map((item) => item.id),
                ),
              ),
            )
            .orderBy(asc(menuRecipes.id));
    const stock =
      page.length === 0
        ? []
        : await db
            .select()
            .from(menuStockItems)
            .where(
              and(
                eq(menuStockItems.locationId, locationId),
                inArray(
                  menuStockItems.menuItemId,
                  page.map((item) => item.id),
                ),
              ),
            )
            .orderBy(asc(menuStockItems.id));
    const linesOf = byParent(lines, (line) => line.menuItemId);
    const stockOf = byParent(stock, (line) => line.menuItemId);
    yield page.map((row): Exported<typeof exportedMenuItem> => ({
      id: row.id,
      name: row.name,
      category: row.category,
      description: row.description,
      price: toNumber(row.price),
      active: row.active,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      recipes: (linesOf.get(row.id) ?? []).map((line) => ({
        recipe_id: line.recipeId,
        quantity: toNumber(line.quantity),
        created_at: iso(line.createdAt),
      })),
      stock_items: (stockOf.get(row.id) ?? []).map((line) => ({
        item_id: line.itemId,
        quantity: toNumber(line.quantity),
        unit: line.unit,
        sort_order: line.sortOrder,
        created_at: iso(line.createdAt),
      })),
    }));
  }
}

/** The members by name and role: no account id, no email (decision 031). */
export async function* memberPages(db: Db, locationId: string) {
  const rows = await db
    .select({ name: users.name, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.locationId, locationId))
    .orderBy(asc(members.joinedAt), asc(members.id));
  yield rows.map((row): Exported<typeof exportedMember> => ({ name: row.name, role: row.role }));
}
