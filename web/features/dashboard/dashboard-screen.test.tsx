import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InventorySummary } from '#contract/stock-updates.ts';
import type { Location } from '#contract/locations.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { makeInvite, makeLocation, team } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

function makeSummary(overrides: Partial<InventorySummary> = {}): InventorySummary {
  const value_history = Array.from({ length: 30 }, (_, index) => ({
    date: `2026-10-${String(index + 1).padStart(2, '0')}`,
    value: 1000 + index * 10,
  }));
  return {
    stock_value: 1234.5,
    item_count: 42,
    below_par_count: 3,
    counted_today: 2,
    recent: [
      makeStockUpdate({ item_name: 'Rioja', previous_quantity: 6, new_quantity: 4 }),
      makeStockUpdate({ item_name: 'Tonic', user_name: 'Alex Kim', reason: 'waste' }),
    ],
    value_history,
    ...overrides,
  };
}

function openDashboard(
  summary: InventorySummary | Response = makeSummary(),
  location: Location = makeLocation(BAR, { currency: 'EUR', members: team('owner') }),
) {
  signIn([BAR]);
  const stub = stubApi({
    'GET /api/inventory/summary': () =>
      summary instanceof Response ? summary : jsonResponse(summary),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(location),
  });
  return { ...stub, ...renderRoute(`/dashboard/${BAR.id}`) };
}

const euros = (value: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(value);

beforeEach(() => {
  resetAuth();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('location dashboard', () => {
  it('shows the figures, the stock value in the location’s currency', async () => {
    const { calls } = openDashboard();
    expect(await screen.findByText(euros(1234.5))).toBeInTheDocument();
    const figures = screen.getByText('Stock value', { selector: 'dt' }).closest('dl');
    expect(figures).not.toBeNull();
    const text = (label: string) =>
      within(figures as HTMLElement).getByText(label).nextElementSibling?.textContent;
    expect(text('Items')).toBe('42');
    expect(text('Below par')).toBe('3');
    expect(text('Counted today')).toBe('2');
    expect(calls.map((call) => call.url)).toContain(`/api/inventory/summary?location_id=${BAR.id}`);
  });

  it('links "below par" to the stock list showing only those items', async () => {
    const user = userEvent.setup();
    const { router } = openDashboard();
    const link = await screen.findByRole('link', { name: 'Count what is below par' });
    expect(link).toHaveAttribute('href', `/dashboard/${BAR.id}/stocklist?filter=below-par`);
    stubApi({
      'GET /api/inventory': () =>
        jsonResponse([
          makeItem({ name: 'Rioja', quantity: 1, par_level: 6 }),
          makeItem({ name: 'Gin', quantity: 4, par_level: 2 }),
        ]),
      'GET /api/inventory/categories': () => jsonResponse([]),
    });
    await user.click(link);
    expect(await screen.findByLabelText('Quantity of Rioja')).toBeVisible();
    expect(screen.queryByLabelText('Quantity of Gin')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Below par only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?filter=below-par');
  });

  it('links to the whole stock list when nothing is below par', async () => {
    openDashboard(makeSummary({ below_par_count: 0 }));
    expect(await screen.findByRole('link', { name: 'Open the stock list' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/stocklist`,
    );
    expect(screen.queryByRole('link', { name: 'Count what is below par' })).toBeNull();
  });

  it('lists the recent changes: item, from → to, who', async () => {
    openDashboard();
    const recent = await screen.findByRole('region', { name: 'Recent changes' });
    expect(within(recent).getByText('Rioja')).toBeInTheDocument();
    expect(within(recent).getByText('6 → 4')).toBeInTheDocument();
    expect(within(recent).getByText(/Waste by Alex Kim/)).toBeInTheDocument();
  });

  it('shows when a change was made in the venue’s time zone, and says which zone', async () => {
    // The device is on UTC (the tests' zone); the bar is in Los Angeles, 8 hours behind.
    const late = makeStockUpdate({ item_name: 'Rioja', created_at: '2026-11-25T05:29:00.000Z' });
    openDashboard(
      makeSummary({ recent: [late] }),
      makeLocation(BAR, { timezone: 'America/Los_Angeles', members: team('owner') }),
    );
    const recent = await screen.findByRole('region', { name: 'Recent changes' });
    expect(await screen.findByText('Times in America/Los Angeles')).toBeVisible();
    const when = within(recent).getByText(/2026/, { selector: 'time' });
    expect(when.textContent?.replace(/\s/g, ' ')).toBe('Nov 24, 2026, 9:29 PM');
  });

  it('says nothing of time zones when the venue’s is the device’s', async () => {
    openDashboard(makeSummary(), makeLocation(BAR, { timezone: 'UTC', members: team('owner') }));
    await screen.findByRole('region', { name: 'Recent changes' });
    expect(screen.queryByText(/^Times in/)).toBeNull();
  });

  it('summarises the chart in words and a table', async () => {
    openDashboard();
    const chart = await screen.findByRole('region', { name: 'Stock value' });
    expect(within(chart).getByText(/from .* to .*/).textContent).toContain(
      `from ${euros(1000)} on`,
    );
    expect(within(chart).getByText(/from .* to .*/).textContent).toContain(`to ${euros(1290)} on`);
    const table = within(chart).getByRole('table', { name: 'Stock value per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('leaves out the days before the venue had any history', async () => {
    // The server gives no value for the days before the first stock update: not history.
    const value_history = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, '0')}`,
      value: index < 27 ? null : 500 + index,
    }));
    openDashboard(makeSummary({ value_history }));
    const chart = await screen.findByRole('region', { name: 'Stock value' });
    expect(within(chart).getByText(/from .* to .*/).textContent).toContain(
      `over the last 3 days: from ${euros(527)} on`,
    );
    const table = within(chart).getByRole('table', { name: 'Stock value per day' });
    // The header row and the three days with history.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-10-28');
  });

  it('draws a day worth 0 after the first stock update', async () => {
    // First counted empty on the 26th, then stocked on the 29th: the 0s are history.
    const value_history = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, '0')}`,
      value: index < 25 ? null : index < 28 ? 0 : 800,
    }));
    openDashboard(makeSummary({ value_history }));
    const chart = await screen.findByRole('region', { name: 'Stock value' });
    expect(within(chart).getByText(/from .* to .*/).textContent).toContain(
      `over the last 5 days: from ${euros(0)} on`,
    );
    const table = within(chart).getByRole('table', { name: 'Stock value per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-10-26');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(euros(0));
  });

  it('says so when the venue has no stock history yet', async () => {
    const value_history = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, '0')}`,
      value: null,
    }));
    openDashboard(makeSummary({ value_history }));
    const chart = await screen.findByRole('region', { name: 'Stock value' });
    expect(
      within(chart).getByText(
        'No history yet: the chart starts on the day of the first count or delivery.',
      ),
    ).toBeVisible();
    expect(within(chart).queryByText(/No stock value yet/)).not.toBeInTheDocument();
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when no day has a stock value yet', async () => {
    const value_history = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, '0')}`,
      value: 0,
    }));
    openDashboard(makeSummary({ value_history }));
    const chart = await screen.findByRole('region', { name: 'Stock value' });
    expect(within(chart).getByText(/No stock value yet/)).toBeVisible();
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it('points an empty location to onboarding', async () => {
    openDashboard(makeSummary({ item_count: 0, stock_value: 0, recent: [] }));
    const link = await screen.findByRole('link', { name: 'Set up your items' });
    expect(link).toHaveAttribute('href', `/dashboard/${BAR.id}/onboarding`);
    expect(screen.queryByRole('region', { name: 'Stock value' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    openDashboard(errorResponse(500, 'INTERNAL', 'Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('onboarding checklist', () => {
  const newVenue = makeSummary({ item_count: 0, counted_today: 0, recent: [] });
  const alone = makeLocation(BAR, { members: team('owner').slice(0, 1) });

  it('shows the open steps until dismissed, and stays dismissed', async () => {
    const user = userEvent.setup();
    const first = openDashboard(newVenue, alone);
    const checklist = await screen.findByRole('region', { name: 'Get set up' });
    expect(within(checklist).getByText('0 of 3 steps done.')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Start from a template' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/onboarding`,
    );
    await user.click(within(checklist).getByRole('button', { name: 'Hide this checklist' }));
    expect(screen.queryByRole('region', { name: 'Get set up' })).not.toBeInTheDocument();
    first.unmount();
    openDashboard(newVenue, alone);
    await screen.findByRole('link', { name: 'Set up your items' });
    expect(screen.queryByRole('region', { name: 'Get set up' })).not.toBeInTheDocument();
  });

  it('ticks steps from the summary and the location', async () => {
    openDashboard(
      makeSummary({ counted_today: 0, recent: [] }),
      makeLocation(BAR, { members: team('owner').slice(0, 1), invites: [makeInvite()] }),
    );
    const checklist = await screen.findByRole('region', { name: 'Get set up' });
    await within(checklist).findByText('2 of 3 steps done.');
    expect(within(checklist).getByRole('link', { name: 'Count' })).toBeInTheDocument();
  });

  it('hides once every step is done', async () => {
    openDashboard();
    await screen.findByText(euros(1234.5));
    expect(screen.queryByRole('region', { name: 'Get set up' })).not.toBeInTheDocument();
  });
});
