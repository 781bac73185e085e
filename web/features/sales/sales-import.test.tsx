import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, headerOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeImportAnswer, makeMappings, makeSalesPage } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const FIRST_LOAD = { timeout: 15_000 };

const SQUARE = [
  'Date,Time,Time Zone,Category,Item,Qty,Price Point Name,SKU,Modifiers Applied,Gross Sales,Discounts,Net Sales',
  '2026-11-20,19:02:11,Paris,Cocktails,Negroni,2,Regular,,,$24.00,$0.00,$24.00',
  '2026-11-20,21:40:00,Paris,Beer,House lager,3,Regular,,,$18.00,$0.00,$18.00',
].join('\n');

function open(routes: Routes) {
  const stubs = stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/menu': () => jsonResponse([]),
    'GET /api/sales/mappings': () => jsonResponse(makeMappings()),
    'GET /api/sales': () => jsonResponse(makeSalesPage([])),
    ...routes,
  });
  renderRoute(`/dashboard/${BAR.id}/sales`);
  return stubs;
}

/** The multipart fields a call sent, the file by its name. */
function fieldsOf(call: FetchCall | undefined): Record<string, string> {
  const form = call?.init.body as FormData;
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, value instanceof File ? value.name : value]),
  );
}

async function chooseFile(name = 'items-sales.csv', text = SQUARE) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import sales' }, FIRST_LOAD));
  const dialog = within(screen.getByRole('dialog', { name: 'Import sales' }));
  await user.upload(
    dialog.getByLabelText('CSV or Excel (.xlsx) file'),
    new File([text], name, { type: 'text/csv' }),
  );
  return { user, dialog };
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

describe('sales import', () => {
  it('reads the file first (format, counts, first lines, unmatched names), then imports it', async () => {
    const sample = [
      {
        row: 1,
        sold_at: '2026-11-20T18:02:11.000Z',
        period_start: null,
        pos_name: 'Negroni',
        pos_code: null,
        quantity: 2,
        net_sales: 24,
        menu_item_id: 'c0c0c0c0-0000-4000-8000-000000000001',
        menu_item_name: 'Negroni',
        ignored: false,
      },
      {
        row: 2,
        sold_at: '2026-11-20T20:40:00.000Z',
        period_start: null,
        pos_name: 'House lager',
        pos_code: null,
        quantity: 3,
        net_sales: null,
        menu_item_id: null,
        menu_item_name: null,
        ignored: false,
      },
    ];
    const unmapped = [{ pos_name: 'House lager', pos_key: 'house lager', quantity: 3, lines: 1 }];
    const { calls } = open({
      'POST /api/sales/import': (call) =>
        fieldsOf(call).preview === 'true'
          ? jsonResponse(
              makeImportAnswer({
                rows_read: 3,
                lines_imported: 2,
                duplicates_skipped: 1,
                refunds: 1,
                unmapped,
                sample,
              }),
            )
          : jsonResponse(
              makeImportAnswer({
                preview: false,
                rows_read: 3,
                lines_imported: 2,
                duplicates_skipped: 1,
                unmapped,
              }),
            ),
    });
    const { user, dialog } = await chooseFile();

    expect(await dialog.findByText('Format found: Square item sales detail')).toBeVisible();
    expect(dialog.getByText('3 rows read')).toBeVisible();
    expect(dialog.getByText('2 lines to import')).toBeVisible();
    expect(dialog.getByText('1 already imported, skipped')).toBeVisible();
    expect(dialog.getByText('1 refund')).toBeVisible();
    expect(dialog.getByText('1 name no menu item takes yet:')).toBeVisible();
    expect(dialog.getByText('House lager: 3 sold')).toBeVisible();
    const sampleTable = within(dialog.getByRole('table'));
    expect(sampleTable.getByText('€24.00')).toBeVisible();
    expect(sampleTable.getByText('Not matched')).toBeVisible();
    expect(sampleTable.getByText('No amount')).toBeVisible();

    const preview = calls.find((call) => call.url === '/api/sales/import');
    expect(fieldsOf(preview)).toEqual({
      location_id: BAR.id,
      preview: 'true',
      file: 'items-sales.csv',
    });
    expect(headerOf(preview, 'Authorization')).toBe('Bearer access-1');

    await user.click(dialog.getByRole('button', { name: 'Import 2 lines' }));
    expect(await dialog.findByText('2 lines imported, 1 already imported, skipped.')).toBeVisible();
    const imports = calls.filter((call) => call.url === '/api/sales/import');
    expect(fieldsOf(imports[1])).toEqual({ location_id: BAR.id, file: 'items-sales.csv' });
    expect(
      dialog.getByText('Match the names no menu item takes yet on the sales screen.'),
    ).toBeVisible();
    expect(dialog.queryByRole('button', { name: /^Import/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks which days a summary file without dates covers, and reads it again with them', async () => {
    const { calls } = open({
      'POST /api/sales/import': (call) =>
        fieldsOf(call).from
          ? jsonResponse(makeImportAnswer({ format: 'clover', rows_read: 4, lines_imported: 4 }))
          : errorResponse(422, 'VALIDATION_ERROR', 'Validation failed', {
              details: [
                {
                  path: 'from',
                  message: 'This report carries no dates: give the days it covers',
                },
              ],
            }),
    });
    const { user, dialog } = await chooseFile('clover.csv', 'Item Sales\nName,Sold\nBeer,4');

    const days = within(
      await dialog.findByRole('group', { name: 'Which days does this file cover?' }),
    );
    expect(days.getByLabelText('From')).toHaveAccessibleDescription(
      'This report carries no dates: give the days it covers',
    );
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.type(days.getByLabelText('From'), '2026-11-16');
    await user.type(days.getByLabelText('To'), '2026-11-22');
    await user.click(days.getByRole('button', { name: 'Read the file with these days' }));
    expect(await dialog.findByText('Format found: Clover item sales report')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Import 4 lines' }));
    await dialog.findByText(/^4 lines imported/);
    const sent = calls.filter((call) => call.url === '/api/sales/import').map(fieldsOf);
    expect(sent.at(-1)).toEqual({
      location_id: BAR.id,
      from: '2026-11-16',
      to: '2026-11-22',
      file: 'clover.csv',
    });
  });

  it('lists every bad row and imports nothing', async () => {
    open({
      'POST /api/sales/import': () =>
        jsonResponse(
          makeImportAnswer({
            lines_imported: 1,
            errors: [{ row: 2, message: 'Quantity must be a number' }],
          }),
        ),
    });
    const { dialog } = await chooseFile();
    expect(await dialog.findByText('Nothing can be imported: 1 row to fix first.')).toBeVisible();
    expect(dialog.getByText('Row 2: Quantity must be a number')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('says in the server’s words why a file was refused', async () => {
    open({
      'POST /api/sales/import': () =>
        errorResponse(
          422,
          'VALIDATION_ERROR',
          'Unrecognised header: expected date, item, quantity, net_sales',
          {
            details: [
              {
                path: 'file',
                message: 'Unrecognised header: expected date, item, quantity, net_sales',
              },
            ],
          },
        ),
    });
    const { dialog } = await chooseFile('odd.csv', 'a,b\n1,2');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unrecognised header: expected date, item, quantity, net_sales',
    );
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
