import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeCategory, makeItem } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { itemsCsv } from '#contract/items-csv.ts';

const spirits = makeCategory({ name: 'Spirits' });
const gin = makeItem({ name: 'Gin', category_id: spirits.id, category: 'Spirits', sku: 'G-1' });
const lemons = makeItem({
  name: 'Lemons, unwaxed',
  unit: 'kg',
  unit_content: null,
  unit_content_unit: null,
  storage_area: 'Walk-in',
  quantity: 2.5,
  par_level: null,
  cost_per_unit: null,
});

const CSV = [
  'Name,Category,Unit,Quantity,Par Level,Colour',
  'Gin,Spirits,bottle,4,2,clear',
  'Tonic,Mixers,bottle,-3,12,',
  'Limes,,kg,1,,green',
].join('\n');

function openItems(importAnswer: (call: FetchCall) => Response) {
  signIn([BAR]);
  const stub = stubApi({
    'GET /api/inventory': () => jsonResponse([gin, lemons]),
    'GET /api/inventory/categories': () => jsonResponse([spirits]),
    'POST /api/inventory/import': importAnswer,
  });
  renderRoute(`/dashboard/${BAR.id}/items`);
  return stub;
}

beforeEach(() => resetAuth());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CSV import', () => {
  it('previews the mapped columns, sends the CSV and lists every bad row', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openItems(() =>
      jsonResponse({
        created: 0,
        updated: 0,
        errors: [{ row: 2, message: 'quantity: Use a number of 0 or more' }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import items from CSV' });
    // Every column the import reads is named, the unit's content among them.
    expect(
      within(dialog).getByText(/^The first line names the columns: name \(required\),/),
    ).toHaveTextContent(
      'category, unit, unit_content, unit_content_unit, quantity, par_level, reorder_point, cost_per_unit, waste_percent, full_weight_g, empty_weight_g, conversions, allergens, storage_area, sku, barcode, notes.',
    );
    await user.click(within(dialog).getByLabelText('Or paste the CSV'));
    await user.paste(CSV);
    const preview = within(dialog).getByRole('table');
    const headers = within(preview)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Row', 'name', 'category', 'unit', 'quantity', 'par_level']);
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getByRole('cell', { name: '-3' })).toBeInTheDocument();
    expect(within(dialog).getByText(/3 rows to import\. Ignored columns: colour/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('Row 2: quantity: Use a number of 0 or more');
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      csv: CSV,
    });
  });

  it('says how many items were created and updated', async () => {
    const user = userEvent.setup({ delay: null });
    openItems(() => jsonResponse({ created: 2, updated: 1, errors: [] }));
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog');
    const file = new File([CSV.replace('-3', '3')], 'stock.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    expect(await within(dialog).findByText('Imported: 2 created, 1 updated.')).toBeVisible();
  });
});

describe('CSV export', () => {
  it('downloads the filtered list as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const blobs: Blob[] = [];
    // jsdom has no Blob URLs: stub the two static methods only.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:items';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    openItems(() => jsonResponse({ created: 0, updated: 0, errors: [] }));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search'), 'lemon');
    await waitFor(() => expect(screen.queryByText('1 item')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const text = await blobs[0]?.text();
    expect(text?.split('\r\n')).toEqual([
      'name,category,unit,unit_content,unit_content_unit,quantity,par_level,reorder_point,cost_per_unit,waste_percent,full_weight_g,empty_weight_g,conversions,allergens,storage_area,sku,barcode,notes',
      '"Lemons, unwaxed",,kg,,,2.5,,,,,,,,,Walk-in,,,',
    ]);
  });

  it('leaves the reorder point empty where the item follows its par level', () => {
    const own = makeItem({ name: 'Rum', par_level: 6, reorder_point: 2, storage_area: null });
    expect(gin).toMatchObject({ par_level: 2, reorder_point: 2, reorder_point_set: false });
    const rows = Papa.parse<Record<string, string>>(itemsCsv([gin, own]), { header: true }).data;
    // Exporting the par level there would pin the reorder point on the next import.
    expect(rows.map((row) => [row.name, row.par_level, row.reorder_point])).toEqual([
      ['Gin', '2', ''],
      ['Rum', '6', '2'],
    ]);
  });
});
