import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { locations, users } from '#server/db/schema/index.ts';

/**
 * Seeds a large venue straight into the database: an owner, `items` bottles and `changes`
 * change-log rows spread over them a minute apart (the benchmarks of a location's file and of
 * db:move use it: 2,000 and 200,000).
 */
export async function seedLargeVenue(db: Db, size: { items: number; changes: number }) {
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@barback.test', name: 'Bench', passwordHash: 'x' })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('no user');
  const [location] = await db
    .insert(locations)
    .values({ name: 'Big bar' })
    .returning({ id: locations.id });
  if (!location) throw new Error('no location');
  await db.execute(
    sql`insert into members (location_id, user_id, role) values (${location.id}, ${user.id}, 'owner')`,
  );
  await db.execute(sql`
    insert into items (location_id, name, unit, quantity, par_level, cost_per_unit, notes)
    select ${location.id}, 'Item ' || n, 'bottle', 100 + n % 7 + 0.25, 40, 12.3456, 'Shelf ' || n % 20
    from generate_series(1, ${size.items}) n`);
  await db.execute(sql`
    insert into stock_updates (location_id, item_id, user_id, previous_quantity, new_quantity, delta, reason, note, created_at)
    select ${location.id}, i.id, ${user.id}, 10.5, 11.75, 1.25, 'count',
      case when n % 10 = 0 then 'Counted twice' end,
      timestamptz '2025-01-01' + (n || ' minutes')::interval
    from generate_series(1, ${size.changes}) n
    join (select id, row_number() over (order by id) - 1 as k from items where location_id = ${location.id}) i
      on i.k = n % ${size.items}`);
  return { user, location };
}
