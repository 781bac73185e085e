import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InventorySummary } from '#contract/stock-updates.ts';
import type { PriceIncrease } from '#contract/prices.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const summary: InventorySummary = {
  item_count: 3,
  stock_value: 100,
  below_par_count: 0,
  counted_today: 0,
  value_history: [],
  recent: [],
};

const rise: PriceIncrease = {
  vendor_item_id: '5e5e5e5e-0000-4000-8000-000000000001',
  vendor_id: '4d4d4d4d-0000-4000-8000-000000000001',
  vendor_name: 'Metro Drinks',
  inventory_item_id: null,
  item_name: 'Gin',
  vendor_item_name: 'Gin 6 × 70 cl',
  old_price: 100,
  new_price: 110,
  percent: 10,
  changed_at: '2026-11-20T10:00:00.000Z',
};

function open(increases: () => Response) {
  stubApi({
    'GET /api/inventory/summary': () => jsonResponse(summary),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/vendors/price-increases': increases,
  });
  renderRoute(`/dashboard/${BAR.id}`);
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dashboard price rises', () => {
  it('lists the lines whose price rose, with their vendor', async () => {
    open(() => jsonResponse([rise]));
    const card = await screen.findByRole('region', { name: 'Price rises' });
    expect(await within(card).findByText('Gin')).toBeInTheDocument();
    expect(card).toHaveTextContent('€100.00 → €110.00+10%');
    expect(within(card).getByRole('link', { name: 'Metro Drinks' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/shopping-lists/vendors/${rise.vendor_id}`,
    );
  });

  it('says when no price rose, and when they could not be loaded', async () => {
    open(() => jsonResponse([]));
    const card = await screen.findByRole('region', { name: 'Price rises' });
    expect(await within(card).findByText(/No price rose that much/)).toBeInTheDocument();
    cleanup();
    open(() => errorResponse(500, 'INTERNAL_ERROR', 'boom'));
    const failed = await screen.findByRole('region', { name: 'Price rises' });
    expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'The price rises could not be loaded.',
    );
  });
});
