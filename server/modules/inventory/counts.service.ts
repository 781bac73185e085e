import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type UpdateQuantityResponse, type updateQuantityBody } from '#contract/stock-updates.ts';
import type { Db } from '#server/db/client.ts';
import { prepared } from '#server/db/prepared.ts';
import {
  categories,
  idempotencyKeys,
  items,
  members,
  stockUpdates,
  users,
} from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { requireFound, throughMembership } from '#server/lib/membership.ts';
import { difference, greaterThan, toNumeric } from '#server/lib/money.ts';
import { countOfChange } from './count-rows.ts';
import {
  answerStored,
  type KeyedRequest,
  purgeOldKeysIfDue,
  requestHash,
  storeAnswer,
  storedAnswer,
} from './idempotency.ts';
import { staleVersion, toItem } from './stock.ts';
import { toStockUpdate } from './stock-updates.ts';

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
 * A value given when the statement runs, where Drizzle's types want the column's own type
 * (it binds it through the column's encoder all the same).
 */
const given = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The counted item, its row locked, found through the caller's membership (stock.ts
 * lockMemberItem: 404 for another location's item, 403 for a role that may not count), with
 * its category's and the caller's names and, in the same statement, the answer stored under
 * the request's Idempotency-Key (none when `key` is null).
 */
function lockCountedItem(tx: Db, values: { userId: string; id: string; key: string | null }) {
  return prepared(tx, 'count_lock_item', (db) =>
    db
      .select({
        item: items,
        categoryName: categories.name,
        role: members.role,
        userName: users.name,
        storedHash: idempotencyKeys.requestHash,
        storedResponse: idempotencyKeys.response,
      })
      .from(items)
      .innerJoin(members, throughMembership(items, sql.placeholder('userId')))
      .innerJoin(users, eq(users.id, members.userId))
      .leftJoin(
        categories,
        and(eq(categories.locationId, items.locationId), eq(categories.id, items.categoryId)),
      )
      .leftJoin(
        idempotencyKeys,
        and(
          eq(idempotencyKeys.locationId, items.locationId),
          eq(idempotencyKeys.userId, members.userId),
          eq(idempotencyKeys.key, sql.placeholder('key')),
        ),
      )
      .where(eq(items.id, sql.placeholder('id')))
      .limit(1)
      .for('update', { of: items }),
  ).execute(values);
}

/** The count's changelog row (stock-updates.ts recordStockUpdate, one row). */
async function insertCountRow(
  tx: Db,
  values: {
    locationId: string;
    itemId: string;
    userId: string;
    previous: string;
    next: string;
    reason: UpdateQuantityFields['reason'];
    note: string | null;
    countId: string | null;
  },
) {
  const [row] = await prepared(tx, 'count_insert_row', (db) =>
    db
      .insert(stockUpdates)
      .values({
        locationId: given('locationId'),
        itemId: given('itemId'),
        userId: given('userId'),
        previousQuantity: given('previous'),
        newQuantity: given('next'),
        delta: given('delta'),
        reason: given('reason'),
        note: given('note'),
        shoppingListId: null,
        cause: null,
        countId: given('countId'),
        // The time of the write, not of the transaction's start (see recordStockUpdates).
        createdAt: sql`clock_timestamp()`,
      })
      .returning(),
  ).execute({ ...values, delta: difference(values.next, values.previous) });
  if (!row) throw new Error('stock update not written');
  return row;
}

/** The counted item's new quantity, its version one up (an optimistic lock's version). */
async function setQuantity(
  tx: Db,
  values: { locationId: string; id: string; quantity: string; updatedAt: Date },
) {
  const [row] = await prepared(tx, 'count_set_quantity', (db) =>
    db
      .update(items)
      .set({
        quantity: given('quantity'),
        version: sql`${items.version} + 1`,
        // The request's time, given: $onUpdate would freeze one in the text, built once.
        updatedAt: given('updatedAt'),
      })
      .where(
        and(
          eq(items.locationId, sql.placeholder('locationId')),
          eq(items.id, sql.placeholder('id')),
        ),
      )
      .returning(),
  ).execute(values);
  if (!row) throw new Error('counted item not written');
  return row;
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
 *
 * Its statements are built once per process (db/prepared.ts), and the key's stored answer is
 * read by the statement that locks the item. That read can be too early: a concurrent first
 * request with the same key commits while this one waits for the lock, and PostgreSQL then
 * hands the locked row's new version but not the key row the waiting statement did not see.
 * Such a request fails (at the latest, storing its key finds the first one's: a unique
 * violation), so a keyed request that fails is run once more with the key read after the lock,
 * which then finds the stored answer, or fails again for its own reason.
 */
export async function updateQuantity(
  ctx: Context,
  {
    itemId,
    change: body,
    idempotencyKey,
  }: { itemId: string; change: UpdateQuantityFields; idempotencyKey?: string | undefined },
): Promise<CountAnswer> {
  const request = { userId: ctx.user.id, itemId, body, idempotencyKey, now: ctx.now() };
  let answer: Counted;
  try {
    answer = await ctx.db.transaction((tx) => count(tx, request, 'with the lock'));
  } catch (error) {
    if (idempotencyKey === undefined) throw error;
    answer = await ctx.db.transaction((tx) => count(tx, request, 'after the lock'));
  }
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

interface Counted {
  locationId: string;
  result: UpdateQuantityResponse;
  replayed: boolean;
  countId?: string | null;
}

/** One count in transaction `tx`, the key's answer read with the item's lock or after it. */
async function count(
  tx: Db,
  {
    userId,
    itemId,
    body,
    idempotencyKey,
    now,
  }: {
    userId: string;
    itemId: string;
    body: UpdateQuantityFields;
    idempotencyKey: string | undefined;
    now: Date;
  },
  keyRead: 'with the lock' | 'after the lock',
): Promise<Counted> {
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const [row] = await lockCountedItem(tx, { userId, id: itemId, key: idempotencyKey ?? null });
  const found = requireFound(row, 'Item', 'stock.count');
  const current = found.item;
  const locationId = current.locationId;
  const keyed: KeyedRequest | undefined =
    idempotencyKey === undefined
      ? undefined
      : { locationId, userId, key: idempotencyKey, hash: countHash(itemId, body) };
  if (keyed) {
    const stored =
      keyRead === 'with the lock'
        ? answerStored(
            found.storedHash === null
              ? undefined
              : { requestHash: found.storedHash, response: found.storedResponse },
            keyed,
            current,
          )
        : await storedAnswer(tx, keyed, current);
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
  const update = await insertCountRow(tx, {
    locationId,
    itemId,
    userId,
    previous: current.quantity,
    next,
    reason: body.reason,
    note: body.note ?? null,
    countId,
  });
  const counted = await setQuantity(tx, { locationId, id: itemId, quantity: next, updatedAt: now });
  // The answer from the rows as written: the category's and the counter's names were read
  // with the lock, so nothing is read back.
  const response: UpdateQuantityResponse = {
    item: toItem({ item: counted, categoryName: found.categoryName }),
    update: toStockUpdate({ update, itemName: counted.name, userName: found.userName }),
  };
  if (keyed) await storeAnswer(tx, keyed, response);
  return { locationId, result: response, replayed: false, countId };
}
