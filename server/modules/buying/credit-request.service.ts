import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { creditRequestBody, ListWithItems } from '#contract/shopping-lists.ts';
import { locations, shoppingLists, vendors } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { escapeHtml } from '#server/lib/emails/layout.ts';
import { queueMail } from '#server/lib/mail-queue/queue.ts';
import { requireMember } from '#server/lib/membership.ts';
import { dayIn, type ListItemRow, loadList, loadListItems, locateList } from './lists.ts';
import { formatMoney } from './order-document.ts';

type CreditRequestFields = z.output<typeof creditRequestBody>;

/** A line to claim: fewer packs arrived than ordered, or the invoice price is higher. */
interface Claim {
  name: string;
  sku: string | null;
  ordered: Decimal;
  received: Decimal;
  orderedPrice: Decimal | null;
  invoicePrice: Decimal | null;
  /** What the venue asks back: missing packs at the ordered price, plus the overcharge. */
  amount: Decimal;
}

/** The short and dearer lines of a received list, each with the amount to credit. */
export function claimsOf(
  lines: { line: ListItemRow; sku: string | null; vendorItemName: string | null }[],
): Claim[] {
  const claims: Claim[] = [];
  for (const { line, sku, vendorItemName } of lines) {
    const ordered = new Decimal(line.quantity);
    const received = new Decimal(line.receivedQuantity ?? line.quantity);
    const orderedPrice = line.unitPrice === null ? null : new Decimal(line.unitPrice);
    const invoicePrice = line.invoicePrice === null ? orderedPrice : new Decimal(line.invoicePrice);
    const short = received.lessThan(ordered);
    const dearer =
      orderedPrice !== null && invoicePrice !== null && invoicePrice.greaterThan(orderedPrice);
    if (!short && !dearer) continue;
    let amount = new Decimal(0);
    if (short && orderedPrice !== null)
      amount = amount.plus(ordered.minus(received).times(orderedPrice));
    if (dearer && orderedPrice !== null && invoicePrice !== null) {
      amount = amount.plus(invoicePrice.minus(orderedPrice).times(received));
    }
    claims.push({
      name: vendorItemName ?? line.name,
      sku,
      ordered,
      received,
      orderedPrice,
      invoicePrice,
      amount,
    });
  }
  return claims;
}

function claimText(claim: Claim): string {
  const parts = [`${claim.sku ? `[${claim.sku}] ` : ''}${claim.name}:`];
  if (claim.received.lessThan(claim.ordered)) {
    parts.push(`ordered ${claim.ordered.toFixed()}, received ${claim.received.toFixed()}`);
  }
  if (
    claim.orderedPrice !== null &&
    claim.invoicePrice !== null &&
    claim.invoicePrice.greaterThan(claim.orderedPrice)
  ) {
    parts.push(
      `ordered at ${formatMoney(claim.orderedPrice)}, invoiced at ${formatMoney(claim.invoicePrice)} per pack`,
    );
  }
  parts.push(`credit ${formatMoney(claim.amount)}`);
  return parts.join(' ');
}

/**
 * Queues an email to the vendor of a received list with the lines that came short or dearer,
 * asking for a credit, and records when, in one transaction (decision 038). 409 when the list is not received, has nothing to claim, or its
 * vendor has no email address.
 */
export async function requestCredit(
  ctx: Context,
  input: { listId: string; request: CreditRequestFields },
): Promise<ListWithItems> {
  const { listId } = input;
  const locationId = await locateList(ctx.db, ctx.user.id, listId);
  await requireMember(ctx.db, ctx.user.id, locationId, 'list.send');
  const [found] = await ctx.db
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
  const { list, vendor, location } = found;
  if (list.status !== 'received') {
    throw conflict('Only a received list can ask for a credit: receive the delivery first.');
  }
  const claims = claimsOf(await loadListItems(ctx.db, locationId, listId));
  if (claims.length === 0) {
    throw conflict('Nothing to claim: no line of this delivery came short or dearer.');
  }
  if (!vendor?.email) {
    throw conflict(
      vendor
        ? `${vendor.name} has no email address. Add one to the vendor first.`
        : 'This list has no vendor to ask for a credit.',
    );
  }
  const total = claims.reduce((sum, claim) => sum.plus(claim.amount), new Decimal(0));
  const received = list.receivedAt ? dayIn(list.receivedAt, location.timezone) : '';
  const intro = [
    'Hello,',
    `The delivery of order "${list.name}" to ${location.name} (received ${received}) did not match the order. We ask for a credit for these lines:`,
  ];
  const closing = [
    `Credit requested: ${location.currency} ${formatMoney(total)}`,
    ...(input.request.message ? [input.request.message] : []),
  ];
  // Signed by the venue, with its phone and email when it has them.
  const signature = [
    location.name,
    ...(location.phone ? [`Phone: ${location.phone}`] : []),
    ...(location.email ? [`Email: ${location.email}`] : []),
  ];
  const text = [
    ...intro,
    claims.map((claim) => `- ${claimText(claim)}`).join('\n'),
    ...closing,
    signature.join('\n'),
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">',
    ...intro.map(paragraph),
    `<ul>${claims.map((claim) => `<li>${escapeHtml(claimText(claim))}</li>`).join('')}</ul>`,
    ...closing.map(paragraph),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  const now = ctx.now();
  const email = {
    to: vendor.email,
    subject: `Credit request: order ${list.name} from ${location.name}`,
    text,
    html,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(shoppingLists)
      .set({ creditRequestedAt: now, updatedAt: now })
      .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, listId)));
    // Queued with the list's change: both are kept or neither (decision 038).
    await queueMail(tx, { kind: 'credit-request', locationId, listId, message: email }, now);
  });
  await ctx.publish({ type: 'shopping-list.updated', location_id: locationId, id: listId });
  const answer = await loadList(ctx.db, locationId, listId);
  ctx.mailer.wake();
  return answer;
}
