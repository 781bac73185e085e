import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeListItem } from './test-fixtures.ts';

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('en');
});

function open(answer: unknown) {
  stubApi({
    'GET /api/shopping-lists/purchase-list': () => jsonResponse(answer),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
  });
  renderRoute(`/dashboard/${BAR.id}/shopping-lists/purchase-list`);
}

describe('purchase list', () => {
  it('groups the open lines by vendor with totals, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open({
      vendors: [
        {
          vendor_id: '4d4d4d4d-0000-4000-8000-000000000901',
          vendor_name: 'Metro Drinks',
          items: [
            makeListItem({ name: 'Gin', quantity: 2, unit_price: 90, on_hand: 0.5, par_level: 2 }),
          ],
          total: 180,
          has_unpriced_lines: false,
        },
        {
          vendor_id: null,
          vendor_name: null,
          items: [
            makeListItem({ name: 'Candles', quantity: 3, unit_price: null }),
            // Without a vendor, in the item's own units at its cost.
            makeListItem({ name: 'Rum', quantity: 2, pack_size: 1, unit_price: 16 }),
            // A price below a euro a can: to three significant digits, not "€0.56".
            makeListItem({
              name: 'Tonic',
              quantity: 1,
              pack_size: 1,
              unit: 'can',
              unit_price: 0.5625,
            }),
          ],
          total: 32.5625,
          has_unpriced_lines: true,
        },
      ],
      total: 180,
      has_unpriced_lines: true,
    });
    const metro = await screen.findByRole('region', { name: 'Metro Drinks' });
    expect(
      within(metro).getByRole('table', { name: 'What to buy from Metro Drinks' }),
    ).toBeVisible();
    expect(within(metro).getByRole('row', { name: /Gin/ })).toHaveTextContent('€180.00');
    // Why 2 packs: half a bottle on hand of a par of 2.
    expect(within(metro).getByRole('row', { name: /Gin/ })).toHaveTextContent(
      'On hand 0.5 bottles, par 2',
    );
    const none = screen.getByRole('region', { name: 'No vendor' });
    expect(within(none).getByRole('table', { name: 'What to buy without a vendor' })).toBeVisible();
    expect(within(none).getByRole('row', { name: /Candles/ })).toHaveTextContent('no price');
    expect(within(none).getByRole('row', { name: /Rum/ })).toHaveTextContent('€16.00 a bottle');
    expect(within(none).getByRole('row', { name: /Rum/ })).toHaveTextContent('2 bottles');
    const tonic = within(none).getByRole('row', { name: /Tonic/ });
    expect(tonic).toHaveTextContent('€0.563 a can');
    expect(tonic).toHaveTextContent('1 can');
    expect(tonic).not.toHaveTextContent('1 cans');
    expect(screen.getByText('All vendors').parentElement).toHaveTextContent(
      '€180.00 + lines without a price',
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says the stock and the lines without a vendor in Spanish', async () => {
    setLanguage('es');
    open({
      vendors: [
        {
          vendor_id: null,
          vendor_name: null,
          items: [
            makeListItem({
              name: 'Ron',
              quantity: 2,
              pack_size: 1,
              unit_price: 10,
              on_hand: 0.5,
              par_level: 2,
            }),
          ],
          total: 20,
          has_unpriced_lines: false,
        },
      ],
      total: 20,
      has_unpriced_lines: false,
    });
    const none = await screen.findByRole('region', { name: 'Sin proveedor' });
    expect(within(none).getByRole('table', { name: 'Qué comprar sin proveedor' })).toBeVisible();
    expect(within(none).getByRole('row', { name: /Ron/ })).toHaveTextContent(
      'En existencias 0,5 botellas, mínimo 2',
    );
    expect(within(none).getByRole('row', { name: /Ron/ }).textContent).toMatch(
      /10,00\s€ por botella/,
    );
    // In the item's own units, named in Spanish and agreeing with the number.
    expect(within(none).getByRole('row', { name: /Ron/ })).toHaveTextContent('2 botellas');
    expect(englishLeft([shoppingMessages])).toEqual([]);
  });

  it('says when there is nothing to buy', async () => {
    open({ vendors: [], total: 0, has_unpriced_lines: false });
    expect(await screen.findByText('Nothing to buy: no open list has lines.')).toBeInTheDocument();
  });
});
