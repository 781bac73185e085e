import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { multipartBody, type Upload } from './cooking-helpers.ts';
import { tokenFor } from './request.ts';

// Test helpers of the sales module: its fixture files, an import through the API, and POS
// exports of any length for the limits and the benchmark.

/** A fixture file of server/modules/sales/fixtures as an upload. */
export function salesFixture(name: string): Upload {
  const data = readFileSync(new URL(`../modules/sales/fixtures/${name}`, import.meta.url));
  return name.endsWith('.xlsx')
    ? {
        filename: name,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data,
      }
    : { filename: name, contentType: 'text/csv', data };
}

/** POST /api/sales/import as `user` (anonymous without one). */
export async function postSalesImport(
  app: App,
  user: { id: string; email: string } | undefined,
  fields: Record<string, string>,
  file?: Upload,
): Promise<LightMyRequestResponse> {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/sales/import',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(user ? { authorization: `Bearer ${await tokenFor(app, user)}` } : {}),
    },
  });
}

const SQUARE_HEADER =
  'Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales,Tax,Transaction ID,Payment ID,Device Name,Notes,Details,Event Type,Location,Dining Option,Customer ID,Customer Name,Customer Reference ID,Unit,Count,Itemization Type,Fulfillment Note,Channel,Token,Card Brand,PAN Suffix';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A Square item sales detail export of `lines` lines over `names` items, a line a minute from
 * 2026-11-01 00:00, every tenth a refund.
 */
export function squareExport(lines: number, names = 200): string {
  const rows = [SQUARE_HEADER];
  for (let line = 0; line < lines; line += 1) {
    const at = new Date(Date.UTC(2026, 10, 1) + line * 60_000);
    const refund = line % 10 === 9;
    const quantity = refund ? -1 : 1 + (line % 3);
    const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2)}`;
    rows.push(
      [
        `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
        `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`,
        'Eastern Time (US & Canada)',
        'Cocktails',
        `Cocktail ${line % names}`,
        String(quantity),
        'Regular',
        `SKU-${line % names}`,
        '"Hendrick\'s, Double"',
        money(quantity * 12),
        '$0.00',
        money(quantity * 12),
        money(quantity * 1.07),
        `T${Math.floor(line / 3)}`,
        `P${Math.floor(line / 3)}`,
        'Bar iPad',
        '',
        '',
        refund ? 'Refund' : 'Payment',
        'Main Bar',
        'For Here',
        '',
        '',
        '',
        '',
        '',
        'Physical Item',
        '',
        'Register',
        `tok_${line}`,
        'Visa',
        '4242',
      ].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

/** A plain export (date, item, quantity, net_sales) of `lines` lines over `names` items. */
export function plainExport(lines: number, names = 200): string {
  const rows = ['date,item,quantity,net_sales'];
  for (let line = 0; line < lines; line += 1) {
    const at = new Date(Date.UTC(2026, 10, 1) + line * 60_000);
    rows.push(
      `${at.toISOString().slice(0, 10)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())},Dish ${line % names},${1 + (line % 3)},${((1 + (line % 3)) * 9.5).toFixed(2)}`,
    );
  }
  return `${rows.join('\n')}\n`;
}
