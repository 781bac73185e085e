import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type changelogQuery, isDayBound, type StockUpdate } from '#contract/stock-updates.ts';
import { locations, stockUpdates } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { inViewableLocations } from '#server/lib/membership.ts';
import { selectStockUpdates, toStockUpdate } from './stock-updates.ts';

type ChangelogQuery = z.output<typeof changelogQuery>;

/**
 * The instant a bound stands for: an instant as given; a day at its midnight in the time
 * zone of the row's location (`nextDay` for the midnight that ends it), so with several
 * locations each row is read in its own venue's day. Computed in SQL, where the time zone
 * rules live, so a day across a clock change is still the venue's day.
 */
function boundInstant(locationId: string | undefined, bound: string, nextDay = false): SQL {
  if (!isDayBound(bound)) return sql`${bound}::timestamptz`;
  const day = nextDay ? sql`(${bound}::date + 1)` : sql`${bound}::date`;
  // One location: its zone is read once, and the bound stays a constant the index can use.
  const zoneOf = locationId ?? stockUpdates.locationId;
  return sql`(${day}::timestamp at time zone (select l.timezone from ${locations} l where l.id = ${zoneOf}))`;
}

/**
 * The changelog of a location (or of every location of the caller), newest first. `before` (an update id of the location) pages:
 * rows strictly older than it, ties on the time broken by id, so no row is seen twice.
 * `from` and `to` bound the time: whole days of the venue, or exact instants.
 */
export async function listChangelog(ctx: Context, query: ChangelogQuery): Promise<StockUpdate[]> {
  const inLocations = await inViewableLocations(
    ctx.db,
    ctx.user.id,
    stockUpdates.locationId,
    query.location_id,
  );
  const before = query.before;
  let cursor: { locationId: string } | undefined;
  if (before) {
    [cursor] = await ctx.db
      .select({ locationId: stockUpdates.locationId })
      .from(stockUpdates)
      .where(and(inLocations, eq(stockUpdates.id, before)))
      .limit(1);
    if (!cursor) throw validationError('before', 'No such stock update in this location');
  }
  const rows = await selectStockUpdates(ctx.db)
    .where(
      and(
        inLocations,
        query.item_id ? eq(stockUpdates.itemId, query.item_id) : undefined,
        query.user_id ? eq(stockUpdates.userId, query.user_id) : undefined,
        query.reason ? eq(stockUpdates.reason, query.reason) : undefined,
        query.cause ? eq(stockUpdates.cause, query.cause) : undefined,
        query.count_id ? eq(stockUpdates.countId, query.count_id) : undefined,
        query.from
          ? sql`${stockUpdates.createdAt} >= ${boundInstant(query.location_id, query.from)}`
          : undefined,
        query.to
          ? sql`${stockUpdates.createdAt} < ${boundInstant(query.location_id, query.to, isDayBound(query.to))}`
          : undefined,
        // Compared in SQL: timestamps keep their microseconds, a JS Date would not.
        before && cursor
          ? sql`(${stockUpdates.createdAt}, ${stockUpdates.id}) < (select c.created_at, c.id from stock_updates c where c.location_id = ${cursor.locationId} and c.id = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(stockUpdates.createdAt), desc(stockUpdates.id))
    .limit(query.limit);
  return rows.map(toStockUpdate);
}
