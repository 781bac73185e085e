import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorItem } from '#contract/vendors.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeList, makeListItem, makeVendor, makeVendorItem, summaryOf } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

const metro = makeVendor({ name: 'Metro Drinks', delivery_days: [2, 5], minimum_order: 150 });
const ginItem = makeItem({ name: 'London Dry Gin' });
const tonicItem = makeItem({ name: 'Tonic water', unit: 'can' });
const ginLine = makeVendorItem({
  vendor_id: metro.id,
  name: 'Gin 6 × 70 cl',
  price: 90,
  previous_price: 85,
  inventory_item_id: ginItem.id,
  inventory_item_name: ginItem.name,
  is_preferred: true,
});
const tonicLine = makeVendorItem({
  vendor_id: metro.id,
  name: 'Tonic 24 cans',
  price: 12.5,
  sku: 'TON-24',
});

function openVendor(routes: Routes = {}, lines: VendorItem[] = [ginLine, tonicLine]) {
  const stub = stubApi({
    [`GET /api/vendors/${metro.id}`]: () => jsonResponse(metro),
    [`GET /api/vendors/${metro.id}/items`]: () => jsonResponse(lines),
    [`GET /api/vendors/${metro.id}/stats`]: () =>
      jsonResponse({
        item_count: 2,
        preferred_item_count: 1,
        order_count: 3,
        open_order_count: 1,
        total_spend: 1234.5,
        last_order_at: '2026-11-20T10:00:00.000Z',
      }),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/inventory': () => jsonResponse([ginItem, tonicItem]),
    [`GET /api/shopping-lists/vendor/${metro.id}`]: () =>
      jsonResponse([
        summaryOf(
          makeList({
            name: 'Friday order',
            status: 'sent',
            vendor_id: metro.id,
            vendor_name: metro.name,
            estimated_total: 180,
            items: [makeListItem({ quantity: 2, unit_price: 90 })],
            sent_at: '2026-11-20T10:00:00.000Z',
          }),
        ),
      ]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/shopping-lists/vendors/${metro.id}`);
  return { ...stub, ...view };
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a vendor', () => {
  it('shows contact, delivery days, figures and the catalogue', async () => {
    openVendor();
    expect(
      await screen.findByRole('heading', { name: 'Metro Drinks', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tuesday, Friday')).toBeInTheDocument();
    expect(screen.getByText('€150.00')).toBeInTheDocument();
    expect(await screen.findByText('€1,234.50')).toBeInTheDocument();
    expect(await screen.findByText('was €85.00')).toBeInTheDocument();
    expect(within(rowOf('Gin 6')).getByRole('button', { name: /Preferred line/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(await within(orders).findByRole('link', { name: 'Friday order' })).toBeInTheDocument();
    expect(orders).toHaveTextContent(/Sent .*2026/);
    expect(orders).toHaveTextContent('€180.00');
    // Not linked: it cannot be preferred yet.
    expect(
      within(rowOf('Tonic 24')).getByRole('button', { name: /Preferred line/ }),
    ).toBeDisabled();
  });

  it('changes a price in place, typed with a comma', async () => {
    const user = userEvent.setup();
    const { calls } = openVendor({
      [`PUT /api/vendors/items/${tonicLine.id}`]: (call) =>
        jsonResponse({ ...tonicLine, ...(bodyOf(call) as object) }),
    });
    const price = await screen.findByLabelText('Price per pack of Tonic 24 cans');
    await user.clear(price);
    await user.type(price, '13,2{Enter}');
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toEqual({ price: 13.2 });
  });

  it('links a line to an inventory item found by search, then makes it preferred', async () => {
    const user = userEvent.setup();
    const linked = {
      ...tonicLine,
      inventory_item_id: tonicItem.id,
      inventory_item_name: tonicItem.name,
    };
    let lines = [ginLine, tonicLine];
    const { calls } = openVendor({
      [`GET /api/vendors/${metro.id}/items`]: () => jsonResponse(lines),
      [`PUT /api/vendors/items/${tonicLine.id}`]: () => {
        lines = [ginLine, linked];
        return jsonResponse(linked);
      },
      [`POST /api/vendors/${metro.id}/items/${tonicLine.id}/preferred`]: () =>
        jsonResponse({ ...linked, is_preferred: true }),
    });
    await user.click(await screen.findByRole('button', { name: /Link an item for Tonic 24 cans/ }));
    const dialog = screen.getByRole('dialog', { name: 'Link Tonic 24 cans to an item' });
    const search = within(dialog).getByRole('searchbox');
    await user.clear(search);
    await user.type(search, 'water');
    await user.click(await within(dialog).findByRole('button', { name: /Tonic water/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toEqual({
      inventory_item_id: tonicItem.id,
    });
    const star = await waitFor(() => {
      const button = within(rowOf('Tonic 24')).getByRole('button', { name: /Preferred line/ });
      expect(button).toBeEnabled();
      return button;
    });
    await user.click(star);
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/items/${tonicLine.id}/preferred`))).toBe(
        true,
      ),
    );
    expect(bodyOf(calls.find((call) => call.url.endsWith('/preferred')))).toEqual({
      is_preferred: true,
    });
  });

  it('imports a price list: maps the columns, previews the rows, reports the bad one', async () => {
    const user = userEvent.setup();
    const { calls } = openVendor({
      [`POST /api/vendors/${metro.id}/catalog`]: () =>
        jsonResponse({
          created: 1,
          updated: 1,
          unchanged: 0,
          errors: [{ row: 3, message: 'Use a number above 0' }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Metro Drinks’s catalogue' });
    const csv = [
      'Product;Code;Case;Units;Cost'.replaceAll(';', ','),
      'Gin 6 × 70 cl,GIN-6,Case of 6,6,"90,50"',
      'Tonic 24 cans,TON-24,Tray,24,13.2',
      'Bad Tonic,BAD-1,Tray,0,10',
    ].join('\n');
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'metro.csv', { type: 'text/csv' }),
    );
    // Guessed from the column names; the pack columns are left for the person.
    const name = await within(dialog).findByRole('combobox', { name: 'Name' });
    expect(name).toHaveValue('Product');
    expect(within(dialog).getByRole('combobox', { name: 'SKU' })).toHaveValue('Code');
    expect(within(dialog).getByRole('combobox', { name: 'Price' })).toHaveValue('Cost');
    expect(within(dialog).getByRole('combobox', { name: 'Pack size' })).toHaveValue('');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Pack description' }),
      'Case',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pack size' }), 'Units');

    const preview = within(dialog).getByRole('table');
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'Name', 'SKU', 'Pack description', 'Pack size', 'Price']);
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent(
      '1Gin 6 × 70 clGIN-6Case of 6690,50',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    const result = await within(dialog).findByRole('alert');
    expect(result).toHaveTextContent('1 created, 1 updated, 1 row not imported.');
    expect(result).toHaveTextContent('Row 3 (Bad Tonic): Use a number above 0');
    // A decimal comma is read as such; the zero pack size goes as it is, for the server to refuse.
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      catalog: [
        {
          name: 'Gin 6 × 70 cl',
          sku: 'GIN-6',
          pack_description: 'Case of 6',
          pack_size: 6,
          price: 90.5,
        },
        {
          name: 'Tonic 24 cans',
          sku: 'TON-24',
          pack_description: 'Tray',
          pack_size: 24,
          price: 13.2,
        },
        { name: 'Bad Tonic', sku: 'BAD-1', pack_description: 'Tray', pack_size: 0, price: 10 },
      ],
    });
  });

  it('shows staff the catalogue without editing controls', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    openVendor();
    expect(await screen.findByText('€90.00')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Price per pack of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the vendor' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Price history of Gin 6 × 70 cl' }),
    ).toBeInTheDocument();
  });

  it('shows a line’s price history', async () => {
    const user = userEvent.setup();
    openVendor({
      [`GET /api/vendors/items/${ginLine.id}/price-history`]: () =>
        jsonResponse([
          {
            id: '8b8b8b8b-0000-4000-8000-000000000001',
            vendor_item_id: ginLine.id,
            old_price: 85,
            new_price: 90,
            source: 'receive',
            user_id: null,
            user_name: 'Sam Rivera',
            shopping_list_id: null,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Price history of Gin 6 × 70 cl' }));
    const dialog = screen.getByRole('dialog', { name: 'Price history of Gin 6 × 70 cl' });
    expect(await within(dialog).findByText('€85.00 → €90.00')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('invoice at receiving by Sam Rivera');
  });

  it('says when the vendor is not there', async () => {
    openVendor({
      [`GET /api/vendors/${metro.id}`]: () => errorResponse(404, 'NOT_FOUND', 'Vendor not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
  });
});
