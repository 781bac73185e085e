import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { useAuthStore } from '../lib/stores/auth.ts';
import { useCountOutbox } from '../lib/stores/count-outbox.ts';
import { BAR } from '../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../test/fetch.ts';
import type { FetchCall } from '../test/fetch.ts';
import { fixtureId, makeItem, makeStockUpdate } from '../test/inventory-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import { ITEM_FETCH_TIMEOUT_MS } from '../features/inventory/api/get-item.ts';
import { STOCK_EVENT_WINDOW_MS } from './use-realtime.ts';
import { latest, pass, resetBetweenTests, useTestClock } from './test-realtime.ts';

resetBetweenTests();

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

/** The stock list of the bar, its list answered with `items` unless a route says otherwise. */
function openStocklist(items: Item[], routes: Routes = {}) {
  const stub = stubApi({
    'GET /api/inventory': () => jsonResponse(items),
    'GET /api/inventory/categories': () => jsonResponse([]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/stocklist`);
  return { ...stub, ...view };
}

/** The downloads of the whole list (`GET /api/inventory?location_id=…`). */
const listCalls = (calls: FetchCall[]) =>
  calls.filter(
    (call) => (call.init.method ?? 'GET') === 'GET' && call.url.startsWith('/api/inventory?'),
  );
/** The fetches of one item (`GET /api/inventory/{id}`). */
const itemCalls = (calls: FetchCall[]) =>
  calls
    .filter(
      (call) =>
        (call.init.method ?? 'GET') === 'GET' && /^\/api\/inventory\/[0-9a-f-]{36}$/.test(call.url),
    )
    .map((call) => call.url);
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`);
const stockEvent = (id: string, type = 'stock.updated') => ({ type, location_id: BAR.id, id });
/** Lets the event window pass, and whatever it started settle. */
const afterTheWindow = () => pass(STOCK_EVENT_WINDOW_MS);

describe('realtime stock events', () => {
  beforeEach(() => {
    // jsdom has no scrolling; the stock list's virtualiser scrolls the window.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('patches the counted item into the lists without downloading the list again', async () => {
    const gin = makeItem({ name: 'Gin', quantity: 4 });
    const vodka = makeItem({ name: 'Vodka', quantity: 2 });
    const counted = { ...gin, quantity: 9, version: 2 };
    const { calls, queryClient } = openStocklist([gin, vodka], {
      [`GET /api/inventory/${gin.id}`]: () => jsonResponse(counted),
    });
    await screen.findByLabelText('Quantity of Gin');
    useTestClock();
    // The Items screen's catalog, visited before: patched as well.
    queryClient.setQueryData(['inventory', BAR.id, 'catalog'], [gin, vodka]);
    latest()?.open();
    // A count sends both; one fetch of the item answers them.
    latest()?.receive(stockEvent(gin.id));
    latest()?.receive(stockEvent(gin.id, 'item.updated'));

    await afterTheWindow();
    expect(quantityOf('Gin')).toHaveValue('9');
    expect(quantityOf('Vodka')).toHaveValue('2');
    expect(queryClient.getQueryData(['inventory', BAR.id, 'catalog'])).toEqual([counted, vodka]);
    await afterTheWindow();
    expect(itemCalls(calls)).toEqual([`/api/inventory/${gin.id}`]);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('never replaces a newer cached item with an older answer', async () => {
    const gin = makeItem({ name: 'Gin', quantity: 7, version: 3 });
    const vodka = makeItem({ name: 'Vodka', quantity: 2, version: 1 });
    const { calls } = openStocklist([gin, vodka], {
      // An answer that left before the change the list already holds.
      [`GET /api/inventory/${gin.id}`]: () => jsonResponse({ ...gin, quantity: 9, version: 2 }),
      [`GET /api/inventory/${vodka.id}`]: () => jsonResponse({ ...vodka, quantity: 5, version: 2 }),
    });
    await screen.findByLabelText('Quantity of Gin');
    useTestClock();
    latest()?.open();
    latest()?.receive(stockEvent(gin.id));
    latest()?.receive(stockEvent(vodka.id));

    // Both answers are applied together: once Vodka moved, Gin had its chance.
    await afterTheWindow();
    expect(quantityOf('Vodka')).toHaveValue('5');
    expect(quantityOf('Gin')).toHaveValue('7');
    expect(itemCalls(calls)).toHaveLength(2);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('keeps our own count in flight on screen, then shows the newer count after it', async () => {
    const user = userEvent.setup();
    const gin = makeItem({ name: 'Gin', quantity: 4, version: 1 });
    let answerCount: (response: Response) => void = () => undefined;
    const { calls } = openStocklist([gin], {
      [`POST /api/inventory/update/${gin.id}`]: () =>
        new Promise<Response>((resolve) => {
          answerCount = resolve;
        }),
      // Someone else counted 10 right after our 5 reached the server.
      [`GET /api/inventory/${gin.id}`]: () => jsonResponse({ ...gin, quantity: 10, version: 3 }),
    });
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    expect(quantityOf('Gin')).toHaveValue('5');
    // The counter moves on: the count, held for more taps on Gin, leaves at once.
    const userId = useAuthStore.getState().user?.id ?? '';
    act(() => useCountOutbox.getState().settle(userId));
    await waitFor(() =>
      expect(calls.some((call) => call.url === `/api/inventory/update/${gin.id}`)).toBe(true),
    );
    useTestClock();
    latest()?.open();
    latest()?.receive(stockEvent(gin.id));
    await afterTheWindow();
    expect(itemCalls(calls)).toHaveLength(1);
    await afterTheWindow();
    expect(quantityOf('Gin')).toHaveValue('5');

    const counted = { ...gin, quantity: 5, version: 2 };
    act(() => answerCount(jsonResponse({ item: counted, update: makeStockUpdate() })));
    await pass(0);
    expect(quantityOf('Gin')).toHaveValue('10');
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('moves items out of the stock list when archived and back in when restored', async () => {
    const gin = makeItem({ name: 'Gin', version: 1 });
    const rum = makeItem({ name: 'Rum', archived: true, version: 4 });
    const { queryClient } = openStocklist([gin], {
      [`GET /api/inventory/${gin.id}`]: () => jsonResponse({ ...gin, archived: true, version: 2 }),
      [`GET /api/inventory/${rum.id}`]: () => jsonResponse({ ...rum, archived: false, version: 5 }),
    });
    await screen.findByLabelText('Quantity of Gin');
    useTestClock();
    queryClient.setQueryData(['inventory', BAR.id, 'catalog'], [gin, rum]);
    latest()?.open();
    latest()?.receive(stockEvent(gin.id, 'item.updated'));
    latest()?.receive(stockEvent(rum.id, 'item.updated'));

    await afterTheWindow();
    expect(quantityOf('Rum')).toBeVisible();
    expect(screen.queryByLabelText('Quantity of Gin')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['inventory', BAR.id, 'catalog'])).toMatchObject([
      { id: gin.id, archived: true, version: 2 },
      { id: rum.id, archived: false, version: 5 },
    ]);
  });

  it('downloads the list once for a burst of events, without fetching each item', async () => {
    const gin = makeItem({ name: 'Gin' });
    const { calls } = openStocklist([gin]);
    await screen.findByLabelText('Quantity of Gin');
    useTestClock();
    latest()?.open();
    // An import of 50 rows: one event a row.
    latest()?.receive(stockEvent(gin.id));
    for (let row = 1; row < 50; row++) latest()?.receive(stockEvent(fixtureId()));

    await afterTheWindow();
    expect(listCalls(calls)).toHaveLength(2);
    await afterTheWindow();
    expect(listCalls(calls)).toHaveLength(2);
    expect(itemCalls(calls)).toEqual([]);
  });

  it('downloads the list again when the item cannot be fetched', async () => {
    const gin = makeItem({ name: 'Gin', quantity: 4 });
    const { calls } = stubApi({
      'GET /api/inventory': () =>
        jsonResponse(listCalls(calls).length > 1 ? [{ ...gin, quantity: 6, version: 2 }] : [gin]),
      'GET /api/inventory/categories': () => jsonResponse([]),
      // No route for the item itself: it answers 404.
    });
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await screen.findByLabelText('Quantity of Gin');
    useTestClock();
    latest()?.open();
    latest()?.receive(stockEvent(gin.id));

    await afterTheWindow();
    expect(quantityOf('Gin')).toHaveValue('6');
    expect(itemCalls(calls)).toEqual([`/api/inventory/${gin.id}`]);
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('gives up on an item fetch that hangs and downloads the list instead', async () => {
    const gin = makeItem({ name: 'Gin', quantity: 4 });
    const { calls } = stubApi({
      'GET /api/inventory': () =>
        jsonResponse(listCalls(calls).length > 1 ? [{ ...gin, quantity: 6, version: 2 }] : [gin]),
      'GET /api/inventory/categories': () => jsonResponse([]),
      // The item answers only when the request is given up.
      [`GET /api/inventory/${gin.id}`]: (call) =>
        new Promise<Response>((_resolve, reject) =>
          call.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        ),
    });
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await screen.findByLabelText('Quantity of Gin');
    useTestClock();
    latest()?.open();
    latest()?.receive(stockEvent(gin.id));
    await afterTheWindow();
    expect(itemCalls(calls)).toHaveLength(1);
    expect(listCalls(calls)).toHaveLength(1);

    await pass(ITEM_FETCH_TIMEOUT_MS - 1);
    expect(listCalls(calls)).toHaveLength(1);
    await pass(1);
    expect(quantityOf('Gin')).toHaveValue('6');
    expect(listCalls(calls)).toHaveLength(2);
  });
});
