import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  assistantConversations,
  assistantMessages,
  categories,
  idempotencyKeys,
  inviteCodes,
  items,
  members,
  menuItems,
  menuRecipes,
  recipeIngredients,
  recipes,
  shoppingListItems,
  shoppingLists,
  stockUpdates,
  vendorItems,
  vendors,
  waitingList,
} from '../db/schema/index.ts';
import { useTestApp } from './app.ts';
import {
  createAssistantConversation,
  createAssistantMessage,
  createCategory,
  createIdempotencyKey,
  createInviteCode,
  createItem,
  createLocation,
  createMember,
  createMenuItem,
  createMenuRecipe,
  createRecipe,
  createRecipeIngredient,
  createShoppingList,
  createShoppingListItem,
  createStockUpdate,
  createUser,
  createVendor,
  createVendorItem,
  createWaitingListEntry,
} from './factories.ts';

const ctx = useTestApp();

type TenantTable = PgTable & { id: PgColumn; locationId: PgColumn };

/** The location of the row with this id, as the database holds it. */
async function locationOf(table: TenantTable, id: string): Promise<string | undefined> {
  const rows = (await ctx.db
    .select({ locationId: table.locationId })
    .from(table as PgTable)
    .where(eq(table.id, id))) as { locationId: string }[];
  return rows[0]?.locationId;
}

describe('test factories', () => {
  it('insert one row of each kind into the location they are given', async () => {
    const { location } = await createLocation(ctx.db);
    const created: [TenantTable, { id: string; locationId: string }][] = [
      [members, await createMember(ctx.db, location, { role: 'manager' })],
      [inviteCodes, await createInviteCode(ctx.db, location)],
      [categories, await createCategory(ctx.db, location)],
      [items, await createItem(ctx.db, location)],
      [stockUpdates, await createStockUpdate(ctx.db, location)],
      [vendors, await createVendor(ctx.db, location)],
      [vendorItems, await createVendorItem(ctx.db, location)],
      [shoppingLists, await createShoppingList(ctx.db, location)],
      [shoppingListItems, await createShoppingListItem(ctx.db, location)],
      [recipes, await createRecipe(ctx.db, location)],
      [recipeIngredients, await createRecipeIngredient(ctx.db, location)],
      [menuItems, await createMenuItem(ctx.db, location)],
      [menuRecipes, await createMenuRecipe(ctx.db, location)],
      [assistantConversations, await createAssistantConversation(ctx.db, location)],
      [assistantMessages, await createAssistantMessage(ctx.db, location)],
    ];

    for (const [table, row] of created) {
      expect(row.locationId).toBe(location.id);
      expect(await locationOf(table, row.id)).toBe(location.id);
    }
    const [key] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, (await createIdempotencyKey(ctx.db, location)).key));
    expect(key?.locationId).toBe(location.id);
  });

  it('build what a row refers to in the same location, or use what they are given', async () => {
    const { location } = await createLocation(ctx.db);
    const line = await createVendorItem(ctx.db, location);
    expect(await locationOf(vendors, line.vendorId)).toBe(location.id);

    const item = await createItem(ctx.db, location, { quantity: '4' });
    const update = await createStockUpdate(ctx.db, location, {
      itemId: item.id,
      previousQuantity: '4',
      newQuantity: '2.5',
      reason: 'waste',
    });
    expect(update).toMatchObject({ itemId: item.id, delta: '-1.5000', reason: 'waste' });

    const syrup = await createRecipe(ctx.db, location, { name: 'Simple syrup' });
    const ingredient = await createRecipeIngredient(ctx.db, location, { subRecipeId: syrup.id });
    expect(ingredient).toMatchObject({ subRecipeId: syrup.id, inventoryItemId: null });

    const user = await createUser(ctx.db);
    const member = await createMember(ctx.db, location, { user });
    expect(member).toMatchObject({ userId: user.id, role: 'staff', user: { id: user.id } });
  });

  it('put a pending entry on the waiting list', async () => {
    const entry = await createWaitingListEntry(ctx.db);
    const [row] = await ctx.db.select().from(waitingList).where(eq(waitingList.id, entry.id));
    expect(row).toMatchObject({ email: entry.email, status: 'pending' });
  });
});
