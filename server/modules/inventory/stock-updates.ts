import { and, eq, sql } from 'drizzle-orm';
import type { StockUpdate, StockUpdateReason, WasteCause } from '#contract/stock-updates.ts';
import type { Db } from '#server/db/client.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { items, stockUpdates, users } from '#server/db/schema/index.ts';
import { difference, toNumber } from '#server/lib/money.ts';

// The changelog's rows: written by counts, edits, imports and deliveries, read by the changelog
// and the summary.

export interface StockChange {
  locationId: string;
  itemId: string;
  userId: string;
  previous: string;
  next: string;
  reason: StockUpdateReason;
  note?: string | null | undefined;
  /** The shopping list a received delivery came from. */
  shoppingListId?: string | null | undefined;
  /** Why it was wasted (reason `waste` only). */
  cause?: WasteCause | null | undefined;
  /** The open count (stock_counts) it belongs to. */
  countId?: string | null | undefined;
}

/**
 * Writes changelog rows, many per statement. Call it in the transaction that sets the items'
 * quantities, after locking them: `clock_timestamp()` (not the transaction's start time) is
 * read for each row as it is written, so the rows of an item order as the lock ordered the
 * writes, and "the last row" is the last write.
 */
export async function recordStockUpdates(
  tx: Db,
  changes: StockChange[],
): Promise<(typeof stockUpdates.$inferSelect)[]> {
  const rows: (typeof stockUpdates.$inferSelect)[] = [];
  for (let start = 0; start < changes.length; start += INSERT_CHUNK_ROWS) {
    const chunk = changes.slice(start, start + INSERT_CHUNK_ROWS).map((change) => ({
      locationId: change.locationId,
      itemId: change.itemId,
      userId: change.userId,
      previousQuantity: change.previous,
      newQuantity: change.next,
      delta: difference(change.next, change.previous),
      reason: change.reason,
      note: change.note ?? null,
      shoppingListId: change.shoppingListId ?? null,
      cause: change.cause ?? null,
      countId: change.countId ?? null,
      createdAt: sql`clock_timestamp()`,
    }));
    rows.push(...(await tx.insert(stockUpdates).values(chunk).returning()));
  }
  return rows;
}

/** Writes one changelog row (see recordStockUpdates). */
export async function recordStockUpdate(
  tx: Db,
  change: StockChange,
): Promise<typeof stockUpdates.$inferSelect> {
  const [row] = await recordStockUpdates(tx, [change]);
  if (!row) throw new Error('stock update not written');
  return row;
}

/** Changelog rows with the item's and the user's names (add conditions with `where`). */
export function selectStockUpdates(db: Db) {
  return db
    .select({ update: stockUpdates, itemName: items.name, userName: users.name })
    .from(stockUpdates)
    .innerJoin(
      items,
      and(eq(items.locationId, stockUpdates.locationId), eq(items.id, stockUpdates.itemId)),
    )
    .leftJoin(users, eq(users.id, stockUpdates.userId));
}

type StockUpdateRow = {
  update: typeof stockUpdates.$inferSelect;
  itemName: string;
  userName: string | null;
};

/** The API shape of a changelog row (docs/api.md#inventory). */
export function toStockUpdate({ update, itemName, userName }: StockUpdateRow): StockUpdate {
  return {
    id: update.id,
    item_id: update.itemId,
    item_name: itemName,
    user_id: update.userId,
    user_name: userName,
    previous_quantity: toNumber(update.previousQuantity),
    new_quantity: toNumber(update.newQuantity),
    delta: toNumber(update.delta),
    reason: update.reason,
    note: update.note,
    shopping_list_id: update.shoppingListId,
    cause: update.cause,
    count_id: update.countId,
    created_at: update.createdAt.toISOString(),
  };
}
