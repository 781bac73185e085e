// What a crash run finds in the store afterwards: each transaction whole or absent, every
// acknowledged count kept, and every item's quantity its last changelog row's new quantity.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { CrashVenue } from './crash-venue.ts';

/** Whether a transaction the kill interrupted is there whole, not at all, or in part. */
export type Outcome = 'whole' | 'none' | 'torn';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (row === undefined) throw new Error('The query answered no row');
  return row;
}

const outcome = (done: boolean[]): Outcome =>
  done.every(Boolean) ? 'whole' : done.some(Boolean) ? 'torn' : 'none';

/** The delivery: the list marked received, every line's received quantity and changelog row. */
export async function deliveryOutcome(db: Db, venue: CrashVenue): Promise<Outcome> {
  const found = await one<{ received: boolean; lines: number; updates: number; raised: number }>(
    db,
    sql`select
      (select status = 'received' from shopping_lists where id = ${venue.listId}) as received,
      (select count(*)::int from shopping_list_items
        where shopping_list_id = ${venue.listId} and received_quantity is not null) as lines,
      (select count(*)::int from stock_updates where shopping_list_id = ${venue.listId}) as updates,
      -- The two earlier deliveries took each item from 5 to 9; this one adds 2 more.
      (select count(*)::int from items
        where id in (${sql.join(
          venue.itemIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and quantity = 11) as raised`,
  );
  const total = venue.itemIds.length;
  return outcome([
    found.received,
    found.lines === total,
    found.updates === total,
    found.raised === total,
    ...[found.lines, found.updates, found.raised].map((count) => count > 0),
  ]);
}

/** The import: every recipe of the file with its ingredient line, or none of them. */
export async function importOutcome(
  db: Db,
  venue: CrashVenue,
  prefix: string,
  count: number,
): Promise<Outcome> {
  const found = await one<{ recipes: number; lines: number }>(
    db,
    sql`select count(distinct r.id)::int as recipes, count(ri.id)::int as lines
      from recipes r left join recipe_ingredients ri on ri.recipe_id = r.id
      where r.location_id = ${venue.locationId} and r.name like ${`${prefix} %`}`,
  );
  return outcome([
    found.recipes === count,
    found.lines === count,
    found.recipes > 0,
    found.lines > 0,
  ]);
}

/** The acknowledged counts (changelog ids the server answered with) that are not there. */
export async function missingCounts(db: Db, updateIds: string[]): Promise<string[]> {
  if (updateIds.length === 0) return [];
  const ids = sql.join(
    updateIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const present = await rows<{ id: string }>(
    db,
    sql`select id::text as id from stock_updates where id in (${ids})`,
  );
  const kept = new Set(present.map((row) => row.id));
  return updateIds.filter((id) => !kept.has(id));
}

/** How many counts of the burst are in the database (the burst counts to 10 and above). */
export async function countsWritten(db: Db, venue: CrashVenue): Promise<number> {
  const found = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_updates
      where location_id = ${venue.locationId} and reason = 'count' and new_quantity >= 10`,
  );
  return found.n;
}

/** Items of the venue whose quantity is not the new quantity of their last changelog row. */
export async function quantitiesOffTheChangelog(db: Db, venue: CrashVenue): Promise<string[]> {
  const off = await rows<{ name: string }>(
    db,
    sql`select i.name from items i
      where i.location_id = ${venue.locationId}
        and i.quantity is distinct from (
          select s.new_quantity from stock_updates s where s.item_id = i.id
          order by s.created_at desc, s.id desc limit 1)
      order by i.name`,
  );
  return off.map((row) => row.name);
}
