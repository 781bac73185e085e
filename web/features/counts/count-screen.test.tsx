import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountDetail } from '#contract/counts.ts';
import { render } from '@testing-library/react';
import { NotificationViewport } from '#web/components/ui/notifications.tsx';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import {
  bodyOf,
  emptyResponse,
  errorResponse,
  headerOf,
  jsonResponse,
  stubApi,
} from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import {
  ALEX,
  SAM,
  countedBy,
  makeClosedCount,
  makeCount,
  makeDetail,
  makeLine,
} from './test-counts.ts';

const gin = makeLine({ item_name: 'Gin', counted: true, last_count: countedBy(ALEX, 4) });
const rum = makeLine({ item_name: 'Rum', counted: true, last_count: countedBy(SAM, 2) });
const tonic = makeLine({
  item_name: 'Tonic',
  unit: 'case',
  storage_area: 'Cellar',
  quantity: 3,
  cost_per_unit: null,
});
const open = makeDetail(makeCount(), [gin, rum, tonic]);

function openCount(
  detail: () => CountDetail | Response,
  routes: Parameters<typeof stubApi>[0] = {},
  location = BAR,
) {
  signIn([location]);
  const stub = stubApi({
    [`GET /api/counts/${open.id}`]: () => {
      const answer = detail();
      return answer instanceof Response ? answer : jsonResponse(answer);
    },
    ...routes,
  });
  const view = renderRoute(`/dashboard/${location.id}/counts/${open.id}`);
  render(<NotificationViewport />);
  return { ...stub, ...view };
}

const posts = (calls: FetchCall[], url: string) =>
  calls.filter((call) => call.init.method === 'POST' && call.url === url);

beforeEach(() => resetAuth());
afterEach(() => {
  useNotificationStore.getState().clearAll();
  vi.unstubAllGlobals();
});

describe('a count', () => {
  it('shows an open count’s progress by area and by person, and what is not counted yet', async () => {
    openCount(() => open);
    // The first screen of the file compiles its code: a busy machine may take longer than 5 s.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Count 26 Nov 2026' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('2 of 3 counted', { selector: 'p' })).toBeVisible();
    const areas = screen.getByRole('region', { name: 'By storage area' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Back bar2 of 2 counted', 'Cellar0 of 1 counted']);
    const people = screen.getByRole('region', { name: 'By person' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Alex Kim1 item', 'Sam Rivera1 item']);
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getAllByRole('listitem')[2]).toHaveTextContent('Not counted yet');
    expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent(/Alex Kim, /);
    expect(screen.getByRole('link', { name: 'Count on the stock list' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/stocklist`,
    );
  });

  it('closes after a confirmation that names the items not counted, then shows the summary', async () => {
    const user = userEvent.setup();
    let detail: CountDetail = open;
    const closed = makeDetail(
      makeClosedCount({ id: open.id, name: open.name, total_value: 120, items_not_counted: 1 }),
      [gin, rum, { ...tonic, counted: false }],
    );
    const { calls } = openCount(() => detail, {
      [`POST /api/counts/${open.id}/close`]: () => {
        detail = closed;
        return jsonResponse(closed);
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Close the count' }, { timeout: 15_000 }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Close this count?' });
    expect(dialog).toHaveTextContent(
      'Every item’s quantity and cost per unit is kept as it is now. 2 of 3 items are counted.',
    );
    expect(dialog).toHaveTextContent('1 item not counted keeps its quantity and is flagged.');
    // Enter alone never closes it: the way back has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close the count' }));

    expect(await screen.findByText('Count closed')).toBeVisible();
    expect(posts(calls, `/api/counts/${open.id}/close`)).toHaveLength(1);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Total value$120.00');
    expect(summary).toHaveTextContent('Items not counted1');
    expect(summary).toHaveTextContent('Items without a cost (left out of the value)1');
    expect(screen.getByText('Not counted: kept its quantity')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close the count' })).toBeNull();
  });

  it('says why closing failed and keeps the count open', async () => {
    const user = userEvent.setup();
    openCount(() => open, {
      [`POST /api/counts/${open.id}/close`]: () =>
        errorResponse(409, 'CONFLICT', 'This count is closed already'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Close the count' }, { timeout: 15_000 }),
    );
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the count' }));
    expect(await within(dialog).findByText('This count is closed already')).toBeVisible();
  });

  it('discards a count opened by mistake and goes back to the counts', async () => {
    const user = userEvent.setup();
    const { calls, router } = openCount(() => open, {
      [`DELETE /api/counts/${open.id}`]: () => emptyResponse(204),
      'GET /api/counts': () => jsonResponse([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard this count?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${BAR.id}/counts`));
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Count discarded')).toBeVisible();
  });

  it('shows staff the progress without Close or Discard', async () => {
    openCount(() => open, {}, KITCHEN);
    expect(
      await screen.findByText('2 of 3 counted', { selector: 'p' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close the count' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('shows a closed count’s value, item by item, with the uncounted flagged', async () => {
    const closed = makeDetail(
      makeClosedCount({ id: open.id, name: 'Count 19 Nov 2026', total_value: 100 }),
      [{ ...gin, quantity: 5, cost_per_unit: 20 }, tonic],
    );
    openCount(() => closed);
    const summary = await screen.findByRole('region', { name: 'Summary' }, { timeout: 15_000 });
    expect(summary).toHaveTextContent('Total value$100.00');
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gin$100.00');
    expect(items[0]).toHaveTextContent('5 bottles × $20.00');
    expect(items[1]).toHaveTextContent('TonicNo cost');
    expect(items[1]).toHaveTextContent('Not counted: kept its quantity');
  });

  it('counts a spot check’s items here, with the count’s id', async () => {
    const user = userEvent.setup();
    const spot = makeDetail(makeCount({ id: open.id, scope: 'spot', name: 'Spot check' }), [tonic]);
    const { calls } = openCount(() => spot, {
      [`POST /api/inventory/update/${tonic.item_id}`]: () =>
        jsonResponse({ item: { id: tonic.item_id }, update: {} }),
    });
    const input = await screen.findByLabelText('Quantity of Tonic', {}, { timeout: 15_000 });
    expect(input).toHaveValue('3');
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save the count of Tonic' }));
    await waitFor(() =>
      expect(posts(calls, `/api/inventory/update/${tonic.item_id}`)).toHaveLength(1),
    );
    const post = posts(calls, `/api/inventory/update/${tonic.item_id}`)[0];
    expect(bodyOf(post)).toEqual({ quantity: 2.5, reason: 'count', count_id: open.id });
    expect(headerOf(post, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('link', { name: 'Count on the stock list' })).toBeNull();
  });

  it('says the count could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    openCount(() => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'Boom') : open));
    expect(
      await screen.findByText(
        'The count could not be loaded. Check your connection and try again.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Count 26 Nov 2026' }),
    ).toBeVisible();
  });
});
