import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COLUMN_LIMIT } from '#contract/amounts.ts';
import { items } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { recordStockUpdates, type StockChange } from './stock-updates.ts';

/** Stock that arrived for one line of a delivery. */
export interface ReceivedStock {
  itemId: string;
  /** Units of the item (packs × pack size) to add; may be 0 (one row still records the line). */
  quantity: string;
  /** The item's new cost per unit, when the invoice changed it. */
  costPerUnit?: string | undefined;
  /** The request's field that gave the quantity, for the 422 when it would not fit. */
  field: string;
}

/**
 * Adds a delivery to stock in the caller's transaction (`ctx.db` must be one): one
 * changelog row per line (reason `receive`, linked to the shopping list), each item's
 * quantity = its last row's new quantity and its `version` raised once per row, exactly as a
 * count does. The items are locked in id order first, so two deliveries touching the same
 * items serialize without deadlocking. A line with `costPerUnit` sets the item's cost. A line
 * that would take the stock past what its column holds is a 422 on its `field`.
 *
 * Returns the ids of the items changed; the caller publishes `stock.updated` for each after
 * its commit (`publishStockReceived`).
 */
export async function receiveStock(
  ctx: Context,
  input: { locationId: string; shoppingListId: string; lines: ReceivedStock[] },
): Promise<string[]> {
  const { locationId, shoppingListId, lines } = input;
  if (lines.length === 0) return [];
  const itemIds = [...new Set(lines.map((line) => line.itemId))].sort();
  const locked = await ctx.db
    .select({ id: items.id, name: items.name, quantity: items.quantity })
    .from(items)
    .where(and(eq(items.locationId, locationId), inArray(items.id, itemIds)))
    .orderBy(asc(items.id))
    .for('update');
  if (locked.length !== itemIds.length) throw new Error('received item not in the location');

  const quantities = new Map(locked.map((row) => [row.id, new Decimal(row.quantity)]));
  const names = new Map(locked.map((row) => [row.id, row.name]));
  const rowsPerItem = new Map<string, number>();
  const costs = new Map<string, string>();
  const changes = lines.map((line): StockChange => {
    const previous = quantities.get(line.itemId) ?? new Decimal(0);
    const next = previous.plus(line.quantity);
    // The stock column holds |x| < 10^10 (decision 028): past it, the line is refused.
    if (next.toDecimalPlaces(4).abs().greaterThanOrEqualTo(COLUMN_LIMIT)) {
      throw validationError(
        line.field,
        `This delivery would take the stock of ${names.get(line.itemId) ?? 'an item'} past 9,999,999,999: check the packs received`,
      );
    }
    quantities.set(line.itemId, next);
    rowsPerItem.set(line.itemId, (rowsPerItem.get(line.itemId) ?? 0) + 1);
    if (line.costPerUnit !== undefined) costs.set(line.itemId, line.costPerUnit);
    return {
      locationId,
      itemId: line.itemId,
      userId: ctx.user.id,
      previous: previous.toFixed(),
      next: next.toFixed(),
      reason: 'receive',
      shoppingListId,
    };
  });
  await recordStockUpdates(ctx.db, changes);

  // One statement sets every item: its last row's quantity, one version per row, the cost.
  const values = sql.join(
    itemIds.map((id) => {
      const cost = costs.get(id);
      return sql`(${id}::uuid, ${quantities.get(id)?.toFixed() ?? '0'}::numeric, ${rowsPerItem.get(id) ?? 0}::int, ${cost ?? null}::numeric, ${cost !== undefined}::boolean)`;
    }),
    sql`, `,
  );
  await ctx.db.execute(sql`
    update ${items} set
      quantity = received.quantity,
      version = ${items.version} + received.rows,
      cost_per_unit = case when received.set_cost then received.cost else ${items.costPerUnit} end,
      updated_at = now()
    from (values ${values}) as received(id, quantity, rows, cost, set_cost)
    where ${items.locationId} = ${locationId} and ${items.id} = received.id`);
  return itemIds;
}

/** Tells the location's screens about received stock: call it after the commit. */
export async function publishStockReceived(
  ctx: Context,
  input: { locationId: string; itemIds: string[] },
): Promise<void> {
  for (const id of input.itemIds) {
    await ctx.publish({ type: 'stock.updated', location_id: input.locationId, id });
  }
}
