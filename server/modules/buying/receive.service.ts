import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Discrepancy,
  ReceiveListResponse,
  receiveListBody,
} from '#contract/shopping-lists.ts';
import { LIST_ALREADY_RECEIVED_MESSAGE } from '#contract/messages.ts';
import { shoppingListItems, shoppingLists } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { equals, toNullableNumber, toNumber, toNumeric } from '#server/lib/money.ts';
import {
  publishStockReceived,
  type ReceivedStock,
  receiveStock,
} from '../inventory/receiving.service.ts';
import { loadList, locateList, lockList } from './lists.ts';
import { changePrices } from './prices.ts';

type ReceiveListFields = z.output<typeof receiveListBody>;

/**
 * Books a delivery into stock, in one transaction with the list's row locked first (two
 * receives of one list at once add the stock once; the second is 409 and changes nothing):
 * each line with an inventory item of which something arrived adds received packs × pack size
 * to the item, with one changelog row linked to the list, and sets the item's cost per unit to
 * the price paid ÷ pack size (the invoice price, else the ordered one), whether or not it
 * changed. Lines not named arrived as ordered at the ordered price. An invoice price that
 * differs is stored on the line and becomes the catalogue line's price (with its
 * price-history row). The
 * answer lists the lines that came short or over, dearer or cheaper.
 */
export async function receiveList(
  ctx: Context,
  input: { listId: string; delivery: ReceiveListFields },
): Promise<ReceiveListResponse> {
  const { listId, delivery } = input;
  const locationId = await locateList(ctx.db, ctx.user.id, listId);
  const result = await ctx.db.transaction(async (tx) => {
    const txCtx: Context = { ...ctx, db: tx };
    await requireMember(tx, ctx.user.id, locationId, 'stock.count');
    const list = await lockList(tx, locationId, listId);
    if (list.status === 'received') throw conflict(LIST_ALREADY_RECEIVED_MESSAGE);
    const lines = await tx
      .select()
      .from(shoppingListItems)
      .where(
        and(
          eq(shoppingListItems.locationId, locationId),
          eq(shoppingListItems.shoppingListId, listId),
        ),
      )
      .orderBy(asc(shoppingListItems.sortOrder), asc(shoppingListItems.createdAt));

    const named = new Map((delivery.items ?? []).map((line, index) => [line.id, { line, index }]));
    const onList = new Set(lines.map((line) => line.id));
    (delivery.items ?? []).forEach((line, index) => {
      if (!onList.has(line.id)) {
        throw new AppError('VALIDATION_ERROR', 'A received line is not on this list.', [
          { path: `items.${index}.id`, message: 'This line is not on the list' },
        ]);
      }
    });

    const stock: ReceivedStock[] = [];
    const discrepancies: Discrepancy[] = [];
    const received: { id: string; quantity: string; invoicePrice: string | null }[] = [];
    const prices = new Map<string, string>();
    for (const line of lines) {
      const answer = named.get(line.id)?.line;
      const position = named.get(line.id)?.index;
      const quantity = answer === undefined ? line.quantity : toNumeric(answer.received_quantity);
      const invoice = answer?.unit_price === undefined ? null : toNumeric(answer.unit_price);
      const priceChanged =
        invoice !== null && (line.unitPrice === null || !equals(invoice, line.unitPrice));
      received.push({ id: line.id, quantity, invoicePrice: priceChanged ? invoice : null });
      const packSize = line.packSize ?? '1';
      // The price the packs arrived at: the invoice's, else the ordered one.
      const paid = invoice ?? line.unitPrice;
      // A line where nothing arrived changes no stock and logs nothing.
      if (line.inventoryItemId !== null && new Decimal(quantity).greaterThan(0)) {
        stock.push({
          itemId: line.inventoryItemId,
          // A line not named arrived as ordered: the body has no field of its own for it.
          field: position === undefined ? 'items' : `items.${position}.received_quantity`,
          quantity: new Decimal(quantity).times(packSize).toFixed(),
          // Whatever the item cost before, its units now cost what this delivery's did.
          costPerUnit:
            paid === null
              ? undefined
              : new Decimal(paid).dividedBy(packSize).toDecimalPlaces(4).toFixed(),
        });
      }
      if (priceChanged && invoice !== null && line.vendorItemId !== null) {
        prices.set(line.vendorItemId, invoice);
      }
      if (priceChanged || !equals(quantity, line.quantity)) {
        discrepancies.push({
          list_item_id: line.id,
          name: line.name,
          ordered: toNumber(line.quantity),
          received: toNumber(quantity),
          ordered_price: toNullableNumber(line.unitPrice),
          invoice_price: toNullableNumber(invoice ?? line.unitPrice),
        });
      }
    }

    // One batch; it locks the catalogue lines in id order, so two deliveries sharing lines
    // cannot deadlock.
    await changePrices(txCtx, {
      locationId,
      changes: [...prices].map(([vendorItemId, price]) => ({ vendorItemId, price })),
      source: 'receive',
      shoppingListId: listId,
    });
    if (received.length > 0) {
      const values = sql.join(
        received.map(
          (line) =>
            sql`(${line.id}::uuid, ${line.quantity}::numeric, ${line.invoicePrice}::numeric)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${shoppingListItems} set
          received_quantity = arrived.quantity,
          invoice_price = arrived.invoice_price,
          updated_at = now()
        from (values ${values}) as arrived(id, quantity, invoice_price)
        where ${shoppingListItems.locationId} = ${locationId} and ${shoppingListItems.id} = arrived.id`);
    }
    const itemIds = await receiveStock(txCtx, { locationId, shoppingListId: listId, lines: stock });
    const now = ctx.now();
    await tx
      .update(shoppingLists)
      .set({ status: 'received', receivedAt: now, receivedBy: ctx.user.id, updatedAt: now })
      .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, listId)));
    const answer = await loadList(tx, locationId, listId);
    return { answer: { ...answer, discrepancies }, itemIds };
  });
  await ctx.publish({ type: 'shopping-list.received', location_id: locationId, id: listId });
  await publishStockReceived(ctx, { locationId, itemIds: result.itemIds });
  return result.answer;
}
