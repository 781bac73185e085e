import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app.ts';
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
  createRecipe,
  createRecipeIngredient,
  createShoppingList,
  createShoppingListItem,
  createStockUpdate,
  createUser,
  createVendor,
  createVendorItem,
  createWaitingListEntry,
} from '../test/factories.ts';
import type { Database, Db } from './client.ts';
import {
  assistantConversations,
  assistantMessages,
  categories,
  idempotencyKeys,
  inviteCodes,
  items,
  locations,
  members,
  menuItems,
  menuRecipes,
  priceChanges,
  recipeIngredients,
  recipes,
  shoppingListItems,
  shoppingLists,
  stockUpdates,
  users,
  vendorItems,
  vendors,
  waitingList,
} from './schema/index.ts';

/** Every table that belongs to a location. */
const tenantTables = {
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
  assistant_conversations: assistantConversations,
  assistant_messages: assistantMessages,
} satisfies Record<string, PgTable>;

/** What drizzle throws for a refused statement: the driver's error, with its SQLSTATE, as `cause`. */
const refused = (code: string, constraint: string) => ({ cause: { code, constraint } });
const CHECK = '23514';
const UNIQUE = '23505';
const FOREIGN_KEY = '23503';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

const tag = () => randomUUID().slice(0, 8);

/** A location with one row in every tenant table, every optional reference filled in. */
async function newVenue() {
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
  const conversation = await createAssistantConversation(db, location, { userId });
  await createAssistantMessage(db, location, { conversationId: conversation.id, content: 'Hi' });
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

describe('check constraints', () => {
  it('refuses negative quantities, prices and sizes', async () => {
    const { locationId, vendor, item } = await newVenue();
    await expect(
      db.insert(items).values({ locationId, name: 'Neg', unit: 'each', quantity: '-0.5' }),
    ).rejects.toMatchObject(refused(CHECK, 'items_quantity_check'));
    await expect(
      db.update(items).set({ costPerUnit: '-1' }).where(eq(items.id, item.id)),
    ).rejects.toMatchObject(refused(CHECK, 'items_cost_per_unit_check'));
    await expect(
      db
        .insert(vendorItems)
        .values({ locationId, vendorId: vendor.id, name: 'Box', packSize: '0', price: '1' }),
    ).rejects.toMatchObject(refused(CHECK, 'vendor_items_pack_size_check'));
    await expect(
      db.insert(menuItems).values({ locationId, name: 'Free', price: '-2' }),
    ).rejects.toMatchObject(refused(CHECK, 'menu_items_price_check'));
    await expect(
      db.insert(vendors).values({ locationId, name: 'Slow', leadTimeDays: -1 }),
    ).rejects.toMatchObject(refused(CHECK, 'vendors_lead_time_days_check'));
  });

  it('refuses values outside the allowed lists', async () => {
    const { locationId, user, item } = await newVenue();
    const other = await createUser(db);
    const bad = (value: string) => value as 'staff';
    await expect(
      db.insert(members).values({ locationId, userId: other.id, role: bad('admin') }),
    ).rejects.toMatchObject(refused(CHECK, 'members_role_check'));
    await expect(
      db
        .insert(inviteCodes)
        .values({ locationId, code: 'ABCDEFGHJK', role: bad('owner'), expiresAt: new Date() }),
    ).rejects.toMatchObject(refused(CHECK, 'invite_codes_role_check'));
    await expect(
      db.insert(inviteCodes).values({ locationId, code: 'abcdefghjk', expiresAt: new Date() }),
    ).rejects.toMatchObject(refused(CHECK, 'invite_codes_code_upper_check'));
    await expect(
      db
        .insert(inviteCodes)
        .values({ locationId, code: 'ABCDEFGHJM', expiresAt: new Date(), maxUses: 0 }),
    ).rejects.toMatchObject(refused(CHECK, 'invite_codes_max_uses_check'));
    await expect(
      db.insert(stockUpdates).values({
        locationId,
        itemId: item.id,
        userId: user.id,
        previousQuantity: '2',
        newQuantity: '1',
        delta: '-1',
        reason: bad('stolen') as 'count',
      }),
    ).rejects.toMatchObject(refused(CHECK, 'stock_updates_reason_check'));
    await expect(
      db.insert(shoppingLists).values({ locationId, name: 'X', status: bad('lost') as 'draft' }),
    ).rejects.toMatchObject(refused(CHECK, 'shopping_lists_status_check'));
    await expect(
      db
        .insert(waitingList)
        .values({ email: `${tag()}@example.test`, status: bad('banned') as 'pending' }),
    ).rejects.toMatchObject(refused(CHECK, 'waiting_list_status_check'));
  });

  it('refuses a stock update whose delta is not new − previous', async () => {
    const { locationId, item } = await newVenue();
    await expect(
      db.insert(stockUpdates).values({
        locationId,
        itemId: item.id,
        previousQuantity: '2',
        newQuantity: '3',
        delta: '2',
        reason: 'count',
      }),
    ).rejects.toMatchObject(refused(CHECK, 'stock_updates_delta_check'));
  });

  it('needs exactly one of inventory item and sub-recipe on an ingredient, and no self-reference', async () => {
    const { locationId, recipe, syrup, item } = await newVenue();
    const base = { locationId, recipeId: recipe.id, quantity: '10', unit: 'ml' };
    await expect(
      db
        .insert(recipeIngredients)
        .values({ ...base, inventoryItemId: item.id, subRecipeId: syrup.id }),
    ).rejects.toMatchObject(refused(CHECK, 'recipe_ingredients_source_check'));
    await expect(db.insert(recipeIngredients).values(base)).rejects.toMatchObject(
      refused(CHECK, 'recipe_ingredients_source_check'),
    );
    await expect(
      db.insert(recipeIngredients).values({ ...base, subRecipeId: recipe.id }),
    ).rejects.toMatchObject(refused(CHECK, 'recipe_ingredients_not_self_check'));
    await expect(
      db.insert(recipeIngredients).values({ ...base, inventoryItemId: item.id, quantity: '0' }),
    ).rejects.toMatchObject(refused(CHECK, 'recipe_ingredients_quantity_check'));
  });
});

describe('case-insensitive uniqueness', () => {
  it('refuses a second email that differs only in case', async () => {
    const email = `Casey-${tag()}@Example.test`;
    await createUser(db, { email });
    await expect(
      db.insert(users).values({ email: email.toLowerCase(), name: 'B', passwordHash: 'x' }),
    ).rejects.toMatchObject(refused(UNIQUE, 'users_email_lower_key'));
    await createWaitingListEntry(db, { email });
    await expect(
      db.insert(waitingList).values({ email: email.toUpperCase() }),
    ).rejects.toMatchObject(refused(UNIQUE, 'waiting_list_email_lower_key'));
  });

  it('refuses a name that differs only in case within a location, not across locations', async () => {
    const first = await newVenue();
    const second = await newVenue();
    const locationId = first.locationId;
    await expect(
      db.insert(items).values({ locationId, name: 'DRY GIN', unit: 'bottle' }),
    ).rejects.toMatchObject(refused(UNIQUE, 'items_location_id_name_key'));
    await expect(db.insert(categories).values({ locationId, name: 'gin' })).rejects.toMatchObject(
      refused(UNIQUE, 'categories_location_id_name_key'),
    );
    await expect(
      db.insert(vendors).values({ locationId, name: 'SPIRITS co' }),
    ).rejects.toMatchObject(refused(UNIQUE, 'vendors_location_id_name_key'));
    await expect(db.insert(recipes).values({ locationId, name: 'gin FIZZ' })).rejects.toMatchObject(
      refused(UNIQUE, 'recipes_location_id_name_key'),
    );
    await expect(
      db.insert(menuItems).values({ locationId, name: 'GIN FIZZ', price: '1' }),
    ).rejects.toMatchObject(refused(UNIQUE, 'menu_items_location_id_name_key'));
    // Both venues already hold a "Dry gin": names are unique per location only.
    const dryGins = await db
      .select()
      .from(items)
      .where(sql`lower(${items.name}) = 'dry gin'`);
    expect(dryGins.map((row) => row.locationId)).toEqual(
      expect.arrayContaining([first.locationId, second.locationId]),
    );
  });

  it('keeps one invite code everywhere', async () => {
    const first = await newVenue();
    const second = await newVenue();
    const code = tag().toUpperCase();
    await createInviteCode(db, first.location, { code });
    await expect(
      db.insert(inviteCodes).values({ locationId: second.locationId, code, expiresAt: new Date() }),
    ).rejects.toMatchObject(refused(UNIQUE, 'invite_codes_code_key'));
  });
});

describe('preferred vendor items', () => {
  it('allows at most one preferred vendor item per inventory item', async () => {
    const { location, vendor, item } = await newVenue();
    const line = { vendorId: vendor.id, inventoryItemId: item.id, price: '80' };
    await expect(
      db.insert(vendorItems).values({
        ...line,
        locationId: location.id,
        name: 'Dry gin 12×70cl',
        isPreferred: true,
      }),
    ).rejects.toMatchObject(refused(UNIQUE, 'vendor_items_preferred_key'));
    await createVendorItem(db, location, { ...line, name: 'Dry gin single' });
    await createVendorItem(db, location, { ...line, name: 'Dry gin 1.5 l' });
    const lines = await db
      .select()
      .from(vendorItems)
      .where(eq(vendorItems.inventoryItemId, item.id));
    expect(lines.map((row) => row.isPreferred).sort()).toEqual([false, false, true]);
  });
});

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

describe('catalogue', () => {
  type Row = Record<string, unknown>;
  const rows = async <T extends Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const names = Object.keys(tenantTables);

  it('has every reference between tenant rows as a (location_id, id) foreign key', async () => {
    const keys = await rows<{ name: string; tbl: string; ref: string; cols: string[] }>(sql`
      select c.conname as name, c.conrelid::regclass::text as tbl, c.confrelid::regclass::text as ref,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols
      from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    const betweenTenants = keys.filter((key) => names.includes(key.tbl) && names.includes(key.ref));
    expect(betweenTenants.length).toBeGreaterThanOrEqual(15);
    for (const key of betweenTenants) {
      expect(key.cols, key.name).toHaveLength(2);
      expect(key.cols[0], key.name).toBe('location_id');
    }
    const toLocations = keys.filter((key) => key.ref === 'locations').map((key) => key.tbl);
    expect(toLocations.sort()).toEqual([...names].sort());
  });

  it('leads every tenant index with location_id, except the few looked up without one', async () => {
    const indexes = await rows<{ table: string; name: string; def: string }>(sql`
      select tablename as table, indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public'`);
    const exceptions = [
      'members_user_id_idx',
      'invite_codes_code_key',
      'idempotency_keys_created_at_idx',
    ];
    const tenantIndexes = indexes.filter(
      (index) =>
        names.includes(index.table) &&
        !index.name.endsWith('_pkey') &&
        !exceptions.includes(index.name),
    );
    expect(tenantIndexes.length).toBeGreaterThan(30);
    for (const index of tenantIndexes)
      expect(index.def, index.name).toMatch(/USING btree \(location_id[,)]/);
    for (const table of names.filter((name) => name !== 'idempotency_keys')) {
      expect(indexes.map((index) => index.name)).toContain(`${table}_location_id_id_key`);
    }
  });
});
