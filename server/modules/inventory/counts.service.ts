import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Item } from '#contract/inventory.ts';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  type UpdateQuantityResponse,
  type updateQuantityBody,
} from '#contract/stock-updates.ts';
import type { Db } from '#server/db/client.ts';
import { idempotencyKeys, items } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { greaterThan, toNumeric } from '#server/lib/money.ts';
import { lockMemberItem, staleVersion, toItem } from './stock.ts';
import { recordStockUpdate, toStockUpdate } from './stock-updates.ts';

type UpdateQuantityFields = z.output<typeof updateQuantityBody>;

export interface CountAnswer {
  result: UpdateQuantityResponse;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** What makes two requests "the same" for an Idempotency-Key: the route, the item, the body. */
function requestHash(itemId: string, body: UpdateQuantityFields): string {
  const canonical = JSON.stringify([
    'POST /api/inventory/update/:id',
    itemId,
    toNumeric(body.quantity),
    body.reason,
    body.note ?? null,
    body.version ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<object, number>();

/** Whether this process's keys of `ctx.db` were last purged a minute or more ago. */
function purgeIsDue(ctx: Context): boolean {
  const now = ctx.now().getTime();
  const last = lastPurge.get(ctx.db);
  if (last !== undefined && now - last < PURGE_EVERY_MS) return false;
  lastPurge.set(ctx.db, now);
  return true;
}

/**
 * Removes up to 100 keys older than the retention period, at most once a minute per process
 * (keys are kept a day at least; there is no hurry). Runs after a key is stored, outside
 * its transaction (never holding row locks of other users' keys) and walks the created_at
 * index, so it stays cheap; a failure only delays the cleanup.
 */
async function purgeOldKeys(db: Db): Promise<void> {
  const cutoff = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  const old = db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .limit(100);
  await db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, cutoff), inArray(idempotencyKeys.key, old)));
}

/**
 * A stored answer in today's shape. Answers stored before Item had `reorder_point_set` lack
 * it (keys are kept a day) and the response schema would turn their replay into a 500: take
 * it from the item's row, locked by the caller, which is what the field says now.
 */
function withReorderPointSet(
  stored: UpdateQuantityResponse,
  current: typeof items.$inferSelect,
): UpdateQuantityResponse {
  const item: Partial<Item> = stored.item;
  if (item.reorder_point_set !== undefined) return stored;
  return { ...stored, item: { ...stored.item, reorder_point_set: current.reorderPoint !== null } };
}

/**
 * Sets an item's quantity (a count, waste, adjustment or undo): one changelog row and the item
 * in one transaction, the item row locked so concurrent counts of it serialize.
 *
 * - `version` different from the item's: 409 with the current item, nothing written.
 * - `Idempotency-Key`: the first 200 answer is stored with the change (same transaction);
 *   the same key again from the same user in the same location answers it again and changes
 *   nothing. Errors are not stored (their transaction is rolled back), so a retry after an
 *   error is evaluated afresh. The same key with a different request is 422: the request
 *   itself is wrong (a client bug reusing keys), not the state of the item.
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
  const hash = idempotencyKey === undefined ? undefined : requestHash(itemId, body);
  const answer = await ctx.db.transaction(async (tx) => {
    // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
    // One statement finds the item through the caller's membership (another location's item
    // is a 404 like a missing one), checks the role, and locks the item's row.
    const found = await lockMemberItem(tx, userId, itemId, 'stock.count');
    const current = found.item;
    const locationId = current.locationId;
    // Lock first, then look for the key: a concurrent retry of the same request waits on the
    // lock for the first one's commit, then finds its stored answer.
    if (idempotencyKey !== undefined) {
      const [stored] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.locationId, locationId),
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, idempotencyKey),
          ),
        )
        .limit(1);
      if (stored) {
        if (stored.requestHash !== hash) {
          throw new AppError(
            'VALIDATION_ERROR',
            'This Idempotency-Key was already used for a different request.',
            [{ path: 'Idempotency-Key', message: 'Use a new key for a new request' }],
          );
        }
        return {
          locationId,
          result: withReorderPointSet(stored.response as UpdateQuantityResponse, current),
          replayed: true,
        };
      }
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
    if (idempotencyKey !== undefined && hash !== undefined) {
      await tx.insert(idempotencyKeys).values({
        locationId,
        userId,
        key: idempotencyKey,
        requestHash: hash,
        statusCode: 200,
        response,
      });
    }
    return { locationId, result: response, replayed: false };
  });
  if (!answer.replayed) {
    await ctx.publish({ type: 'stock.updated', location_id: answer.locationId, id: itemId });
    if (idempotencyKey !== undefined && purgeIsDue(ctx)) {
      await purgeOldKeys(ctx.db).catch(() => undefined);
    }
  }
  return { result: answer.result, replayed: answer.replayed };
}
