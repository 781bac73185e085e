import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app.ts';
import { createItem } from '../test/factories.ts';
import type { Database, Db } from './client.ts';
import {
  assistantMessages,
  items,
  locations,
  members,
  menuRecipes,
  recipeIngredients,
  shoppingListItems,
  shoppingLists,
  stockUpdates,
  users,
  vendorItems,
  vendors,
} from './schema/index.ts';
import { FOREIGN_KEY, refused, tenantTables, venueInEveryTable } from '../test/schema-helpers.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

const newVenue = () => venueInEveryTable(db);

describe('tenant integrity', () => {
  it('refuses every reference to a row of another location', async () => {
    const here = await newVenue();
    const there = await newVenue();
    const locationId = here.locationId;
    await expect(
      db.insert(stockUpdates).values({
        locationId,
        itemId: there.item.id,
        previousQuantity: '0',
        newQuantity: '1',
        delta: '1',
        reason: 'count',
      }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'stock_updates_item_fk'));
    await expect(
      db
        .insert(items)
        .values({ locationId, name: 'Rum', unit: 'bottle', categoryId: there.category.id }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'items_category_fk'));
    await expect(
      db.insert(vendorItems).values({
        locationId,
        vendorId: here.vendor.id,
        inventoryItemId: there.item.id,
        name: 'X',
        price: '1',
      }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'vendor_items_inventory_item_fk'));
    await expect(
      db.insert(shoppingListItems).values({ locationId, shoppingListId: there.list.id, name: 'X' }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'shopping_list_items_list_fk'));
    await expect(
      db.insert(recipeIngredients).values({
        locationId,
        recipeId: here.recipe.id,
        subRecipeId: there.syrup.id,
        quantity: '1',
        unit: 'ml',
      }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'recipe_ingredients_sub_recipe_fk'));
    await expect(
      db
        .insert(menuRecipes)
        .values({ locationId, menuItemId: here.menuItem.id, recipeId: there.recipe.id }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'menu_recipes_recipe_fk'));
    await expect(
      db
        .insert(assistantMessages)
        .values({ locationId, conversationId: there.conversation.id, role: 'user' }),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'assistant_messages_conversation_fk'));
    // Moving a row to another location would orphan its references, so it is refused too.
    const rum = await createItem(db, here.location, {
      name: 'Rum',
      unit: 'bottle',
      categoryId: here.category.id,
    });
    await expect(
      db.update(items).set({ locationId: there.locationId }).where(eq(items.id, rum.id)),
    ).rejects.toMatchObject(refused(FOREIGN_KEY, 'items_category_fk'));
  });

  it('refuses to delete a row still referenced, until the reference is cleared', async () => {
    const { vendor, vendorItem, item, list } = await newVenue();
    await expect(db.delete(vendors).where(eq(vendors.id, vendor.id))).rejects.toMatchObject(
      refused(FOREIGN_KEY, 'shopping_lists_vendor_fk'),
    );
    await db.update(shoppingLists).set({ vendorId: null }).where(eq(shoppingLists.id, list.id));
    await db
      .update(shoppingListItems)
      .set({ vendorItemId: null })
      .where(eq(shoppingListItems.shoppingListId, list.id));
    await db.delete(vendors).where(eq(vendors.id, vendor.id));
    // The vendor's catalogue went with it; the list and the item stay.
    expect(await db.$count(vendorItems, eq(vendorItems.id, vendorItem.id))).toBe(0);
    expect(await db.$count(shoppingLists, eq(shoppingLists.id, list.id))).toBe(1);
    expect(await db.$count(items, eq(items.id, item.id))).toBe(1);
  });

  it('keeps the history of a deleted user, without the user', async () => {
    const { locationId, user, item } = await newVenue();
    await db.delete(users).where(eq(users.id, user.id));
    const [update] = await db.select().from(stockUpdates).where(eq(stockUpdates.itemId, item.id));
    expect(update).toMatchObject({ userId: null, newQuantity: '2.0000' });
    expect(await db.$count(members, eq(members.locationId, locationId))).toBe(0);
    expect(await db.$count(shoppingLists, eq(shoppingLists.locationId, locationId))).toBe(1);
  });

  it('deletes every tenant row of a location with it, and nothing of another', async () => {
    const doomed = await newVenue();
    const kept = await newVenue();
    const count = async (locationId: string): Promise<Record<string, number>> => {
      const entries = Object.entries(tenantTables).map(async ([name, table]) => {
        return [name, await db.$count(table, sql`location_id = ${locationId}`)] as const;
      });
      return Object.fromEntries(await Promise.all(entries));
    };
    const before = await count(doomed.locationId);
    expect(Object.entries(before).filter(([, rows]) => rows === 0)).toEqual([]);

    await db.delete(locations).where(eq(locations.id, doomed.locationId));

    const after = await count(doomed.locationId);
    expect(after).toEqual(Object.fromEntries(Object.keys(tenantTables).map((name) => [name, 0])));
    expect(await count(kept.locationId)).toEqual(before);
  });
});
