import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Item } from '#contract/inventory.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS, type UpdateQuantityResponse } from '#contract/stock-updates.ts';
import type { Db } from '#server/db/client.ts';
import { prepared } from '#server/db/prepared.ts';
import { idempotencyKeys, type items } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { claimPeriod } from '#server/lib/scheduled/claim-period.ts';

// The `Idempotency-Key` of a change of an item's quantity (a count, waste): a phone that
// retries gets the first answer again and changes nothing.

/** What makes two requests "the same" for an Idempotency-Key: the route, the item, the body. */
export function requestHash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export interface KeyedRequest {
  locationId: string;
  userId: string;
  key: string;
  hash: string;
}

/**
 * A stored answer in today's shape. Answers stored before Item had `reorder_point_set`, or
 * before a changelog row had `cause` and `count_id`, lack them (keys are kept a day) and the
 * response schema would turn their replay into a 500: `reorder_point_set` from the item's
 * row, locked by the caller, which is what the field says now; the others were null then.
 */
function inTodaysShape(
  stored: UpdateQuantityResponse,
  current: typeof items.$inferSelect,
): UpdateQuantityResponse {
  const item: Partial<Item> = stored.item;
  const update: Partial<UpdateQuantityResponse['update']> = stored.update;
  return {
    item:
      item.reorder_point_set === undefined
        ? { ...stored.item, reorder_point_set: current.reorderPoint !== null }
        : stored.item,
    update: { ...stored.update, cause: update.cause ?? null, count_id: update.count_id ?? null },
  };
}

/**
 * The answer stored under the key by this user in this location, or undefined. The same key
 * with a different request is 422: the request itself is wrong (a client bug reusing keys),
 * not the state of the item. Call it with the item locked: a concurrent retry of the same
 * request waits on the lock for the first one's commit, then finds its stored answer.
 */
export async function storedAnswer(
  tx: Db,
  request: KeyedRequest,
  current: typeof items.$inferSelect,
): Promise<UpdateQuantityResponse | undefined> {
  const [stored] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.locationId, request.locationId),
        eq(idempotencyKeys.userId, request.userId),
        eq(idempotencyKeys.key, request.key),
      ),
    )
    .limit(1);
  return answerStored(stored, request, current);
}

/**
 * The answer of a stored key row (read by storedAnswer, or joined to the statement locking the
 * item), or undefined when there is none; 422 when it was stored for a different request.
 */
export function answerStored(
  stored: { requestHash: string; response: unknown } | undefined,
  request: KeyedRequest,
  current: typeof items.$inferSelect,
): UpdateQuantityResponse | undefined {
  if (!stored) return undefined;
  if (stored.requestHash !== request.hash) {
    throw new AppError(
      'VALIDATION_ERROR',
      'This Idempotency-Key was already used for a different request.',
      [{ path: 'Idempotency-Key', message: 'Use a new key for a new request' }],
    );
  }
  return inTodaysShape(stored.response as UpdateQuantityResponse, current);
}

/** Stores the answer under the key, in the transaction of the change it answers. */
export async function storeAnswer(
  tx: Db,
  request: KeyedRequest,
  response: UpdateQuantityResponse,
): Promise<void> {
  await prepared(tx, 'idempotency_store_answer', (db) =>
    db.insert(idempotencyKeys).values({
      locationId: sql.placeholder('locationId'),
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('hash'),
      statusCode: 200,
      response: sql.placeholder('response'),
    }),
  ).execute({ ...request, response });
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
 * Removes up to 100 keys older than the retention period, at most once a minute: each process
 * asks at most once a minute, and of the processes asking in one minute of the clock only one
 * runs it (`claimPeriod`; keys are kept a day at least, there is no hurry). Call it after a key
 * is stored, outside its transaction (never holding row locks of other users' keys); it walks
 * the created_at index, so it stays cheap, and a failure only delays the cleanup.
 */
export async function purgeOldKeysIfDue(ctx: Context): Promise<void> {
  if (!purgeIsDue(ctx)) return;
  const ours = await claimPeriod(ctx.db, 'idempotency-key-purge', PURGE_EVERY_MS, ctx.now()).catch(
    () => false,
  );
  if (!ours) return;
  const cutoff = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  const old = ctx.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .limit(100);
  await ctx.db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, cutoff), inArray(idempotencyKeys.key, old)))
    .catch(() => undefined);
}
