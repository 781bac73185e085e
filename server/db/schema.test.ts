import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app.ts';
import {
  createInviteCode,
  createUser,
  createVendorItem,
  createWaitingListEntry,
} from '../test/factories.ts';
import type { Database, Db } from './client.ts';
import {
  categories,
  inviteCodes,
  items,
  members,
  menuItems,
  recipeIngredients,
  recipes,
  shoppingLists,
  stockUpdates,
  users,
  vendorItems,
  vendors,
  waitingList,
} from './schema/index.ts';
import {
  CHECK,
  refused,
  tag,
  tenantTables,
  UNIQUE,
  venueInEveryTable,
} from '../test/schema-helpers.ts';

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
      // The outbox's workers claim due mail of every location.
      'mail_outbox_due_idx',
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
    // Rows named by their primary key alone (it leads with location_id): no id of their own.
    const keyedByPrimaryKey = ['idempotency_keys', 'stock_count_lines', 'sales_mappings'];
    // Rows no other row refers to, whose location may be none (an account's mail).
    const referredToByNone = ['mail_outbox'];
    const exempt = [...keyedByPrimaryKey, ...referredToByNone];
    for (const table of names.filter((name) => !exempt.includes(name))) {
      expect(indexes.map((index) => index.name)).toContain(`${table}_location_id_id_key`);
    }
  });
});
