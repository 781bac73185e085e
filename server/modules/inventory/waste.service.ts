import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateQuantityResponse, wasteBody } from '#contract/stock-updates.ts';
import { items } from '#server/db/schema/index.ts';
import { conflict, validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { difference, greaterThan, toNumber, toNumeric } from '#server/lib/money.ts';
import { purgeOldKeysIfDue, requestHash, storeAnswer, storedAnswer } from './idempotency.ts';
import { lockMemberItem, toItem } from './stock.ts';
import { recordStockUpdate, toStockUpdate } from './stock-updates.ts';

type WasteFields = z.output<typeof wasteBody>;

export interface WasteAnswer {
  result: UpdateQuantityResponse;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Records waste of an item (`POST /api/inventory/{id}/waste`): takes `quantity` off its stock
 * in one transaction, the item's row locked, with one changelog row (reason `waste`, delta
 * −quantity, the cause kept) and the item's version bumped. More than is on hand is a 422 on
 * `quantity`: the stock never goes below 0. An `Idempotency-Key` works as for a count
 * (idempotency.ts). Staff may record waste (`waste.record`).
 */
export async function recordWaste(
  ctx: Context,
  {
    itemId,
    waste,
    idempotencyKey,
  }: { itemId: string; waste: WasteFields; idempotencyKey?: string | undefined },
): Promise<WasteAnswer> {
  const userId = ctx.user.id;
  const wasted = toNumeric(waste.quantity);
  const answer = await ctx.db.transaction(async (tx) => {
    const found = await lockMemberItem(tx, userId, itemId, 'waste.record');
    const current = found.item;
    const locationId = current.locationId;
    const keyed =
      idempotencyKey === undefined
        ? undefined
        : {
            locationId,
            userId,
            key: idempotencyKey,
            hash: requestHash([
              'POST /api/inventory/:id/waste',
              itemId,
              wasted,
              waste.cause,
              waste.note ?? null,
            ]),
          };
    if (keyed) {
      const stored = await storedAnswer(tx, keyed, current);
      if (stored) return { locationId, result: stored, replayed: true };
    }
    if (current.archived) {
      throw conflict('This item is archived. Restore it before recording waste of it.', {
        item: toItem({ item: current, categoryName: found.categoryName }),
      });
    }
    if (greaterThan(wasted, current.quantity)) {
      const onHand = toNumber(current.quantity);
      throw validationError(
        'quantity',
        `Only ${onHand} ${current.unit} on hand: waste at most that, or count the item first`,
      );
    }
    const next = difference(current.quantity, wasted);
    const update = await recordStockUpdate(tx, {
      locationId,
      itemId,
      userId,
      previous: current.quantity,
      next,
      reason: 'waste',
      note: waste.note,
      cause: waste.cause,
    });
    const [changed] = await tx
      .update(items)
      .set({ quantity: next, version: sql`${items.version} + 1` })
      .where(and(eq(items.locationId, locationId), eq(items.id, itemId)))
      .returning();
    if (!changed) throw new Error('wasted item not written');
    const response: UpdateQuantityResponse = {
      item: toItem({ item: changed, categoryName: found.categoryName }),
      update: toStockUpdate({ update, itemName: changed.name, userName: found.userName }),
    };
    if (keyed) await storeAnswer(tx, keyed, response);
    return { locationId, result: response, replayed: false };
  });
  if (!answer.replayed) {
    await ctx.publish({ type: 'stock.updated', location_id: answer.locationId, id: itemId });
    if (idempotencyKey !== undefined) await purgeOldKeysIfDue(ctx);
  }
  return { result: answer.result, replayed: answer.replayed };
}
