import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { useAuthStore } from '../lib/stores/auth.ts';
import { useCountOutbox } from '../lib/stores/count-outbox.ts';
import { useNotificationStore } from '../lib/stores/notifications.ts';
import { BAR, KITCHEN, makeUser, resetAuth, signIn } from '../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../test/fetch.ts';
import type { FetchCall } from '../test/fetch.ts';
import { fixtureId, makeItem, makeStockUpdate } from '../test/inventory-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import { ITEM_FETCH_TIMEOUT_MS } from '../features/inventory/api/get-item.ts';
import { STOCK_EVENT_WINDOW_MS } from './use-realtime.ts';

/** A WebSocket the test drives: it records what the app sends and plays the server. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = FakeWebSocket.CLOSED;
  }
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    act(() => this.onopen?.());
  }
  receive(message: unknown): void {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  fail(): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onerror?.();
      this.onclose?.({ code: 1006 });
    });
  }
}

const latest = () => FakeWebSocket.instances.at(-1);

/**
 * Moves the test's clock on by `ms` (fake timers: see `useTestClock`). What falls due runs,
 * and so does what it starts: the stubbed server answers at once, the screen renders.
 */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * From here on time moves only when the test says so (`pass`). Called once the screen is up:
 * loading a screen's code is real work, not time passing.
 */
function useTestClock(): void {
  vi.useFakeTimers();
  // Query hands fresh answers to the screen on a zero timeout. One set while the test clock
  // runs timers waits for the clock's next move, so the screen would show them a step late:
  // a microtask hands them over within the same step.
  notifyManager.setScheduler(queueMicrotask);
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  resetAuth();
  signIn([BAR, KITCHEN], 'access-rt');
  useNotificationStore.getState().clearAll();
});
afterEach(() => {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('realtime', () => {
  it('sends the token, then subscribes to the location on screen', async () => {
    stubApi({});
    renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const socket = latest();
    expect(socket?.url).toBe(`ws://${window.location.host}/api/realtime`);
    socket?.open();
    expect(socket?.sent).toEqual([{ token: 'access-rt' }, { subscribe: BAR.id }]);
  });

  it('on access.revoked forgets the location, says so and goes to /dashboard', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { router } = renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await screen.findByRole('heading', { level: 1, name: 'Stock list' });
    latest()?.open();
    latest()?.receive({ type: 'subscribed', location_id: BAR.id });
    latest()?.receive({ type: 'access.revoked', location_id: BAR.id });

    await waitFor(() => expect(router.state.location.pathname).not.toContain(BAR.id));
    expect(useAuthStore.getState().locations).toEqual([KITCHEN]);
    expect(useNotificationStore.getState().notifications.map((n) => n.message)).toContain(
      'You no longer have access to The Back Bar.',
    );
  });

  it('refreshes the session and the team on a membership event', async () => {
    const { calls } = stubApi({
      'GET /api/auth/me': () => jsonResponse({ user: makeUser([BAR, KITCHEN]) }),
    });
    renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    latest()?.open();
    latest()?.receive({ type: 'membership.updated', location_id: BAR.id, id: 'm-1' });
    await pass(0);
    expect(calls.map((call) => call.url)).toContain('/api/auth/me');
  });

  it('makes the location’s stock stale on a stock, item or category event', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    queryClient.setQueryData(['inventory', BAR.id, 'items'], []);
    queryClient.setQueryData(['inventory', KITCHEN.id, 'items'], []);
    latest()?.open();
    for (const type of ['stock.updated', 'item.created', 'category.deleted']) {
      queryClient.setQueryData(['inventory', BAR.id, 'items'], []);
      latest()?.receive({ type, location_id: BAR.id, id: 'x' });
      // Gathered with whatever else comes in the window, then applied together.
      await pass(STOCK_EVENT_WINDOW_MS - 1);
      expect(queryClient.getQueryState(['inventory', BAR.id, 'items'])?.isInvalidated).toBe(false);
      await pass(1);
      expect(queryClient.getQueryState(['inventory', BAR.id, 'items'])?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryState(['inventory', KITCHEN.id, 'items'])?.isInvalidated).toBe(
      false,
    );
  });

  it('makes recipe and menu costs stale after stock events, once for the batch', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    const recipes = ['recipes', BAR.id, 'list', ''];
    const menu = ['menu', BAR.id, 'list'];
    const kitchenMenu = ['menu', KITCHEN.id, 'list'];
    const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    for (const key of [recipes, menu, kitchenMenu]) queryClient.setQueryData(key, []);
    latest()?.open();
    // A delivery books each line as a stock update; the new prices change what dishes cost.
    latest()?.receive({ type: 'stock.updated', location_id: BAR.id, id: 'i-1' });
    latest()?.receive({ type: 'stock.updated', location_id: BAR.id, id: 'i-2' });
    await pass(STOCK_EVENT_WINDOW_MS - 1);
    expect(stale(menu)).toBe(false);
    await pass(1);
    expect(stale(recipes)).toBe(true);
    expect(stale(menu)).toBe(true);
    expect(stale(kitchenMenu)).toBe(false);
  });

  it('makes the location’s lists stale on a list event, and its vendors on a delivery', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    const list = ['shopping-lists', BAR.id, 'detail', 'l-1'];
    const catalogue = ['vendors', BAR.id, 'items', 'v-1'];
    const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    queryClient.setQueryData(list, {});
    queryClient.setQueryData(catalogue, []);
    latest()?.open();
    latest()?.receive({ type: 'shopping-list.item-ticked', location_id: BAR.id, id: 'l-1' });
    await pass(0);
    expect(stale(list)).toBe(true);
    // A tick changes no price and no vendor figure.
    expect(stale(catalogue)).toBe(false);
    latest()?.receive({ type: 'shopping-list.received', location_id: BAR.id, id: 'l-1' });
    await pass(0);
    expect(stale(catalogue)).toBe(true);
  });

  it('refetches what is on screen after a resync', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    queryClient.setQueryData(['probe'], 'stale');
    latest()?.open();
    latest()?.receive({ type: 'resync', location_id: BAR.id, id: BAR.id });
    await pass(0);
    expect(queryClient.getQueryState(['probe'])?.isInvalidated).toBe(true);
  });

  it('refetches after the socket comes back from a drop, not on the first connection', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    queryClient.setQueryData(['probe'], 'fresh');
    latest()?.open();
    latest()?.receive({ type: 'subscribed', location_id: BAR.id });
    expect(queryClient.getQueryState(['probe'])?.isInvalidated).toBe(false);

    // Dropped: whatever happened meanwhile never reached this phone.
    latest()?.fail();
    await pass(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest()?.open();
    latest()?.receive({ type: 'subscribed', location_id: BAR.id });
    await pass(0);
    expect(queryClient.getQueryState(['probe'])?.isInvalidated).toBe(true);
  });

  it('retries quietly with a growing wait when the server is unreachable', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    stubApi({});
    renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    expect(FakeWebSocket.instances).toHaveLength(1);
    latest()?.fail();
    await pass(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await pass(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest()?.fail();
    await pass(1_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await pass(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });
});

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
