// The benchmark's data: one location with its members, categories, items and a long
// changelog, written with a few set-based INSERTs (generate_series), so 200,000 changelog rows
// take seconds. Every seed carries a tag: its users' emails and its location's name hold it,
// so seeds never collide (seed as often as you like) and removeSeed(tag) takes one away.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/password.ts';
import { insertBuying } from './seed-buying.ts';
import { insertCooking } from './seed-cooking.ts';

export interface SeedSize {
  items: number;
  updates: number;
  members: number;
}

export const DEFAULT_SEED: SeedSize = { items: 2_000, updates: 200_000, members: 20 };

/** The password of every seeded member (hashed once per seed, like any account's). */
const SEED_PASSWORD = 'a long bench password 42';

export interface Seeded {
  tag: string;
  locationId: string;
  /** Every seeded item, by name. */
  itemIds: string[];
  /** The members' emails: the first is the owner, then managers, then staff. */
  emails: string[];
  /** The members' user ids, in the order of `emails`. */
  userIds: string[];
  /** The vendors, by name: the first sells every item (a 2,000-line catalogue by default). */
  vendorIds: string[];
  /** Sent lists of 100 lines each (of the first vendor), to receive. */
  deliveryListIds: string[];
  /** The dishes: the recipes at the top of three levels (dish → base → prep). */
  dishRecipeIds: string[];
  password: string;
  size: SeedSize;
  ms: number;
}

const CATEGORIES = [
  'Gin',
  'Whisky',
  'Rum',
  'Agave',
  'Vodka',
  'Brandy',
  'Liqueurs',
  'Red wine',
  'White wine',
  'Sparkling',
  'Beer',
  'Mixers',
];
const AREAS = ['Back bar', 'Speed rail', 'Cellar', 'Walk-in', 'Dry store'];

/** A text[] literal of the values, each sent as a parameter. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

const emailPattern = (tag: string) => `bench-${tag}-%@barback.test`;

interface Rows<T> {
  rows: T[];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * Seeds one location into `db` (already migrated). The changelog is consistent: each item's
 * rows follow one another (each row's previous quantity is the row before's new one) and the
 * item's quantity is its last row's, as the product keeps them.
 */
export async function seedLocation(db: Db, size: SeedSize = DEFAULT_SEED): Promise<Seeded> {
  const started = performance.now();
  if (size.items < 1 || size.members < 1 || size.updates < 0) {
    throw new Error('A seed needs at least one item and one member');
  }
  const tag = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const seeded = await db.transaction((tx) => insertSeed(tx, tag, passwordHash, size));
  return { ...seeded, tag, password: SEED_PASSWORD, size, ms: performance.now() - started };
}

/** The rows of a seed, in one transaction: nobody sees half a seed, and a failure leaves none. */
async function insertSeed(
  db: Db,
  tag: string,
  passwordHash: string,
  size: SeedSize,
): Promise<
  Pick<
    Seeded,
    | 'locationId'
    | 'itemIds'
    | 'emails'
    | 'userIds'
    | 'vendorIds'
    | 'deliveryListIds'
    | 'dishRecipeIds'
  >
> {
  // Every row below refers to rows written just before in this transaction, so checking each
  // foreign key once per row (3 per changelog row) proves nothing and takes most of the time:
  // a superuser (the embedded database's, a local server's postgres) skips those checks for
  // this transaction only. Anyone else seeds with the checks on, about twice as slowly.
  const [role] = await rows<{ superuser: string }>(
    db,
    sql`select current_setting('is_superuser') as superuser`,
  );
  if (role?.superuser === 'on') {
    await db.execute(sql`set local session_replication_role = replica`);
  }

  const [location] = await rows<{ id: string }>(
    db,
    sql`insert into locations (name, currency, timezone)
        values (${`Bench Bar ${tag}`}, 'EUR', 'Europe/Paris') returning id`,
  );
  if (!location) throw new Error('location not created');
  const locationId = location.id;

  // Members: one owner, a fifth managers, the rest staff (all of them may count).
  const managers = Math.floor(size.members / 5);
  await db.execute(sql`
    with created as (
      insert into users (email, name, password_hash)
      select format('bench-%s-%s@barback.test', ${tag}::text, lpad(g::text, 5, '0')),
             format('Bench member %s', g), ${passwordHash}::text
      from generate_series(1, ${size.members}::int) g
      returning id, email
    )
    insert into members (location_id, user_id, role)
    select ${locationId}::uuid, id,
           case when n = 1 then 'owner' when n <= 1 + ${managers}::int then 'manager' else 'staff' end
    from (select id, row_number() over (order by email) as n from created) m`);

  await db.execute(sql`
    insert into categories (location_id, name, sort_order)
    select ${locationId}::uuid, (${textArray(CATEGORIES)})[g], g - 1
    from generate_series(1, ${CATEGORIES.length}::int) g`);

  // Items: k = 0 … items-1, each in a category and a storage area, most with a par level.
  await db.execute(sql`
    insert into items (location_id, name, category_id, unit, unit_content, unit_content_unit,
                       quantity, par_level, reorder_point, cost_per_unit, storage_area, sku,
                       barcode, notes)
    select ${locationId}::uuid, format('Bottle %s', lpad(k::text, 6, '0')), c.id, 'bottle',
           700, 'ml',
           -- The new quantity of the item's last changelog row (see below), or 0 without one.
           case when k <= ${size.updates}::int and (k <> 0 or ${size.updates}::int >= ${size.items}::int)
                then (7 * k + 13 * ((${size.updates}::int - k) / ${size.items}::int)) % 40
                else 0 end,
           case when k % 10 = 9 then null else 4 + k % 5 end,
           case when k % 4 = 0 then 2 end,
           12.5 + k % 30,
           (${textArray(AREAS)})[1 + k % ${AREAS.length}::int],
           format('SKU-%s', k), (5000000000000 + k)::text,
           case when k % 20 = 0 then 'Order by the case' end
    from generate_series(0, ${size.items - 1}::int) k
    join (select id, row_number() over (order by sort_order) - 1 as n
          from categories where location_id = ${locationId}::uuid) c
      on c.n = k % ${CATEGORIES.length}::int`);

  // The changelog: row g (1 … updates) is the j-th change of item k = g % items, by member
  // g % members, spread evenly over the last 90 days. Quantity after change j of item k:
  // q(k, j) = (7k + 13j) % 40, so row j's previous quantity is q(k, j - 1) (0 for the first).
  if (size.updates > 0) {
    await db.execute(sql`
      with i as (
        select id, row_number() over (order by name) - 1 as k
        from items where location_id = ${locationId}::uuid
      ), u as (
        select user_id as id, row_number() over (order by joined_at, user_id) - 1 as k
        from members where location_id = ${locationId}::uuid
      ), g as (
        select g, g % ${size.items}::int as k, g / ${size.items}::int as j
        from generate_series(1, ${size.updates}::int) g
      ), q as (
        select g.g, g.k,
               case when g.j = 0 and g.k <> 0 or g.j = 1 and g.k = 0 then 0
                    else (7 * g.k + 13 * (g.j - 1)) % 40 end as previous,
               (7 * g.k + 13 * g.j) % 40 as next
        from g
      )
      insert into stock_updates (location_id, item_id, user_id, previous_quantity,
                                 new_quantity, delta, reason, note, created_at)
      select ${locationId}::uuid, i.id, u.id, q.previous, q.next, q.next - q.previous,
             case when q.g % 11 = 0 then 'receive' when q.g % 17 = 0 then 'adjust' else 'count' end,
             case when q.g % 50 = 0 then 'Recounted after service' end,
             now() - interval '90 days' + (q.g * (interval '90 days' / ${size.updates}::int))
      from q
      join i on i.k = q.k
      join u on u.k = q.g % ${size.members}::int`);
  }
  await insertBuying(db, locationId);
  await insertCooking(db, locationId);
  await db.execute(
    sql`analyze locations, users, members, categories, items, stock_updates, vendors, vendor_items,
        shopping_lists, shopping_list_items, recipes, recipe_ingredients, menu_items, menu_recipes`,
  );

  const itemIds = (
    await rows<{ id: string }>(
      db,
      sql`select id from items where location_id = ${locationId}::uuid order by name`,
    )
  ).map((row) => row.id);
  const users = await rows<{ id: string; email: string }>(
    db,
    sql`select id, email from users where email like ${emailPattern(tag)} order by email`,
  );
  const vendorIds = (
    await rows<{ id: string }>(
      db,
      sql`select id from vendors where location_id = ${locationId}::uuid order by name`,
    )
  ).map((row) => row.id);
  const deliveryListIds = (
    await rows<{ id: string }>(
      db,
      sql`select id from shopping_lists where location_id = ${locationId}::uuid order by name`,
    )
  ).map((row) => row.id);
  const dishRecipeIds = (
    await rows<{ id: string }>(
      db,
      sql`select id from recipes where location_id = ${locationId}::uuid and name like 'Dish %'
          order by name`,
    )
  ).map((row) => row.id);
  return {
    locationId,
    itemIds,
    emails: users.map((user) => user.email),
    userIds: users.map((user) => user.id),
    vendorIds,
    deliveryListIds,
    dishRecipeIds,
  };
}

/** Removes a seed: its location (every row of it goes with it) and its members' accounts. */
export async function removeSeed(db: Db, tag: string): Promise<{ locations: number }> {
  if (!/^[0-9a-f]{8}$/.test(tag)) throw new Error(`Not a seed tag: ${tag}`);
  const removed = await rows<{ id: string }>(
    db,
    sql`delete from locations where name = ${`Bench Bar ${tag}`} returning id`,
  );
  await db.execute(sql`delete from users where email like ${emailPattern(tag)}`);
  return { locations: removed.length };
}
