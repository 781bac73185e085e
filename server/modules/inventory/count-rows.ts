import { and, eq, sql } from 'drizzle-orm';
import type { StockUpdateReason } from '#contract/stock-updates.ts';
import type { Db } from '#server/db/client.ts';
import { prepared } from '#server/db/prepared.ts';
import { stockCountLines, stockCounts } from '#server/db/schema/index.ts';
import { conflict, validationError } from '#server/lib/app-error.ts';

// Which count (stock_counts) a change of an item's quantity belongs to: shared by the count
// of an item (counts.service.ts) and the counts themselves (stock-counts.service.ts).

/**
 * The count a change belongs to, its row locked FOR SHARE until the transaction ends: closing
 * or deleting a count locks it FOR UPDATE, so a count made for it is either in it (written
 * before the close read its items) or finds it closed, never half.
 *
 * - `countId` named: an open count of the item's location (else 422 on `count_id`; closed:
 *   409), of which the item is one when it is a spot check (else 422); only reason `count`.
 * - None named: a count (reason `count`) belongs to the location's open full count, if any,
 *   so queued counts and every counter's phone add to the same progress. Other reasons
 *   belong to none.
 *
 * Call it with the item's row locked (the item first, then the count: the order every path
 * takes, so none waits on another in a circle).
 */
export async function countOfChange(
  tx: Db,
  change: {
    locationId: string;
    itemId: string;
    reason: StockUpdateReason;
    countId: string | undefined;
  },
): Promise<string | null> {
  if (change.countId === undefined) {
    if (change.reason !== 'count') return null;
    // Asked on every count: a statement built once (db/prepared.ts).
    const [open] = await prepared(tx, 'open_full_count', (db) =>
      db
        .select({ id: stockCounts.id })
        .from(stockCounts)
        .where(
          and(
            eq(stockCounts.locationId, sql.placeholder('locationId')),
            eq(stockCounts.status, 'open'),
            eq(stockCounts.scope, 'full'),
          ),
        )
        .limit(1)
        .for('share'),
    ).execute({ locationId: change.locationId });
    return open?.id ?? null;
  }
  if (change.reason !== 'count') {
    throw validationError('count_id', 'Only a count (reason "count") can belong to a count');
  }
  const [count] = await tx
    .select({
      id: stockCounts.id,
      name: stockCounts.name,
      scope: stockCounts.scope,
      status: stockCounts.status,
    })
    .from(stockCounts)
    .where(and(eq(stockCounts.locationId, change.locationId), eq(stockCounts.id, change.countId)))
    .limit(1)
    .for('share');
  if (!count) throw validationError('count_id', 'No such count in this item’s location');
  if (count.status !== 'open') {
    throw conflict(`The count "${count.name}" is closed: this count was not saved in it.`, {
      count_id: count.id,
    });
  }
  if (count.scope === 'spot') {
    const [line] = await tx
      .select({ itemId: stockCountLines.itemId })
      .from(stockCountLines)
      .where(
        and(
          eq(stockCountLines.locationId, change.locationId),
          eq(stockCountLines.countId, count.id),
          eq(stockCountLines.itemId, change.itemId),
        ),
      )
      .limit(1);
    if (!line) throw validationError('count_id', 'This item is not in this spot check');
  }
  return count.id;
}
