import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '#contract/auth.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeMappings, makeMenuChoice, makeSalesLine, makeSalesPage } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const NEGRONI_ID = 'c0c0c0c0-0000-4000-8000-000000000001';
const BEER_ID = 'c0c0c0c0-0000-4000-8000-000000000002';
/** The screen's code loads lazily: the first look waits longer on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };
const menu = [makeMenuChoice(NEGRONI_ID, 'Negroni'), makeMenuChoice(BEER_ID, 'House lager')];

function open(routes: Routes = {}, ref: LocationRef = BAR) {
  const stubs = stubApi({
    [`GET /api/locations/${ref.id}`]: () => jsonResponse(makeLocation(ref)),
    'GET /api/menu': () => jsonResponse(menu),
    'GET /api/sales/mappings': () => jsonResponse(makeMappings()),
    'GET /api/sales': () => jsonResponse(makeSalesPage([])),
    ...routes,
  });
  renderRoute(`/dashboard/${ref.id}/sales`);
  return stubs;
}

beforeEach(() => {
  resetAuth();
  signIn([BAR, { ...KITCHEN, role: 'staff' }]);
});
afterEach(() => vi.unstubAllGlobals());

describe('sales: POS names to match', () => {
  it('matches a name to its suggested menu item in one action, and ignores another', async () => {
    const user = userEvent.setup();
    let mappings = makeMappings({
      unmapped: [
        {
          pos_name: 'NEGRONI (dbl)',
          pos_key: 'negroni (dbl)',
          quantity: 7,
          lines: 3,
          suggested: { menu_item_id: NEGRONI_ID, name: 'Negroni', score: 0.8 },
        },
        { pos_name: 'Gift card', pos_key: 'gift card', quantity: 2, lines: 2, suggested: null },
      ],
    });
    const { calls } = open({
      'GET /api/sales/mappings': () => jsonResponse(mappings),
      'PUT /api/sales/mappings': (call) => {
        const body = bodyOf(call) as { pos_name: string; menu_item_id: string | null };
        const mapping = {
          pos_name: body.pos_name,
          pos_key: body.pos_name.toLowerCase(),
          menu_item_id: body.menu_item_id,
          menu_item_name: body.menu_item_id ? 'Negroni' : null,
          updated_at: '2026-11-21T10:00:00.000Z',
        };
        mappings = {
          mappings: [...mappings.mappings, mapping],
          unmapped: mappings.unmapped.filter((name) => name.pos_name !== body.pos_name),
        };
        return jsonResponse({ mapping, lines_reattributed: body.menu_item_id ? 3 : 2 });
      },
    });

    const list = within(
      await screen.findByRole('list', { name: 'POS names to match' }, FIRST_LOAD),
    );
    expect(list.getByText('7 sold in 3 lines')).toBeVisible();
    expect(list.getByText('Suggested: Negroni')).toBeVisible();
    // The suggestion is already chosen: one press matches it.
    expect(list.getByLabelText('Menu item for NEGRONI (dbl)')).toHaveDisplayValue('Negroni');
    await user.click(list.getByRole('button', { name: 'Match NEGRONI (dbl)' }));
    expect(
      await screen.findByText('NEGRONI (dbl) is now Negroni: 3 lines moved to it.'),
    ).toBeVisible();
    const puts = calls.filter((call) => call.init.method === 'PUT');
    expect(bodyOf(puts[0])).toEqual({
      location_id: BAR.id,
      pos_name: 'NEGRONI (dbl)',
      menu_item_id: NEGRONI_ID,
    });
    await waitFor(() => expect(screen.queryByText('Match NEGRONI (dbl)')).toBeNull());

    // No suggestion: Match waits for a choice; Ignore needs none.
    expect(screen.getByRole('button', { name: 'Match Gift card' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ignore Gift card' }));
    expect(await screen.findByText('Gift card is ignored from now on.')).toBeVisible();
    expect(bodyOf(calls.filter((call) => call.init.method === 'PUT')[1])).toEqual({
      location_id: BAR.id,
      pos_name: 'Gift card',
      menu_item_id: null,
    });
    expect(
      await screen.findByText('Every name in the sales is matched to a menu item or ignored.'),
    ).toBeVisible();
    await user.click(screen.getByText('2 names already matched or ignored'));
    expect(screen.getByText('NEGRONI (dbl) → Negroni')).toBeVisible();
    expect(screen.getByText('Gift card: ignored')).toBeVisible();
  });

  it('says what went wrong with a mapping on its own name', async () => {
    const user = userEvent.setup();
    open({
      'GET /api/sales/mappings': () =>
        jsonResponse(
          makeMappings({
            unmapped: [
              { pos_name: 'Spritz', pos_key: 'spritz', quantity: 1, lines: 1, suggested: null },
            ],
          }),
        ),
      'PUT /api/sales/mappings': () => errorResponse(404, 'NOT_FOUND', 'Menu item not found'),
    });
    await user.selectOptions(await screen.findByLabelText('Menu item for Spritz'), 'House lager');
    await user.click(screen.getByRole('button', { name: 'Match Spritz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Menu item not found');
  });

  it('shows a load failure with a way to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    open({
      'GET /api/sales/mappings': () =>
        fail
          ? errorResponse(500, 'INTERNAL_ERROR', 'Internal server error')
          : jsonResponse(makeMappings()),
    });
    expect(
      await screen.findByText(
        'The POS names could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Every name in the sales is matched to a menu item or ignored.'),
    ).toBeVisible();
  });
});

describe('sales: the lines', () => {
  it('lists the lines with the totals of the range; a missing amount is no amount, never 0', async () => {
    const user = userEvent.setup();
    const lines = [
      makeSalesLine({ pos_name: 'Negroni', menu_item_id: NEGRONI_ID, menu_item_name: 'Negroni' }),
      makeSalesLine({ pos_name: 'Gift card', ignored: true, quantity: 1, net_sales: null }),
      makeSalesLine({
        pos_name: 'House lager',
        menu_item_name: 'House lager',
        quantity: -1,
        net_sales: -6,
        source: 'manual',
      }),
    ];
    const { calls } = open({
      'GET /api/sales': () =>
        jsonResponse(
          makeSalesPage(lines, {
            totals: { lines: 3, quantity: 2, net_sales: 18, unmapped_quantity: 0 },
          }),
        ),
      [`DELETE /api/sales/${lines[2]?.id}`]: () => new Response(null, { status: 204 }),
    });
    const table = within(await screen.findByRole('table', { name: 'Sales lines, newest first' }));
    expect(screen.getByText('3 lines · 2 sold · €18.00 net sales.')).toBeVisible();
    const row = (name: string) =>
      within(table.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
    expect(row('Negroni').getByText('€24.00')).toBeVisible();
    expect(row('Gift card').getByText('Ignored')).toBeVisible();
    expect(row('Gift card').getByText('No amount')).toBeVisible();
    expect(row('House lager').getByText('-€6.00')).toBeVisible();
    expect(row('House lager').getByText('Typed by hand')).toBeVisible();
    // Only a line typed by hand can be deleted.
    expect(row('Negroni').queryByRole('button')).toBeNull();
    await user.click(
      row('House lager').getByRole('button', { name: /^Delete the line House lager/ }),
    );
    await waitFor(() => expect(calls.some((call) => call.init.method === 'DELETE')).toBe(true));

    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-19');
    expect(screen.getByText('Choose a "To" day on or after the "From" day')).toBeVisible();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-22');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.includes('from=2026-11-20') && call.url.includes('to=2026-11-22'),
        ),
      ).toBe(true),
    );
  });

  it('says there are no sales yet, and how to get some', async () => {
    open();
    expect(await screen.findByText('No sales yet.')).toBeVisible();
    expect(
      screen.getByText('Import an export of your till, or type a line by hand.'),
    ).toBeVisible();
  });

  it('adds a line typed by hand on the venue’s clock; a refund is negative', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      'POST /api/sales': () => jsonResponse(makeSalesLine({ source: 'manual' }), 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a sales line' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a sales line' }));
    await user.click(dialog.getByRole('button', { name: 'Save the line' }));
    expect(dialog.getByLabelText('Menu item')).toHaveAccessibleDescription('Choose a menu item');
    expect(dialog.getByLabelText('Quantity sold')).toHaveAccessibleDescription('Enter a number');
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    await waitFor(() =>
      expect(dialog.getByRole('option', { name: 'House lager' })).toBeInTheDocument(),
    );
    await user.selectOptions(dialog.getByLabelText('Menu item'), 'House lager');
    await user.type(dialog.getByLabelText('Quantity sold'), '2');
    await user.type(dialog.getByLabelText(/^Net sales/), '12,50');
    // The venue is in Paris (UTC+1 in November).
    await user.type(dialog.getByLabelText('Sold at'), '2026-11-20T20:30');
    await user.click(dialog.getByLabelText('This is a refund'));
    await user.click(dialog.getByRole('button', { name: 'Save the line' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a sales line' })).toBeNull(),
    );
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      menu_item_id: BEER_ID,
      quantity: -2,
      net_sales: -12.5,
      sold_at: '2026-11-20T19:30:00.000Z',
    });
  });
});

describe('sales: who sees them', () => {
  it('shows a member of staff that sales are for managers, and offers no import', async () => {
    open({}, { ...KITCHEN, role: 'staff' });
    expect(
      await screen.findByText('Sales are for managers and owners of this location.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import sales' })).toBeNull();
  });
});
