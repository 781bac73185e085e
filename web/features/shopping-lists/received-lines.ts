import Decimal from 'decimal.js';
import type { ListItem } from '#contract/shopping-lists.ts';

/** What a received line brought: packs and units into stock, and how it differed from the order. */
interface ReceivedLine {
  line: ListItem;
  received: number;
  /** Units added to stock: received packs × pack size (packs alone on a free-text line). */
  unitsAdded: Decimal;
  invoicePrice: number | null;
  short: boolean;
  over: boolean;
  dearer: boolean;
  cheaper: boolean;
}

export function receivedLines(lines: ListItem[]): ReceivedLine[] {
  return lines.map((line) => {
    const received = line.received_quantity ?? line.quantity;
    const invoicePrice = line.invoice_price ?? line.unit_price;
    const priced = invoicePrice !== null && line.unit_price !== null;
    return {
      line,
      received,
      unitsAdded: new Decimal(received).times(line.pack_size ?? 1),
      invoicePrice,
      short: new Decimal(received).lessThan(line.quantity),
      over: new Decimal(received).greaterThan(line.quantity),
      dearer: priced && new Decimal(invoicePrice).greaterThan(line.unit_price ?? 0),
      cheaper: priced && new Decimal(invoicePrice).lessThan(line.unit_price ?? 0),
    };
  });
}
