import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { SALES_IMPORT_MAX_BYTES, type SalesImportResponse } from '#contract/sales.ts';
import { salesLines } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  createMenuItem,
  createSalesMapping,
} from '#server/test/factories.ts';
import { postSalesImport, salesFixture } from '#server/test/sales-helpers.ts';

const ctx = useTestApp({ clock: () => new Date('2026-11-25T12:00:00.000Z') });

const errorOf = (body: string) =>
  (JSON.parse(body) as { error: { code: string; details?: { path: string; message: string }[] } })
    .error;

/** A bar in New York with a Negroni, a lager on draft and a pint of Guinness on its menu. */
async function bar(timezone = 'America/New_York') {
  const { location, owner } = await createLocation(ctx.db, { timezone });
  const negroni = await createMenuItem(ctx.db, location, { name: 'Negroni' });
  const lager = await createMenuItem(ctx.db, location, { name: 'Lager Draft' });
  const pint = await createMenuItem(ctx.db, location, { name: 'Guinness (Pint)' });
  return { location, owner, negroni, lager, pint };
}

const linesOf = (locationId: string) =>
  ctx.db
    .select()
    .from(salesLines)
    .where(eq(salesLines.locationId, locationId))
    .orderBy(asc(salesLines.soldAt), asc(salesLines.posKey));

describe('POST /api/sales/import', () => {
  it('reads a Square item sales detail: "$" amounts, quoted commas, price points, a refund; a second import imports nothing', async () => {
    const { location, owner, negroni, pint } = await bar('America/Chicago');
    await createSalesMapping(ctx.db, location, { posName: 'Gift Card', menuItemId: null });
    const file = salesFixture('square-item-sales-detail.csv');
    const first = await postSalesImport(ctx.app, owner, { location_id: location.id }, file);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<SalesImportResponse>();
    expect(answer).toMatchObject({
      format: 'square',
      preview: false,
      rows_read: 7,
      lines_imported: 7,
      duplicates_skipped: 0,
      voids_skipped: 0,
      refunds: 1,
      errors: [],
      // The file's Time Zone column (Eastern) wins over the venue's (Central).
      first_sold_at: '2026-11-21T00:45:12.000Z',
      last_sold_at: '2026-11-21T06:10:00.000Z',
    });
    expect(answer.unmapped).toEqual([
      { pos_name: 'Spritz, Aperol', pos_key: 'spritz, aperol', quantity: 3, lines: 1 },
      { pos_name: 'Guinness (Half)', pos_key: 'guinness (half)', quantity: 2, lines: 2 },
    ]);
    const rows = await linesOf(location.id);
    expect(
      rows.map((row) => [row.posName, row.quantity, row.netSales, row.menuItemId, row.source]),
    ).toEqual([
      ['Guinness (Pint)', '1.0000', '7.0000', pint.id, 'square'],
      ['Negroni', '2.0000', '24.0000', negroni.id, 'square'],
      ['Guinness (Half)', '1.0000', '4.5000', null, 'square'],
      ['Guinness (Half)', '1.0000', '4.5000', null, 'square'],
      ['Spritz, Aperol', '3.0000', '1230.0000', null, 'square'],
      ['Negroni', '-1.0000', '-12.0000', negroni.id, 'square'],
      ['Gift Card', '1.0000', '50.0000', null, 'square'],
    ]);

    const again = await postSalesImport(ctx.app, owner, { location_id: location.id }, file);
    expect(again.json<SalesImportResponse>()).toMatchObject({
      lines_imported: 0,
      duplicates_skipped: 7,
    });
    expect(await linesOf(location.id)).toHaveLength(7);
  });

  it('reads Toast ItemSelectionDetails: voided selections skipped, spacing in names tidied, times in the venue zone', async () => {
    const { location, owner, negroni, lager } = await bar();
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      salesFixture('toast-ItemSelectionDetails.csv'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SalesImportResponse>()).toMatchObject({
      format: 'toast',
      rows_read: 4,
      lines_imported: 3,
      voids_skipped: 1,
      unmapped: [{ pos_name: 'Old Fashioned, House', quantity: 1 }],
    });
    const rows = await linesOf(location.id);
    expect(
      rows.map((row) => [
        row.soldAt.toISOString(),
        row.posName,
        row.posCode,
        row.menuItemId,
        row.netSales,
      ]),
    ).toEqual([
      // 7:45 PM in New York on 20 November is 00:45 UTC the next day.
      ['2026-11-21T00:45:00.000Z', 'Lager Draft', '2001', lager.id, '6.0000'],
      ['2026-11-21T00:45:00.000Z', 'Negroni', '1001', negroni.id, '12.0000'],
      ['2026-11-21T05:29:00.000Z', 'Old Fashioned, House', '3001', null, '14.0000'],
    ]);
  });

  it('reads a Clover summary after its preamble, negatives in parentheses, over the period given; without one, 422 on from', async () => {
    const { location, owner, negroni } = await bar();
    const file = salesFixture('clover-item-sales.csv');
    const missing = await postSalesImport(ctx.app, owner, { location_id: location.id }, file);
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing.body).details).toEqual([
      { path: 'from', message: expect.stringMatching(/summary with no dates/) },
    ]);
    const reversed = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id, from: '2026-11-23T10:00:00Z', to: '2026-11-22' },
      file,
    );
    expect(reversed.statusCode).toBe(422);
    expect(errorOf(reversed.body).details?.[0]?.path).toBe('to');
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id, from: '2026-11-16', to: '2026-11-22' },
      file,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SalesImportResponse>()).toMatchObject({
      format: 'clover',
      rows_read: 5,
      lines_imported: 4,
      refunds: 1,
    });
    const rows = await linesOf(location.id);
    expect(rows.map((row) => [row.posName, row.quantity, row.netSales])).toEqual([
      ['House Old Fashioned', '6.0000', '72.0000'],
      ['Lager Draft', '100.0000', '700.0000'],
      ['Negroni', '100.0000', '1164.0000'],
      ['Spilled Negroni', '-1.0000', '-12.0000'],
    ]);
    // The week, from its first midnight to its last in New York.
    expect(new Set(rows.map((row) => row.periodStart?.toISOString()))).toEqual(
      new Set(['2026-11-16T05:00:00.000Z']),
    );
    expect(new Set(rows.map((row) => row.soldAt.toISOString()))).toEqual(
      new Set(['2026-11-23T05:00:00.000Z']),
    );
    expect(rows.find((row) => row.posName === 'Negroni')?.menuItemId).toBe(negroni.id);
  });

  it('reads the plain format: a day is a summary of that day in the venue zone, a time with an offset keeps it', async () => {
    const { location, owner } = await bar('Europe/Madrid');
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      salesFixture('plain-sales.csv'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SalesImportResponse>()).toMatchObject({
      format: 'plain',
      lines_imported: 5,
    });
    const rows = await linesOf(location.id);
    expect(
      rows.map((row) => [
        row.periodStart?.toISOString() ?? null,
        row.soldAt.toISOString(),
        row.posName,
        row.netSales,
        row.posCode,
      ]),
    ).toEqual([
      [null, '2026-11-20T20:30:00.000Z', 'Lager Draft', '28.0000', null],
      ['2026-11-19T23:00:00.000Z', '2026-11-20T23:00:00.000Z', 'Negroni', '120.0000', null],
      [null, '2026-11-21T02:00:00.000Z', 'Negroni', '12.0000', null],
      // No amount: null, never 0.
      ['2026-11-20T23:00:00.000Z', '2026-11-21T23:00:00.000Z', 'Espresso Martini', null, 'EM-1'],
      ['2026-11-20T23:00:00.000Z', '2026-11-21T23:00:00.000Z', 'Negroni', '-12.0000', null],
    ]);
  });

  it('reads an XLSX file, its date cells as the wall clock written', async () => {
    const { location, owner, lager } = await bar();
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      salesFixture('plain-sales.xlsx'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await linesOf(location.id);
    expect(rows.map((row) => [row.soldAt.toISOString(), row.posName, row.quantity])).toEqual(
      [
        ['2026-11-21T00:45:00.000Z', 'Negroni', '3.0000'],
        ['2026-11-22T05:00:00.000Z', 'Lager Draft', '5.0000'],
        ['2026-11-22T04:10:00.000Z', 'Negroni', '-1.0000'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(rows.find((row) => row.posName === 'Lager Draft')?.menuItemId).toBe(lager.id);
  });

  it('previews without writing, with the lines it would import and those already there', async () => {
    const { location, owner } = await bar();
    const file = salesFixture('toast-ItemSelectionDetails.csv');
    const preview = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id, preview: 'true' },
      file,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json<SalesImportResponse>();
    expect(answer).toMatchObject({ preview: true, lines_imported: 3, duplicates_skipped: 0 });
    expect(answer.sample.map((line) => [line.pos_name, line.menu_item_name])).toEqual([
      ['Negroni', 'Negroni'],
      ['Lager Draft', 'Lager Draft'],
      ['Old Fashioned, House', null],
    ]);
    expect(await linesOf(location.id)).toEqual([]);
    await postSalesImport(ctx.app, owner, { location_id: location.id }, file);
    const after = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id, preview: 'true' },
      file,
    );
    expect(after.json<SalesImportResponse>()).toMatchObject({
      lines_imported: 0,
      duplicates_skipped: 3,
    });
  });

  it('imports nothing from a file with a bad row, and names each', async () => {
    const { location, owner } = await bar();
    const csv =
      'date,item,quantity,net_sales\n2026-11-20,Negroni,2,24\n2026-13-40,Negroni,1,12\n2026-11-20,Lager,lots,7\n';
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      {
        filename: 'sales.csv',
        contentType: 'text/csv',
        data: csv,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SalesImportResponse>()).toMatchObject({
      lines_imported: 0,
      errors: [
        { row: 2, message: expect.stringMatching(/^date: /) },
        { row: 3, message: expect.stringMatching(/^quantity: /) },
      ],
    });
    expect(await linesOf(location.id)).toEqual([]);
  });

  it('refuses an unknown header naming the columns expected, a wrong type, bad fields, and a file too large quickly', async () => {
    const { location, owner } = await bar();
    const csv = (data: string, filename = 'sales.csv') => ({
      filename,
      contentType: 'text/csv',
      data,
    });
    const unknown = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      csv('when,what,how many\n2026-11-20,Negroni,2\n'),
    );
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown.body).details).toEqual([
      { path: 'file', message: expect.stringContaining('date, item, quantity, net_sales') },
    ]);
    const pdf = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      {
        filename: 'sales.pdf',
        contentType: 'application/pdf',
        data: '%PDF-1.4',
      },
    );
    expect(pdf.statusCode).toBe(422);
    const none = await postSalesImport(ctx.app, owner, { location_id: location.id });
    expect(errorOf(none.body).details?.[0]?.path).toBe('file');
    const fields = await postSalesImport(
      ctx.app,
      owner,
      { location_id: 'nope', from: '2026-11-22', to: '2026-11-01', preview: 'maybe' },
      csv('date,item,quantity\n'),
    );
    expect(fields.statusCode).toBe(422);
    expect(
      errorOf(fields.body)
        .details?.map((detail) => detail.path)
        .sort(),
    ).toEqual(['location_id', 'preview']);
    const reversed = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id, from: '2026-11-22', to: '2026-11-01' },
      csv('date,item,quantity\n'),
    );
    expect(errorOf(reversed.body).details?.[0]?.path).toBe('to');

    const started = performance.now();
    const big = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      csv('x'.repeat(SALES_IMPORT_MAX_BYTES + 1)),
    );
    expect(big.statusCode).toBe(413);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a file past the row limit before reading it all', async () => {
    const { location, owner } = await bar();
    const rows = ['date,item,quantity', ...Array.from({ length: 60_001 }, () => '2026-11-20,A,1')];
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      {
        filename: 'sales.csv',
        contentType: 'text/csv',
        data: rows.join('\n'),
      },
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.body).details?.[0]?.message).toMatch(/more than 60,000 rows/);
  });

  it('is refused without a token, to staff, and for another location', async () => {
    const { location, owner } = await bar();
    const staff = await addMember(ctx.db, location, 'staff');
    const file = salesFixture('plain-sales.csv');
    expect(
      (await postSalesImport(ctx.app, undefined, { location_id: location.id }, file)).statusCode,
    ).toBe(401);
    expect(
      (await postSalesImport(ctx.app, staff, { location_id: location.id }, file)).statusCode,
    ).toBe(403);
    const other = await createLocation(ctx.db);
    expect(
      (await postSalesImport(ctx.app, owner, { location_id: other.location.id }, file)).statusCode,
    ).toBe(403);
    expect(
      await ctx.db
        .select()
        .from(salesLines)
        .where(and(eq(salesLines.locationId, other.location.id))),
    ).toEqual([]);
  });

  it('reads a Square export saved as XLSX', async () => {
    const { location, owner } = await bar();
    const header = ['Date', 'Time', 'Item', 'Qty', 'Net Sales', 'Event Type'];
    const data = await writeExcelFile([
      header.map((value) => ({ value })),
      [
        { value: '2026-11-20' },
        { value: '19:45:12' },
        { value: 'Negroni' },
        { value: 2 },
        { value: '$24.00' },
        { value: 'Payment' },
      ],
      [
        { value: '2026-11-20' },
        { value: '20:00:00' },
        { value: 'Negroni' },
        { value: 1 },
        { value: '$12.00' },
        { value: 'Refund' },
      ],
    ]).toBuffer();
    const response = await postSalesImport(
      ctx.app,
      owner,
      { location_id: location.id },
      {
        filename: 'items-2026-11-20.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await linesOf(location.id);
    // A refund written with a positive quantity is still a refund.
    expect(rows.map((row) => [row.soldAt.toISOString(), row.quantity, row.netSales])).toEqual([
      ['2026-11-21T00:45:12.000Z', '2.0000', '24.0000'],
      ['2026-11-21T01:00:00.000Z', '-1.0000', '-12.0000'],
    ]);
  });
});
