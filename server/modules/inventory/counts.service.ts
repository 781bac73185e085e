import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type UpdateQuantityResponse, type updateQuantityBody } from '#contract/stock-updates.ts';
import { items } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { greaterThan, toNumeric } from '#server/lib/money.ts';
import { countOfChange } from './count-rows.ts';
import { purgeOldKeysIfDue, requestHash, storeAnswer, storedAnswer } from './idempotency.ts';
import { lockMemberItem, staleVersion, toItem } from './stock.ts';
import { recordStockUpdate, toStockUpdate } from './stock-updates.ts';

type UpdateQuantityFields = z.output<typeof updateQuantityBody>;

export interface CountAnswer {
  result: UpdateQuantityResponse;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** What makes two counts "the same" for an Idempotency-Key: the route, the item, the body. */
function countHash(itemId: string, body: UpdateQuantityFields): string {
  const parts: unknown[] = [
    'POST /api/inventory/update/:id',
    itemId,
    toNumeric(body.quantity),
    body.reason,
    body.note ?? null,
    body.version ?? null,
  ];
  // Only when named, so a key stored before counts had a count_id still matches its retry.
  if (body.count_id !== undefined) parts.push(body.count_id);
  return requestHash(parts);
}

/**
 * Sets an item's quantity (a count, waste, adjustment or undo): one changelog row and the item
 * in one transaction, the item row locked so concurrent counts of it serialize.
 *
 * - `version` different from the item's: 409 with the current item, nothing written.
 * - `count_id`, or the location's open full count for a count without one: the count it
 *   belongs to (count-rows.ts `countOfChange`), published as `count.updated`.
 * - `Idempotency-Key`: the first 200 answer is stored with the change (same transaction);
 *   the same key again from the same user in the same location answers it again and changes
 *   nothing. Errors are not stored (their transaction is rolled back), so a retry after an
 *   error is evaluated afresh. The same key with a different request is 422.
 */
export async function updateQuantity(
  ctx: Context,
  {
    itemId,
    change: body,
    idempotencyKey,
  }: { itemId: string; change: UpdateQuantityFields; idempotencyKey?: string | undefined },
): Promise<CountAnswer> {
  const userId = ctx.user.id;
  const answer = await ctx.db.transaction(async (tx) => {
    // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
    // One statement finds the item through the caller's membership (another location's item
    // is a 404 like a missing one), checks the role, and locks the item's row.
    const found = await lockMemberItem(tx, userId, itemId, 'stock.count');
    const current = found.item;
    const locationId = current.locationId;
    // Lock first, then look for the key: a concurrent retry of the same request waits on the
    // lock for the first one's commit, then finds its stored answer.
    const keyed =
      idempotencyKey === undefined
        ? undefined
        : { locationId, userId, key: idempotencyKey, hash: countHash(itemId, body) };
    if (keyed) {
      const stored = await storedAnswer(tx, keyed, current);
      if (stored) return { locationId, result: stored, replayed: true };
    }
    const currentItem = () => toItem({ item: current, categoryName: found.categoryName });
    if (body.version !== undefined && body.version !== current.version) {
      throw staleVersion(currentItem());
    }
    if (current.archived) {
      throw conflict('This item is archived. Restore it before counting it.', {
        item: currentItem(),
      });
    }
    const next = toNumeric(body.quantity);
    if (body.reason === 'waste' && greaterThan(next, current.quantity)) {
      throw new AppError('VALIDATION_ERROR', 'Waste cannot raise the quantity.', [
        { path: 'quantity', message: 'Enter the quantity left after the waste' },
      ]);
    }
    const countId = await countOfChange(tx, {
      locationId,
      itemId,
      reason: body.reason,
      countId: body.count_id,
    });
    // Every accepted request writes its row, even when the number is unchanged: a count that
    // confirms the shelf is still a count (who checked, when).
    const update = await recordStockUpdate(tx, {
      locationId,
      itemId,
      userId,
      previous: current.quantity,
      next,
      reason: body.reason,
      note: body.note,
      countId,
    });
    const [counted] = await tx
      .update(items)
      .set({ quantity: next, version: sql`${items.version} + 1` })
      .where(and(eq(items.locationId, locationId), eq(items.id, itemId)))
      .returning();
    if (!counted) throw new Error('counted item not written');
    // The answer from the rows as written: the category's and the counter's names were read
    // with the lock, so nothing is read back.
    const response: UpdateQuantityResponse = {
      item: toItem({ item: counted, categoryName: found.categoryName }),
      update: toStockUpdate({ update, itemName: counted.name, userName: found.userName }),
    };
    if (keyed) await storeAnswer(tx, keyed, response);
    return { locationId, result: response, replayed: false, countId };
  });
  if (!answer.replayed) {
    await ctx.publish({ type: 'stock.updated', location_id: answer.locationId, id: itemId });
    if (answer.countId) {
      await ctx.publish({
        type: 'count.updated',
        location_id: answer.locationId,
        id: answer.countId,
      });
    }
    if (idempotencyKey !== undefined) await purgeOldKeysIfDue(ctx);
  }
  return { result: answer.result, replayed: answer.replayed };
}
