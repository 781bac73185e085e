import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import { writeCsv } from '#contract/csv.ts';
import { unitNameFor } from '#contract/unit-names.ts';
import { escapeHtml } from '#server/lib/emails/layout.ts';
import { fontName, fontRuns, registerFonts } from './pdf-fonts.ts';

/**
 * An order as the vendor reads it: the PDF attached to the order email (and exported), the
 * CSV export, and the email's text and HTML. One place builds them all from one `Order`.
 */

export interface OrderLine {
  sku: string | null;
  name: string;
  /** Packs ordered (numeric string). */
  packs: string;
  packDescription: string | null;
  /** Units of the item per pack, and that unit. */
  packSize: string | null;
  unit: string | null;
  /** Price per pack; null when unknown. */
  price: string | null;
}

export interface Order {
  /** The number the vendor quotes back: `PO-` and the list's id's first 8 hex digits. */
  number: string;
  venue: string;
  venueAddress: string | null;
  /** The venue's phone and email (its settings), shown with its address when set. */
  venuePhone?: string | null | undefined;
  venueEmail?: string | null | undefined;
  currency: string;
  /** The day of the order in the venue's time zone, YYYY-MM-DD. */
  date: string;
  /** The day asked for (the vendor's lead time and delivery days), YYYY-MM-DD; null: unknown. */
  deliveryDate: string | null;
  /** Who sends the order: the vendor's replies go to them. */
  sender?: { name: string; email: string } | null | undefined;
  vendorName: string | null;
  listName: string;
  lines: OrderLine[];
  /** A note to the vendor. */
  message?: string | null | undefined;
}

/** Money with at least 2 decimals (4 when the price has them). */
export function formatMoney(value: Decimal.Value): string {
  const amount = new Decimal(value);
  return amount.decimalPlaces() > 2 ? amount.toFixed(4) : amount.toFixed(2);
}

const lineTotal = (line: OrderLine): Decimal | null =>
  line.price === null ? null : new Decimal(line.packs).times(line.price);

/** Σ packs × price of the priced lines, and whether some line has no price. */
export function orderTotal(lines: OrderLine[]): { total: Decimal; unpriced: boolean } {
  let total = new Decimal(0);
  let unpriced = false;
  for (const line of lines) {
    const amount = lineTotal(line);
    if (amount === null) unpriced = true;
    else total = total.plus(amount);
  }
  return { total, unpriced };
}

/**
 * "6 bottles", "1 bottle", "2 kg": a number with its unit, the name agreeing with the number.
 * The order is written in English (the vendor's copy).
 */
const amountText = (amount: string, unit: string | null) =>
  unit === null ? amount : `${amount} ${unitNameFor('en', unit, amount)}`;

const packText = (line: OrderLine) =>
  line.packDescription ??
  (line.packSize === null ? '' : amountText(new Decimal(line.packSize).toFixed(), line.unit));

/** "2 × case of 6 × 750 ml", "2 × 6 bottles", "3 bottles" (a line of single units), "2" (no pack). */
export function quantityText(line: OrderLine): string {
  const packs = new Decimal(line.packs).toFixed();
  if (
    line.packDescription === null &&
    line.packSize !== null &&
    new Decimal(line.packSize).equals(1)
  )
    return amountText(packs, line.unit);
  const pack = packText(line);
  return pack ? `${packs} × ${pack}` : packs;
}

/**
 * The day to ask the vendor to deliver: today plus its lead time (1 day when it has none),
 * moved on to the first of its delivery days (ISO weekdays) when it names them; null when the
 * vendor has neither. Days are YYYY-MM-DD in the venue's time zone.
 */
export function deliveryDay(
  today: string,
  vendor: { leadTimeDays: number | null; deliveryDays: number[] } | null,
): string | null {
  if (!vendor || (vendor.leadTimeDays === null && vendor.deliveryDays.length === 0)) return null;
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (vendor.leadTimeDays ?? 1));
  const isoWeekday = () => ((day.getUTCDay() + 6) % 7) + 1;
  if (vendor.deliveryDays.length > 0) {
    while (!vendor.deliveryDays.includes(isoWeekday())) day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}

/** The order's number for a list. */
export const orderNumber = (listId: string) => `PO-${listId.slice(0, 8).toUpperCase()}`;

/** "Coastal Spirits Co." ends its sentence with its own full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const deliveryText = (order: Order) => order.deliveryDate ?? 'as soon as possible';

const UNPRICED_NOTE = 'Lines without a price are not in the total.';

/**
 * Where the vendor's answer goes: the member who sent the order, or the venue's email when the
 * sender has none; null when neither is known (the product's own address then).
 */
export function replyAddress(order: Order): string | null {
  return order.sender?.email || order.venueEmail || null;
}

/** The venue's block: its address, phone and email, each when set. */
function venueLines(order: Order): string[] {
  return [
    ...(order.venueAddress ? [order.venueAddress] : []),
    ...(order.venuePhone ? [`Phone: ${order.venuePhone}`] : []),
    ...(order.venueEmail ? [`Email: ${order.venueEmail}`] : []),
  ];
}

/** The order as a PDF: number, venue, dates, vendor, one row per line, the total. */
export function orderPdf(order: Order, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Order ${order.number} ${order.listName}`,
      Author: order.venue,
      Producer: 'Barback',
      Creator: 'Barback',
      CreationDate: createdAt,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  type Weight = 'regular' | 'bold';
  /** Draws a text run by run, each in a font that has its characters (pdf-fonts.ts). */
  const write = (
    text: string,
    weight: Weight,
    options: PDFKit.Mixins.TextOptions = {},
    at?: { x: number; y: number },
  ) => {
    const runs = fontRuns(text);
    if (runs.length === 0) runs.push({ family: 'NotoSans', text: '' });
    runs.forEach((run, index) => {
      doc.font(fontName(run.family, weight));
      const continued = index < runs.length - 1;
      if (index === 0 && at) doc.text(run.text, at.x, at.y, { ...options, continued });
      else doc.text(run.text, { ...options, continued });
    });
  };
  /** A text's width, run by run in the fonts that draw it. */
  const widthOf = (text: string, weight: Weight) => {
    let width = 0;
    for (const run of fontRuns(text)) {
      doc.font(fontName(run.family, weight));
      width += doc.widthOfString(run.text);
    }
    return width;
  };
  /**
   * The height of a text in a column, wrapped as pdfkit wraps it: word by word at spaces and
   * line breaks, a word wider than the column (CJK has no spaces) over as many lines as it
   * fills. A little narrower than the column, so an estimate never comes out short.
   */
  const heightIn = (text: string, weight: Weight, width: number) => {
    doc.font(fontName('NotoSans', weight));
    const lineHeight = doc.currentLineHeight(true);
    const room = width * 0.95;
    const space = widthOf(' ', weight);
    let lines = 0;
    for (const paragraph of text.split('\n')) {
      let used = 0;
      lines += 1;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wide = widthOf(word, weight);
        if (used > 0 && used + space + wide <= room) {
          used += space + wide;
          continue;
        }
        if (used > 0) lines += 1;
        lines += Math.max(0, Math.ceil(wide / room) - 1);
        used = wide % room || Math.min(wide, room);
      }
    }
    // CJK and Arabic fonts stand taller than Noto Sans.
    return lines * lineHeight * 1.15;
  };

  const left = doc.page.margins.left;
  doc.fontSize(18);
  write(`Order ${order.number} from ${order.venue}`, 'bold');
  doc.fontSize(10);
  for (const line of venueLines(order)) write(line, 'regular');
  if (order.sender) write(`Contact: ${order.sender.name} <${order.sender.email}>`, 'regular');
  doc.moveDown(0.5);
  write(`Order number: ${order.number}`, 'regular');
  write(`Order date: ${order.date}`, 'regular');
  write(`Delivery requested: ${deliveryText(order)}`, 'bold');
  write(`Vendor: ${order.vendorName ?? '-'}`, 'regular');
  write(`List: ${order.listName}`, 'regular');
  write(`Prices in ${order.currency}, per pack`, 'regular');
  if (order.message) {
    doc.moveDown(0.5);
    write(order.message, 'regular');
  }
  doc.moveDown();

  // SKU, item, quantity (packs × pack), price, line total.
  const columns = [
    { title: 'SKU', width: 70, align: 'left' },
    { title: 'Item', width: 165, align: 'left' },
    { title: 'Quantity (packs × pack)', width: 140, align: 'left' },
    { title: 'Price', width: 60, align: 'right' },
    { title: 'Total', width: 64, align: 'right' },
  ] as const;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const row = (cells: string[], bold = false) => {
    const weight: Weight = bold ? 'bold' : 'regular';
    doc.fontSize(9);
    const heights = cells.map((cell, index) =>
      heightIn(cell, weight, (columns[index]?.width ?? 60) - 4),
    );
    const height = Math.max(...heights) + 4;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      write(cell, weight, { width: column.width - 4, align: column.align }, { x, y: top });
      x += column.width;
    });
    doc.x = left;
    doc.y = top + height;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const line of order.lines) {
    const amount = lineTotal(line);
    row([
      line.sku ?? '',
      line.name,
      quantityText(line),
      line.price === null ? 'no price' : formatMoney(line.price),
      amount === null ? '-' : formatMoney(amount),
    ]);
  }
  const { total, unpriced } = orderTotal(order.lines);
  doc.moveDown(0.5);
  row(['', '', '', 'Total', formatMoney(total)], true);
  if (unpriced) {
    doc.fontSize(9);
    write(UNPRICED_NOTE, 'regular', {}, { x: left, y: doc.y });
  }
  doc.end();
  return done;
}

/**
 * The order as CSV with a header row, one row per line, through the product's one CSV writer:
 * a name, SKU or pack description that starts like a formula is written as text.
 */
export function orderCsv(order: Order): string {
  return writeCsv(
    ['sku', 'name', 'packs', 'pack_description', 'pack_size', 'unit', 'unit_price', 'line_total'],
    order.lines.map((line) => {
      const amount = lineTotal(line);
      return [
        line.sku,
        line.name,
        new Decimal(line.packs).toFixed(),
        line.packDescription,
        line.packSize === null ? null : new Decimal(line.packSize).toFixed(),
        line.unit,
        line.price === null ? null : new Decimal(line.price).toFixed(),
        amount === null ? null : amount.toFixed(),
      ];
    }),
  );
}

/** A file name for the order: the list's name, safe for any file system. */
export function orderFileName(order: Order, extension: 'pdf' | 'csv'): string {
  const base = `${order.listName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'order'}.${extension}`;
}

/** The order email's subject, plain text and HTML (the PDF goes as an attachment). */
export function orderEmail(order: Order): { subject: string; text: string; html: string } {
  const { total, unpriced } = orderTotal(order.lines);
  const subject = `Order ${order.number} from ${order.venue} (delivery ${deliveryText(order)})`;
  const lineText = (line: OrderLine) => {
    const amount = lineTotal(line);
    const price = line.price === null ? 'no price' : `${formatMoney(line.price)} per pack`;
    const sku = line.sku ? `[${line.sku}] ` : '';
    return `- ${sku}${line.name}: ${quantityText(line)}, ${price}${amount === null ? '' : `, ${formatMoney(amount)}`}`;
  };
  const intro = [
    'Hello,',
    sentence(
      `${order.venue} would like to order the following${order.vendorName ? ` from ${order.vendorName}` : ''}`,
    ),
    ...(order.message ? [order.message] : []),
  ];
  const facts = [
    `Order number: ${order.number}`,
    `Delivery requested: ${deliveryText(order)}`,
    `Order date: ${order.date}`,
    `List: ${order.listName}`,
  ];
  const contact = [
    order.venue,
    ...venueLines(order),
    ...(order.sender ? [`${order.sender.name} <${order.sender.email}>`] : []),
  ];
  const totalLine = `Total: ${order.currency} ${formatMoney(total)}${unpriced ? ` (${UNPRICED_NOTE})` : ''}`;
  const replyTo = replyAddress(order);
  const replyLine = replyTo
    ? `The order is attached as a PDF. Please quote ${order.number} and reply to ${replyTo}.`
    : `The order is attached as a PDF. Please quote ${order.number}.`;
  const text = [
    ...intro,
    facts.join('\n'),
    order.lines.map(lineText).join('\n'),
    totalLine,
    replyLine,
    contact.join('\n'),
  ].join('\n\n');

  const cell = (value: string, align: 'left' | 'right' = 'left') =>
    `<td style="padding: 4px 8px; border-bottom: 1px solid #e5e7eb; text-align: ${align};">${escapeHtml(value)}</td>`;
  const rows = order.lines.map((line) => {
    const amount = lineTotal(line);
    return `<tr>${[
      cell(line.sku ?? ''),
      cell(line.name),
      cell(quantityText(line)),
      cell(line.price === null ? 'no price' : formatMoney(line.price), 'right'),
      cell(amount === null ? '' : formatMoney(amount), 'right'),
    ].join('')}</tr>`;
  });
  const heading = ['SKU', 'Item', 'Quantity (packs × pack)', 'Price', 'Total']
    .map((title) => `<th style="padding: 4px 8px; text-align: left;">${title}</th>`)
    .join('');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const lines = (parts: string[]) => `<p>${parts.map(escapeHtml).join('<br>')}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">',
    ...intro.map(paragraph),
    lines(facts),
    `<table style="border-collapse: collapse;"><thead><tr>${heading}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    `<p><strong>${escapeHtml(totalLine)}</strong></p>`,
    paragraph(replyLine),
    lines(contact),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
