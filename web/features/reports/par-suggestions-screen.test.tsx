import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeParSuggestion, makeParSuggestions } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const FIRST_LOAD = { timeout: 15_000 };

const gin = makeParSuggestion({ name: 'Gin', version: 3, current_par: 6, suggested_par: 18 });
const tonic = makeParSuggestion({
  name: 'Tonic',
  version: 7,
  current_par: null,
  suggested_par: 48,
  suggested_packs: 2,
  pack_size: 24,
});
const limes = makeParSuggestion({
  name: 'Limes',
  unit: 'each',
  average_weekly_usage: null,
  suggested_par: null,
  suggested_packs: null,
  reason: 'too_few_counts',
});
// Already at its suggestion: nothing to apply.
const rum = makeParSuggestion({ name: 'Rum', current_par: 12, suggested_par: 12 });

function show(routes: Routes = {}) {
  const stubs = stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/reports/par-suggestions': () =>
      jsonResponse(makeParSuggestions([gin, limes, rum, tonic])),
    [`PUT /api/inventory/${gin.item_id}`]: () => jsonResponse(makeItem({ id: gin.item_id })),
    [`PUT /api/inventory/${tonic.item_id}`]: () => jsonResponse(makeItem({ id: tonic.item_id })),
    ...routes,
  });
  renderRoute(`/dashboard/${BAR.id}/reports/par-suggestions`);
  return stubs;
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

describe('par suggestions', () => {
  it('shows each item’s par now, the suggestion in packs, its weekly usage, and why none', async () => {
    show();
    const table = within(
      await screen.findByRole('table', { name: 'Par suggestions by item' }, FIRST_LOAD),
    );
    const row = (name: string) =>
      within(table.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement);
    expect(row('Gin').getByText('18')).toBeVisible();
    expect(row('Gin').getByText('3 packs of 6 bottles')).toBeVisible();
    expect(row('Gin').getByText('In bottles')).toBeVisible();
    expect(row('Gin').getByText('7 days to Metro Drinks’s next delivery')).toBeVisible();
    expect(row('Tonic').getByText('None')).toBeVisible();
    expect(row('Limes').getByText('Too few closed counts: it needs two.')).toBeVisible();
    expect(row('Limes').queryByRole('button')).toBeNull();
    expect(row('Rum').queryByRole('button')).toBeNull();
    expect(screen.getByText(/^From 4 closed full counts/)).toBeVisible();
    expect(screen.getByText(/A safety margin of 25 % is added\./)).toBeVisible();
  });

  it('applies one suggestion through the item update, with the version it was made from', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await user.click(
      await screen.findByRole('button', { name: 'Apply a par of 18 to Gin' }, FIRST_LOAD),
    );
    expect(await screen.findByText('The par of Gin is now 18.')).toBeVisible();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(put?.url).toBe(`/api/inventory/${gin.item_id}`);
    expect(bodyOf(put)).toEqual({ par_level: 18, version: 3 });
  });

  it('applies all the suggestions that change a par, and says which one failed', async () => {
    const user = userEvent.setup();
    const { calls } = show({
      [`PUT /api/inventory/${tonic.item_id}`]: () =>
        errorResponse(409, 'CONFLICT', 'The item was changed by someone else'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Apply all 2 suggestions' }, FIRST_LOAD),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tonic: The item was changed by someone else',
    );
    expect(screen.getByText('The par of Gin is now 18.')).toBeVisible();
    const puts = calls.filter((call) => call.init.method === 'PUT');
    expect(puts.map((call) => call.url)).toEqual([
      `/api/inventory/${gin.item_id}`,
      `/api/inventory/${tonic.item_id}`,
    ]);
    expect(bodyOf(puts[1])).toEqual({ par_level: 48, version: 7 });
  });

  it('looks back over the weeks chosen', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    await user.selectOptions(
      await screen.findByLabelText('Counts of the last', {}, FIRST_LOAD),
      '12',
    );
    await waitFor(() => expect(calls.some((call) => call.url.includes('weeks=12'))).toBe(true));
  });

  it('offers nothing to apply to a manager’s staff, and reports only to managers', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    show();
    expect(
      await screen.findByText(
        'Reports are for managers and owners of this location.',
        {},
        FIRST_LOAD,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });
});
