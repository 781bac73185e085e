import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import { writeCsv } from '#contract/csv.ts';
import { escapeHtml } from '#server/lib/emails/layout.ts';

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
  venue: string;
  venueAddress: string | null;
  currency: string;
  /** The day of the order in the venue's time zone, YYYY-MM-DD. */
  date: string;
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

const packText = (line: OrderLine) =>
  line.packDescription ??
  (line.packSize === null
    ? ''
    : `${new Decimal(line.packSize).toFixed()} ${line.unit ?? ''}`.trim());

const UNPRICED_NOTE = 'Lines without a price are not in the total.';

/** The order as a PDF: venue, date, vendor, one row per line, the total. */
export function orderPdf(order: Order, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Order ${order.listName}`,
      Author: order.venue,
      Producer: 'Barback',
      Creator: 'Barback',
      CreationDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(18).text(`Order from ${order.venue}`);
  doc.font('Helvetica').fontSize(10);
  if (order.venueAddress) doc.text(order.venueAddress);
  doc.moveDown(0.5);
  doc.text(`Date: ${order.date}`);
  doc.text(`Vendor: ${order.vendorName ?? '-'}`);
  doc.text(`Order: ${order.listName}`);
  doc.text(`Prices in ${order.currency}, per pack`);
  if (order.message) {
    doc.moveDown(0.5);
    doc.text(order.message);
  }
  doc.moveDown();

  // SKU, item, packs, pack, price, line total.
  const columns = [
    { title: 'SKU', width: 70, align: 'left' },
    { title: 'Item', width: 160, align: 'left' },
    { title: 'Packs', width: 45, align: 'right' },
    { title: 'Pack', width: 100, align: 'left' },
    { title: 'Price', width: 60, align: 'right' },
    { title: 'Total', width: 64, align: 'right' },
  ] as const;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: columns[index]?.width ?? 60 }),
    );
    const height = Math.max(...heights) + 4;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x, top, { width: column.width - 4, align: column.align });
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
      new Decimal(line.packs).toFixed(),
      packText(line),
      line.price === null ? 'no price' : formatMoney(line.price),
      amount === null ? '-' : formatMoney(amount),
    ]);
  }
  const { total, unpriced } = orderTotal(order.lines);
  doc.moveDown(0.5);
  row(['', '', '', '', 'Total', formatMoney(total)], true);
  if (unpriced) {
    doc.font('Helvetica').fontSize(9).text(UNPRICED_NOTE, left);
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
  const subject = `Order from ${order.venue} (${order.date})`;
  const lineText = (line: OrderLine) => {
    const amount = lineTotal(line);
    const price = line.price === null ? 'no price' : `${formatMoney(line.price)} per pack`;
    const sku = line.sku ? `[${line.sku}] ` : '';
    const pack = packText(line);
    return `- ${sku}${line.name}: ${new Decimal(line.packs).toFixed()} × ${pack || 'pack'}, ${price}${amount === null ? '' : `, ${formatMoney(amount)}`}`;
  };
  const intro = [
    'Hello,',
    `${order.venue} would like to order the following${order.vendorName ? ` from ${order.vendorName}` : ''}.`,
    ...(order.message ? [order.message] : []),
  ];
  const totalLine = `Total: ${order.currency} ${formatMoney(total)}${unpriced ? ` (${UNPRICED_NOTE})` : ''}`;
  const text = [
    ...intro,
    [`Date: ${order.date}`, `Order: ${order.listName}`].join('\n'),
    order.lines.map(lineText).join('\n'),
    totalLine,
    'The order is attached as a PDF.',
    order.venue,
  ].join('\n\n');

  const cell = (value: string, align: 'left' | 'right' = 'left') =>
    `<td style="padding: 4px 8px; border-bottom: 1px solid #e5e7eb; text-align: ${align};">${escapeHtml(value)}</td>`;
  const rows = order.lines.map((line) => {
    const amount = lineTotal(line);
    return `<tr>${[
      cell(line.sku ?? ''),
      cell(line.name),
      cell(new Decimal(line.packs).toFixed(), 'right'),
      cell(packText(line)),
      cell(line.price === null ? 'no price' : formatMoney(line.price), 'right'),
      cell(amount === null ? '' : formatMoney(amount), 'right'),
    ].join('')}</tr>`;
  });
  const heading = ['SKU', 'Item', 'Packs', 'Pack', 'Price', 'Total']
    .map((title) => `<th style="padding: 4px 8px; text-align: left;">${title}</th>`)
    .join('');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">',
    ...intro.map(paragraph),
    paragraph(`Date: ${order.date} · Order: ${order.listName}`),
    `<table style="border-collapse: collapse;"><thead><tr>${heading}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    `<p><strong>${escapeHtml(totalLine)}</strong></p>`,
    paragraph('The order is attached as a PDF.'),
    paragraph(order.venue),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
