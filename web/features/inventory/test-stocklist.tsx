// What the stock list's tests share: the venue's items, the server's answers, ways to reach a row.
import { act, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import type { UpdateQuantityBody } from '#contract/stock-updates.ts';
import { NotificationViewport } from '#web/components/ui/notifications.tsx';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeCategory, makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import { useCountingSession } from './counting-session.ts';

const spirits = makeCategory({ name: 'Spirits', sort_order: 0 });
const wine = makeCategory({ name: 'Wine', sort_order: 1 });
export const gin = makeItem({
  name: 'Gin',
  category_id: spirits.id,
  category: 'Spirits',
  quantity: 4,
});
export const vodka = makeItem({
  name: 'Vodka',
  category_id: spirits.id,
  category: 'Spirits',
  barcode: '5010677014205',
});
export const rioja = makeItem({
  name: 'Rioja',
  category_id: wine.id,
  category: 'Wine',
  quantity: 1,
  par_level: 6,
  barcode: '8410415520012',
});
export const lemons = makeItem({
  name: 'Lemons',
  unit: 'kg',
  storage_area: 'Walk-in',
  par_level: null,
});
const ITEMS = [rioja, lemons, vodka, gin];

export const isUpdate = (call: FetchCall) => call.url.startsWith('/api/inventory/update/');

/** Answers updates like the server: the new quantity, the version one higher. */
export function acceptUpdate(call: FetchCall) {
  const id = call.url.split('/').at(-1) ?? '';
  const body = bodyOf(call) as UpdateQuantityBody;
  const known = ITEMS.find((item) => item.id === id) as Item;
  const item = {
    ...known,
    quantity: body.quantity,
    version: (body.version ?? 1) + 1,
    below_par: known.par_level !== null && body.quantity < known.par_level,
  };
  return jsonResponse({ item, update: makeStockUpdate({ item_id: id }) });
}

export function openStocklist(
  update: (call: FetchCall) => Response | Promise<Response> = acceptUpdate,
  query = '',
  items: Item[] = ITEMS,
) {
  signIn([BAR]);
  const routes: Record<string, (call: FetchCall) => Response | Promise<Response>> = {
    'GET /api/inventory': () => jsonResponse(items),
    'GET /api/inventory/categories': () => jsonResponse([wine, spirits]),
  };
  for (const item of ITEMS) routes[`POST /api/inventory/update/${item.id}`] = update;
  const stub = stubApi(routes);
  const view = renderRoute(`/dashboard/${BAR.id}/stocklist${query}`);
  render(<NotificationViewport />);
  return { ...stub, ...view };
}

export const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`);
export const shownNames = () =>
  screen
    .queryAllByRole('textbox', { name: /^Quantity of/ })
    .map((input) => input.getAttribute('aria-label')?.replace('Quantity of ', ''));
export const belowParChip = () => screen.getByRole('button', { name: 'Below par only' });
/** The counter moves on (another item, another screen): counts held for another tap go now. */
export const moveOn = () =>
  act(() => useCountOutbox.getState().settle(useAuthStore.getState().user?.id ?? ''));
/** Counting folded the search and progress away: open them again. */
export const unfold = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Search', expanded: false }));

/** Each test starts signed out, with no counting session and no notifications left over. */
export function resetBetweenTests(): void {
  // The route loads the screen's code on first use; loaded here, compiling it is not charged to
  // the first test's time limit.
  beforeAll(() => import('./stocklist-screen.tsx'));
  beforeEach(() => {
    // jsdom has no scrolling; the virtualiser scrolls the list when it jumps to a row.
    Element.prototype.scrollTo = () => undefined;
    resetAuth();
    useCountingSession.setState({ counted: {} });
  });
  afterEach(() => {
    useNotificationStore.getState().clearAll();
    vi.unstubAllGlobals();
  });
}
