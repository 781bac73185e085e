import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CountDetail, CountSummary } from '#contract/counts.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { jsonResponse } from '#web/test/fetch.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import {
  gin,
  isUpdate,
  lemons,
  moveOn,
  openStocklist,
  resetBetweenTests,
  rioja,
  vodka,
} from './test-stocklist.tsx';

resetBetweenTests();

const COUNT_ID = '5d5d5d5d-0000-4000-8000-000000000001';
const ALEX = { id: '0b9e4f5a-0000-4000-8000-0000000000bb', name: 'Alex Kim' };

const summary: CountSummary = {
  id: COUNT_ID,
  location_id: BAR.id,
  name: 'Count 26 Nov 2026',
  scope: 'full',
  status: 'open',
  opened_by: ALEX.id,
  opened_by_name: ALEX.name,
  opened_at: '2026-11-26T18:00:00.000Z',
  closed_by: null,
  closed_by_name: null,
  closed_at: null,
  progress: { counted: 1, total: 4 },
  total_value: null,
  items_without_cost: null,
  items_not_counted: null,
};

/** The open count as the server has it: the items named counted (by Alex), the rest not. */
function detail(countedIds: string[]): CountDetail {
  const items = [gin, vodka, rioja, lemons].map((item) => ({
    item_id: item.id,
    item_name: item.name,
    unit: item.unit,
    category: item.category,
    storage_area: item.storage_area,
    quantity: item.quantity,
    cost_per_unit: item.cost_per_unit,
    counted: countedIds.includes(item.id),
    last_count: countedIds.includes(item.id)
      ? {
          update_id: '3c3c3c3c-0000-4000-8000-000000000001',
          user_id: ALEX.id,
          user_name: ALEX.name,
          quantity: item.quantity,
          at: '2026-11-26T19:00:00.000Z',
        }
      : null,
  }));
  return {
    ...summary,
    progress: { counted: countedIds.length, total: items.length },
    items,
    by_area: [],
    by_person: [],
  };
}

/** The stock list with the count routes answered by `counts` and `count` (called each time). */
function openWithCount(counts: () => CountSummary[], count: () => CountDetail) {
  const view = openStocklist();
  const fetchMock = vi.mocked(fetch);
  const listAnswer = fetchMock.getMockImplementation() as typeof fetch;
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    if (url.startsWith('/api/counts?')) {
      view.calls.push({ url, init });
      return jsonResponse(counts());
    }
    if (url === `/api/counts/${COUNT_ID}`) {
      view.calls.push({ url, init });
      return jsonResponse(count());
    }
    return listAnswer(input, init);
  });
  return view;
}

const progress = () => screen.getByRole('region', { name: 'Counting progress' });

describe('stock list, an open count', () => {
  it('shows the server’s "1 of 4 counted" and the items counted on other phones', async () => {
    openWithCount(
      () => [summary],
      () => detail([gin.id]),
    );
    expect(await screen.findByText('1 of 4 counted', {}, { timeout: 15_000 })).toBeVisible();
    expect(within(progress()).getByRole('link', { name: 'Count 26 Nov 2026' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/counts/${COUNT_ID}`,
    );
    // Gin was counted on Alex's phone: ticked here too, and its area's line says so.
    expect(screen.getByText('1 of 3 counted in Bar')).toBeVisible();
    // The count's progress is the server's: no "Start a new count" of this phone's own.
    expect(screen.queryByRole('button', { name: 'Start a new count' })).toBeNull();
  });

  it('adds a count made here at once, and takes the server’s figure once it is sent', async () => {
    const user = userEvent.setup({ delay: null });
    let counted = [gin.id];
    const { calls } = openWithCount(
      () => [summary],
      () => detail(counted),
    );
    await screen.findByText('1 of 4 counted', {}, { timeout: 15_000 });
    const fetchesBefore = calls.filter((call) => call.url.startsWith('/api/counts/')).length;

    await user.click(screen.getByRole('button', { name: 'One more Vodka' }));
    // On this phone still: counted here already.
    expect(screen.getByText('2 of 4 counted')).toBeVisible();
    // Meanwhile someone counted the Rioja: the server has three once ours is in.
    counted = [gin.id, vodka.id, rioja.id];
    moveOn();
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(await screen.findByText('3 of 4 counted')).toBeVisible();
    expect(calls.filter((call) => call.url.startsWith('/api/counts/')).length).toBeGreaterThan(
      fetchesBefore,
    );
  });

  it('without an open count, keeps this phone’s own progress', async () => {
    openWithCount(
      () => [],
      () => detail([]),
    );
    expect(await screen.findByText('0 of 3 counted in Bar', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText(/of 4 counted$/)).toBeNull();
  });
});
