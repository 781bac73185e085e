import type { Item } from '#contract/inventory.ts';
import type { List } from '#contract/shopping-lists.ts';
import type { PriceIncrease } from '#contract/prices.ts';
import type { Vendor } from '#contract/vendors.ts';
import type { DeliveriesData, ShortLine } from '../tools/deliveries.ts';
import type { DraftOrderData } from '../tools/draft-order.ts';
import type { PriceHistoryRow } from '../tools/price-changes.ts';
import type { VendorPriceLine } from '../tools/vendor-prices.ts';
import type { Turn } from '../turn.ts';
import { formats, percent, plural, prose, quantity, sayAll } from './wording.ts';

export async function answerVendors(turn: Turn, vendor: Vendor | undefined) {
  const format = await formats(turn);
  const output = await turn.call('vendors', {});
  const { vendors } = output.data as { vendors: Vendor[] };
  const one = vendor ? vendors.find((each) => each.id === vendor.id) : undefined;
  if (one) {
    const contact = [one.contact_name, one.email, one.phone].filter(Boolean).join(', ');
    const sentences = [`${one.name}: ${contact || 'no contact details'}.`];
    if (one.lead_time_days !== null)
      sentences.push(`Lead time ${plural(one.lead_time_days, 'day')}.`);
    if (one.minimum_order !== null)
      sentences.push(`Minimum order ${format.money(one.minimum_order)}.`);
    return sayAll(turn, sentences);
  }
  if (vendors.length === 0) return sayAll(turn, ['You have no vendors yet.']);
  sayAll(turn, [
    `You buy from ${plural(vendors.length, 'vendor')}: ${prose(
      vendors.map((each) =>
        each.contact_name ? `${each.name} (${each.contact_name})` : each.name,
      ),
    )}.`,
  ]);
}

export async function answerVendorPrices(turn: Turn, args: { vendor?: string; item?: string }) {
  const format = await formats(turn);
  const output = await turn.call('vendor_prices', args);
  const { lines, vendor, item } = output.data as {
    lines: VendorPriceLine[];
    vendor: Vendor | null;
    item: Item | null;
  };
  if (item) {
    if (lines.length === 0) return sayAll(turn, [`No vendor lists ${item.name}.`]);
    sayAll(turn, [
      `${item.name} is sold by ${plural(new Set(lines.map((line) => line.vendor_id)).size, 'vendor')}:`,
      `${prose(
        lines.map(
          (line) =>
            `${line.vendor_name} ${format.money(line.price)} per ${line.pack_description ?? quantity(line.pack_size)}${line.is_preferred ? ' (preferred)' : ''}`,
        ),
      )}.`,
    ]);
    return;
  }
  if (!vendor) return sayAll(turn, ['Which vendor or item do you mean?']);
  if (lines.length === 0) return sayAll(turn, [`${vendor.name} has no catalogue lines yet.`]);
  sayAll(turn, [
    `${vendor.name} has ${plural(lines.length, 'line')} in its catalogue.`,
    `For example: ${prose(
      lines.slice(0, 5).map((line) => `${line.name} ${format.money(line.price)}`),
    )}.`,
  ]);
}

export async function answerPriceChanges(turn: Turn, item: Item | undefined) {
  const format = await formats(turn);
  const output = await turn.call('price_changes', item ? { item: item.id } : {});
  const data = output.data as {
    increases: PriceIncrease[];
    history: PriceHistoryRow[];
    item: Item | null;
  };
  if (data.item) {
    if (data.history.length === 0)
      return sayAll(turn, [`The price of ${data.item.name} has not changed.`]);
    sayAll(turn, [
      `${plural(data.history.length, 'price change')} for ${data.item.name}:`,
      `${data.history
        .slice(0, 5)
        .map(
          (change) =>
            `${format.when(change.created_at)} at ${change.vendor_name}: ${format.money(change.old_price)} → ${format.money(change.new_price)}`,
        )
        .join('; ')}.`,
    ]);
    return;
  }
  if (data.increases.length === 0) {
    return sayAll(turn, ['No price rose by more than 5% in the last 30 days.']);
  }
  sayAll(turn, [
    `${plural(data.increases.length, 'price')} rose by more than 5% in the last 30 days:`,
    `${prose(
      data.increases
        .slice(0, 6)
        .map(
          (increase) =>
            `${increase.item_name} at ${increase.vendor_name} ${format.money(increase.old_price)} → ${format.money(increase.new_price)} (+${percent(increase.percent)})`,
        ),
    )}.`,
  ]);
}

export async function answerOpenOrders(turn: Turn, vendor: Vendor | undefined) {
  const format = await formats(turn);
  const output = await turn.call('open_orders', vendor ? { vendor: vendor.id } : {});
  const { lists } = output.data as { lists: List[] };
  const with_ = vendor ? ` with ${vendor.name}` : '';
  if (lists.length === 0) return sayAll(turn, [`No open orders${with_}.`]);
  const sent = lists.filter((list) => list.status === 'sent').length;
  sayAll(turn, [
    `${plural(lists.length, 'open order')}${with_}: ${sent} sent and waiting to be received, ${lists.length - sent} still in draft.`,
    `${lists
      .slice(0, 5)
      .map(
        (list) =>
          `${list.name} (${list.vendor_name ?? 'no vendor'}, ${list.status}, ${plural(list.item_count, 'line')}, ${format.money(list.estimated_total)})`,
      )
      .join('; ')}.`,
  ]);
}

export async function answerDraftOrder(turn: Turn, vendor: Vendor) {
  const format = await formats(turn);
  const output = await turn.call('draft_order', { vendor: vendor.id });
  const data = output.data as DraftOrderData;
  if (data.lines.length === 0) {
    return sayAll(turn, [
      `Nothing to order from ${vendor.name} right now: none of its preferred items is at or below its reorder point, or they are already on an open order.`,
    ]);
  }
  sayAll(turn, [
    `An order for ${vendor.name} would hold ${plural(data.lines.length, 'line')}${data.estimated_total === null ? '' : `, about ${format.money(data.estimated_total)}`}:`,
    `${prose(data.lines.slice(0, 6).map((line) => `${quantity(line.quantity)} × ${line.name}`))}.`,
    data.may_apply
      ? 'Nothing is created until you apply it with the button.'
      : 'A manager or owner can create it; your role cannot.',
  ]);
}

/**
 * What to order, no vendor named: what is below par, the orders already open (a draft may
 * already hold it), and which vendor to draft for.
 */
export async function answerWhatToOrder(turn: Turn) {
  const format = await formats(turn);
  const below = (await turn.call('items_below_par', {})).data as { items: Item[] };
  const open = (await turn.call('open_orders', {})).data as { lists: List[] };
  const vendors = ((await turn.call('vendors', {})).data as { vendors: Vendor[] }).vendors;
  const sentences: string[] = [];
  if (below.items.length === 0) sentences.push('Nothing is below par, so nothing needs ordering.');
  else {
    sentences.push(
      `${plural(below.items.length, 'item is', 'items are')} below par: ${prose(
        below.items
          .slice(0, 8)
          .map(
            (item) =>
              `${item.name} (${quantity(item.quantity)} of ${quantity(item.par_level)} ${item.unit})`,
          ),
      )}${below.items.length > 8 ? ' and more' : ''}.`,
    );
  }
  if (open.lists.length > 0) {
    sentences.push(
      `Already open: ${open.lists
        .slice(0, 4)
        .map(
          (list) =>
            `${list.name} (${list.vendor_name ?? 'no vendor'}, ${list.status}, ${plural(list.item_count, 'line')}, ${format.money(list.estimated_total)})`,
        )
        .join('; ')}. Check ${open.lists.length === 1 ? 'it' : 'them'} before ordering more.`,
    );
  }
  if (vendors.length === 0) sentences.push('You have no vendors to order from yet.');
  else if (below.items.length > 0) {
    turn.suggestions = vendors.slice(0, 4).map((vendor) => `Draft an order for ${vendor.name}`);
    sentences.push('Which vendor should I draft an order for?');
  }
  sayAll(turn, sentences);
}

/** Whether the latest delivery (of a vendor) came as ordered. */
export async function answerDelivery(turn: Turn, vendor: Vendor | undefined) {
  const format = await formats(turn);
  const output = await turn.call('deliveries', vendor ? { vendor: vendor.id } : {});
  const { latest, short, over } = output.data as DeliveriesData;
  const from = vendor ? ` from ${vendor.name}` : '';
  if (!latest) return sayAll(turn, [`No order${from} has been received yet.`]);
  const when = latest.received_at ? `, received ${format.when(latest.received_at)}` : '';
  const lines = plural(latest.lines.length, 'line');
  const packs = (line: ShortLine) =>
    `${line.name} (${quantity(line.received)} of ${quantity(line.ordered)})`;
  const sentences = [`The latest delivery${from} is ${latest.name}${when}.`];
  if (short.length === 0 && over.length === 0) {
    sentences.push(`It came complete: all ${lines} received as ordered.`);
  } else {
    if (short.length > 0) {
      sentences.push(
        `It came short on ${short.length} of ${lines}: ${prose(short.slice(0, 6).map(packs))}.`,
      );
    }
    if (over.length > 0) {
      sentences.push(`More than ordered: ${prose(over.slice(0, 6).map(packs))}.`);
    }
  }
  sayAll(turn, sentences);
}
