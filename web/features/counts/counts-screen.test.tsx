import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeClosedCount, makeCount } from './test-counts.ts';

const gin = makeItem({ name: 'Gin', storage_area: 'Back bar' });
const rum = makeItem({ name: 'Rum', storage_area: 'Cellar' });
const lime = makeItem({ name: 'Limes', storage_area: 'Walk-in' });
const open = makeCount({ progress: { counted: 12, total: 74 } });
const closed = makeClosedCount();

const isPost = (call: { url: string; init: RequestInit }) =>
  call.init.method === 'POST' && call.url === '/api/counts';

function openCounts(
  counts: unknown = [open, closed],
  routes: Parameters<typeof stubApi>[0] = {},
  location = BAR,
) {
  signIn([location]);
  const stub = stubApi({
    'GET /api/counts': () => jsonResponse(counts),
    'GET /api/inventory': () => jsonResponse([gin, rum, lime]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${location.id}/counts`);
  return { ...stub, ...view };
}

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

describe('counts', () => {
  it('shows the open count with its progress and the history with each value', async () => {
    openCounts();
    // The first screen of the file compiles its code: a busy machine may take longer than 5 s.
    const openNow = await screen.findByRole('region', { name: 'Open now' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Counts' })).toBeVisible();
    expect(within(openNow).getByRole('link', { name: 'Count 26 Nov 2026' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/counts/${open.id}`,
    );
    expect(openNow).toHaveTextContent('12 of 74 counted');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('link', { name: 'Count 19 Nov 2026' })).toBeVisible();
    expect(history).toHaveTextContent('Value $123.45');
    expect(history).toHaveTextContent('Full count · 1 not counted · 1 without a cost');
  });

  it('says when nothing is open and nothing is closed yet', async () => {
    openCounts([]);
    expect(await screen.findByText('No count is open.')).toBeVisible();
    expect(
      screen.getByText('No closed counts yet. A closed count shows here with its value.'),
    ).toBeVisible();
  });

  it('says the counts could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    openCounts(undefined, {
      'GET /api/counts': () =>
        fail ? errorResponse(500, 'INTERNAL_ERROR', 'Boom') : jsonResponse([closed]),
    });
    expect(
      await screen.findByText(
        'The counts could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Count 19 Nov 2026' })).toBeVisible();
  });

  it('opens a full count and goes to it', async () => {
    const user = userEvent.setup();
    const opened = makeCount({ name: 'Friday close', progress: { counted: 0, total: 3 } });
    const { calls, router } = openCounts([closed], {
      'POST /api/counts': () => jsonResponse(opened, 201),
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Friday close');
    expect(screen.getByRole('radio', { name: 'Every item' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Open the count' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/${BAR.id}/counts/${opened.id}`),
    );
    expect(bodyOf(calls.find(isPost))).toEqual({ location_id: BAR.id, name: 'Friday close' });
  });

  it('opens a spot check of the items picked, and asks for one when none is', async () => {
    const user = userEvent.setup();
    const { calls } = openCounts([open], {
      'POST /api/counts': () => jsonResponse(makeCount({ scope: 'spot' }), 201),
    });
    // A full count is open: only a spot check can be opened.
    const full = await screen.findByRole('radio', { name: 'Every item' });
    expect(full).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'A spot check' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Open the count' }));
    expect(await screen.findByText('Pick at least one item.')).toBeVisible();
    expect(calls.filter(isPost)).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'r');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Limes/ })).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: /Rum/ }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.click(await screen.findByRole('checkbox', { name: /Gin/ }));
    expect(screen.getByText('2 items picked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open the count' }));
    await waitFor(() => expect(calls.filter(isPost)).toHaveLength(1));
    expect(bodyOf(calls.find(isPost))).toEqual({
      location_id: BAR.id,
      item_ids: [rum.id, gin.id],
    });
  });

  it('shows the server’s words when the count cannot be opened', async () => {
    const user = userEvent.setup();
    openCounts([closed], {
      'POST /api/counts': () =>
        errorResponse(409, 'CONFLICT', 'A full count is already open: “Count 26 Nov 2026”'),
    });
    await user.click(await screen.findByRole('button', { name: 'Open the count' }));
    expect(
      await screen.findByText('A full count is already open: “Count 26 Nov 2026”'),
    ).toBeVisible();
  });

  it('shows staff the counts without a way to open one', async () => {
    openCounts([open, closed], {}, KITCHEN);
    expect(await screen.findByText('12 of 74 counted')).toBeVisible();
    expect(
      screen.getByText(
        'A manager or the owner opens and closes counts. You count on the stock list.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the count' })).toBeNull();
  });
});
