import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type changelogQuery, isDayBound, type StockUpdate } from '../../../contract/inventory.ts';
import { locations, stockUpdates } from '../../db/schema/index.ts';
import { validationError } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/membership.ts';
import { type InventoryContext, selectStockUpdates, toStockUpdate } from './stock.ts';

type ChangelogQuery = z.output<typeof changelogQuery>;

/**
 * The instant a bound stands for: an instant as given; a day at its midnight in the
 * location's time zone (`nextDay` for the midnight that ends it). Computed in SQL, where
 * the time zone rules live, so a day across a clock change is still the venue's day.
 */
function boundInstant(locationId: string, bound: string, nextDay = false): SQL {
  if (!isDayBound(bound)) return sql`${bound}::timestamptz`;
  const day = nextDay ? sql`(${bound}::date + 1)` : sql`${bound}::date`;
  return sql`(${day}::timestamp at time zone (select l.timezone from ${locations} l where l.id = ${locationId}))`;
}

/**
 * The changelog of a location, newest first. `before` (an update id of the location) pages:
 * rows strictly older than it, ties on the time broken by id, so no row is seen twice.
 * `from` and `to` bound the time: whole days of the venue, or exact instants.
 */
export async function listChangelog(
  ctx: InventoryContext,
  userId: string,
  query: ChangelogQuery,
): Promise<StockUpdate[]> {
  const locationId = query.location_id;
  await requireMember(ctx.db, userId, locationId, 'location.view');
  const before = query.before;
  if (before) {
    const [row] = await ctx.db
      .select({ id: stockUpdates.id })
      .from(stockUpdates)
      .where(and(eq(stockUpdates.locationId, locationId), eq(stockUpdates.id, before)))
      .limit(1);
    if (!row) throw validationError('before', 'No such stock update in this location');
  }
  const rows = await selectStockUpdates(ctx.db)
    .where(
      and(
        eq(stockUpdates.locationId, locationId),
        query.item_id ? eq(stockUpdates.itemId, query.item_id) : undefined,
        query.user_id ? eq(stockUpdates.userId, query.user_id) : undefined,
        query.reason ? eq(stockUpdates.reason, query.reason) : undefined,
        query.from
          ? sql`${stockUpdates.createdAt} >= ${boundInstant(locationId, query.from)}`
          : undefined,
        query.to
          ? sql`${stockUpdates.createdAt} < ${boundInstant(locationId, query.to, isDayBound(query.to))}`
          : undefined,
        // Compared in SQL: timestamps keep their microseconds, a JS Date would not.
        before
          ? sql`(${stockUpdates.createdAt}, ${stockUpdates.id}) < (select c.created_at, c.id from stock_updates c where c.location_id = ${locationId} and c.id = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(stockUpdates.createdAt), desc(stockUpdates.id))
    .limit(query.limit);
  return rows.map(toStockUpdate);
}
