import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeMenuEngineeringItem, makeMenuEngineeringReport } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const FIRST_LOAD = { timeout: 15_000 };

// Two cocktails and a beer sold, and a dish of unknown cost.
const report = makeMenuEngineeringReport({
  items_sold: 4,
  quantity_sold: 100,
  popularity_threshold_percent: 17.5,
  average_margin: 6.9,
  items: [
    makeMenuEngineeringItem({ name: 'Negroni', class: 'star' }),
    makeMenuEngineeringItem({
      name: 'House lager',
      category: 'Beer',
      quantity_sold: 50,
      average_price: 6,
      cost: 1.5,
      contribution_margin: 4.5,
      total_margin: 225,
      menu_mix_percent: 50,
      margin: 'low',
      class: 'plowhorse',
    }),
    makeMenuEngineeringItem({
      name: 'Last word',
      quantity_sold: 10,
      average_price: 14,
      price_source: 'menu',
      net_sales: null,
      cost: 4,
      contribution_margin: 10,
      total_margin: 100,
      menu_mix_percent: 10,
      popularity: 'low',
      class: 'puzzle',
    }),
    makeMenuEngineeringItem({
      menu_item_id: 'c0c0c0c0-0000-4000-8000-000000000021',
      name: 'Bar snacks',
      quantity_sold: 4,
      cost: null,
      contribution_margin: null,
      total_margin: null,
      menu_mix_percent: 4,
      popularity: 'low',
      margin: null,
      class: null,
      unknown_reason: 'nothing_to_cost',
    }),
  ],
  totals: { revenue: 1240, cost: 215, margin: 705, food_cost_percent: 17.3 },
  items_left_out: 1,
  class_counts: { star: 1, plowhorse: 1, puzzle: 1, dog: 0 },
  unmapped: [{ pos_name: 'Spritz', quantity: 3 }],
});

function show(routes: Routes = {}) {
  const stubs = stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/reports/menu-engineering': () => jsonResponse(report),
    ...routes,
  });
  renderRoute(`/dashboard/${BAR.id}/reports/menu-engineering`);
  return stubs;
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

describe('menu engineering', () => {
  it('draws the four classes and lists each item with what its class suggests', async () => {
    show();
    const chart = await screen.findByRole('img', { name: 'Popularity and margin' }, FIRST_LOAD);
    expect(chart).toHaveAccessibleDescription('Stars: 1. Plowhorses: 1. Puzzles: 1. Dogs: 0.');
    // Each classed item is a point; the one of unknown cost is not.
    expect(chart.querySelectorAll('circle')).toHaveLength(3);

    const table = within(screen.getByRole('table', { name: 'Menu items sold, by total margin' }));
    const row = (name: string) =>
      within(table.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement);
    expect(row('Negroni').getByText('Star')).toBeVisible();
    expect(row('Negroni').getByText('Popular and profitable: keep it as it is.')).toBeVisible();
    expect(row('House lager').getByText('Plowhorse')).toBeVisible();
    expect(
      row('House lager').getByText('Popular, low margin: raise its price or cut its cost.'),
    ).toBeVisible();
    expect(row('House lager').getByText('€225.00')).toBeVisible();
    expect(row('Last word').getByText('Profitable, rarely ordered: promote it.')).toBeVisible();
    expect(row('Last word').getByText('menu price')).toBeVisible();
    expect(table.queryByText('Bar snacks')).toBeNull();

    const unknown = within(screen.getByRole('region', { name: '1 item of unknown cost' }));
    expect(unknown.getByRole('link', { name: 'Bar snacks: 4 sold' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/menu/c0c0c0c0-0000-4000-8000-000000000021`,
    );
    expect(unknown.getByText('No recipe or stock item: nothing to cost.')).toBeVisible();

    const summary = within(screen.getByRole('region', { name: 'The period' }));
    expect(summary.getByText('Margin').nextElementSibling).toHaveTextContent('€705.00');
    expect(
      summary.getByText(
        '1 item of unknown cost is left out of these totals and the average margin.',
      ),
    ).toBeVisible();
    expect(summary.getByText(/Spritz \(3\)/)).toBeVisible();
    expect(screen.getByText('Dog: 0')).toBeVisible();
  });

  it('asks for the period typed', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await screen.findByRole('img', { name: 'Popularity and margin' }, FIRST_LOAD);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.includes('from=2026-11-01') && call.url.includes('to=2026-11-30'),
        ),
      ).toBe(true),
    );
  });

  it('says when nothing was sold in the period', async () => {
    show({
      'GET /api/reports/menu-engineering': () => jsonResponse(makeMenuEngineeringReport()),
    });
    expect(await screen.findByText('No sales in this period.', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Import sales' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/sales`,
    );
  });

  it('says when the report cannot be worked out', async () => {
    show({
      'GET /api/reports/menu-engineering': () =>
        errorResponse(500, 'INTERNAL_ERROR', 'Internal server error'),
    });
    expect(
      await screen.findByText(
        'The menu engineering could not be worked out. Check your connection and try again.',
        {},
        FIRST_LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
