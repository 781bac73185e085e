import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_ALREADY_RECEIVED_MESSAGE } from '#contract/messages.ts';
import type { BelowMinimumDetails, ListWithItems, sendListBody } from '#contract/shopping-lists.ts';
import type { Db } from '#server/db/client.ts';
import { locations, shoppingLists, users, vendors } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { queueMail } from '#server/lib/mail-queue/queue.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumber } from '#server/lib/money.ts';
import { dayIn, loadList, loadListItems, locateList, lockList } from './lists.ts';
import {
  deliveryDay,
  type Order,
  orderCsv,
  orderEmail,
  orderFileName,
  orderNumber,
  orderPdf,
  orderTotal,
  replyAddress,
} from './order-document.ts';

type SendListFields = z.output<typeof sendListBody>;

/**
 * A list as an order (venue, vendor, lines), with its row and its vendor's; `senderId` is the
 * member who sends or exports it (the vendor's replies go to them).
 */
async function loadOrder(db: Db, locationId: string, listId: string, now: Date, senderId: string) {
  const [found] = await db
    .select({ list: shoppingLists, vendor: vendors, location: locations })
    .from(shoppingLists)
    .innerJoin(locations, eq(locations.id, shoppingLists.locationId))
    .leftJoin(
      vendors,
      and(eq(vendors.locationId, shoppingLists.locationId), eq(vendors.id, shoppingLists.vendorId)),
    )
    .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, listId)))
    .limit(1);
  if (!found) throw notFound('Shopping list');
  const lines = await loadListItems(db, locationId, listId);
  const [sender] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, senderId));
  const today = dayIn(now, found.location.timezone);
  const order: Order = {
    number: orderNumber(found.list.id),
    venue: found.location.name,
    venueAddress: found.location.address,
    venuePhone: found.location.phone,
    venueEmail: found.location.email,
    currency: found.location.currency,
    date: today,
    deliveryDate: deliveryDay(today, found.vendor),
    sender: sender ?? null,
    vendorName: found.vendor?.name ?? null,
    listName: found.list.name,
    lines: lines.map(({ line, sku, packDescription, vendorItemName }) => ({
      sku,
      // The vendor knows the line by its catalogue name.
      name: vendorItemName ?? line.name,
      packs: line.quantity,
      packDescription,
      packSize: line.packSize,
      unit: line.unit,
      price: line.unitPrice,
    })),
  };
  return { order, list: found.list, vendor: found.vendor };
}

/** The order's email to the vendor: text, HTML and the PDF. */
async function orderMessage(to: string, order: Order & { message: string | null }, now: Date) {
  const pdf = await orderPdf(order, now);
  const replyTo = replyAddress(order);
  return {
    to,
    // The vendor's answer goes to the member who sent the order (or the venue's email when the
    // sender has none), not to the product's address.
    ...(replyTo ? { replyTo } : {}),
    ...orderEmail(order),
    attachments: [
      { filename: orderFileName(order, 'pdf'), content: pdf, contentType: 'application/pdf' },
    ],
  };
}

/**
 * Marks a list sent and, when its vendor has an email address, queues the order's email in the
 * same transaction; the outbox's worker delivers it (decision 038), and the list shows how that
 * went. Below the vendor's minimum order it answers 409 unless the caller confirms. A sent list
 * may be sent again (a new email); a received one not.
 */
export async function sendList(
  ctx: Context,
  input: { listId: string; send: SendListFields },
): Promise<ListWithItems> {
  const { listId, send } = input;
  const locationId = await locateList(ctx.db, ctx.user.id, listId);
  await requireMember(ctx.db, ctx.user.id, locationId, 'list.send');
  const now = ctx.now();
  const { order, list, vendor } = await loadOrder(ctx.db, locationId, listId, now, ctx.user.id);
  if (list.status === 'received') throw conflict(LIST_ALREADY_RECEIVED_MESSAGE);
  if (order.lines.length === 0) throw conflict('This list has no lines to send.');
  const { total } = orderTotal(order.lines);
  if (vendor?.minimumOrder && total.lessThan(vendor.minimumOrder) && !send.confirm_below_minimum) {
    const details: BelowMinimumDetails = {
      reason: 'below_minimum_order',
      minimum_order: toNumber(vendor.minimumOrder),
      total: toNumber(total.toFixed()),
      requires_confirmation: true,
    };
    throw conflict(
      `The order comes to ${order.currency} ${total.toFixed(2)}, below ${vendor.name}'s minimum order of ${order.currency} ${toNumber(vendor.minimumOrder).toFixed(2)}. Confirm to send it anyway.`,
      details,
    );
  }
  const to = vendor?.email ?? null;
  const email = to
    ? await orderMessage(to, { ...order, message: send.message ?? null }, now)
    : null;
  const sent = await ctx.db.transaction(async (tx) => {
    const current = await lockList(tx, locationId, listId);
    if (current.status === 'received') throw conflict(LIST_ALREADY_RECEIVED_MESSAGE);
    await tx
      .update(shoppingLists)
      .set({ status: 'sent', sentAt: now, sentTo: to, sentBy: ctx.user.id, updatedAt: now })
      .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, listId)));
    // Queued with the list's change: both are kept or neither (decision 038).
    if (email) await queueMail(tx, { kind: 'order', locationId, listId, message: email }, now);
    return loadList(tx, locationId, listId);
  });
  if (email) ctx.mailer.wake();
  await ctx.publish({ type: 'shopping-list.sent', location_id: locationId, id: listId });
  return sent;
}

/** The order as a file: the PDF the vendor gets, or CSV. */
export async function exportList(
  ctx: Context,
  input: { listId: string; format: 'pdf' | 'csv' },
): Promise<{ fileName: string; contentType: string; content: Buffer | string }> {
  const locationId = await locateList(ctx.db, ctx.user.id, input.listId);
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const now = ctx.now();
  const { order } = await loadOrder(ctx.db, locationId, input.listId, now, ctx.user.id);
  if (input.format === 'csv') {
    return {
      fileName: orderFileName(order, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      content: orderCsv(order),
    };
  }
  return {
    fileName: orderFileName(order, 'pdf'),
    contentType: 'application/pdf',
    content: await orderPdf(order, now),
  };
}
