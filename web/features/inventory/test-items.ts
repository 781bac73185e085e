// What the items screen's tests share: the venue's items and categories, and ways to read the table.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeCategory, makeItem } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

export const spirits = makeCategory({ name: 'Spirits', sort_order: 0, item_count: 2 });
export const wine = makeCategory({ name: 'Wine', sort_order: 1, item_count: 1 });
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
  quantity: 9,
});
export const rioja = makeItem({
  name: 'Rioja',
  category_id: wine.id,
  category: 'Wine',
  quantity: 1,
  par_level: 6,
});
export const lemons = makeItem({
  name: 'Lemons',
  unit: 'kg',
  storage_area: 'Walk-in',
  quantity: 2.5,
});
export const oldRum = makeItem({ name: 'Old rum', archived: true });

type Routes = Record<string, (call: FetchCall) => Response>;

export function openItems(
  routes: Routes = {},
  items: Item[] = [rioja, lemons, vodka, gin, oldRum],
) {
  let current = items;
  const stub = stubApi({
    'GET /api/inventory': () => jsonResponse(current),
    'GET /api/inventory/categories': () => jsonResponse([spirits, wine]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${signedInAt().id}/items`);
  return { ...stub, ...view, setItems: (next: Item[]) => (current = next) };
}

let location = BAR;
const signedInAt = () => location;

/** The next screen opens at this location (the signed-in person is a member of both). */
export function openAt(next: typeof BAR): void {
  location = next;
}

export const table = () => screen.getByRole('table');
export const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/\(archived\)|Below par/g, '').trim());

/** Each test starts signed in at the bar, a member of the bar and the kitchen. */
export function resetBetweenTests(): void {
  // The route loads the screen's code on first use; loaded here, compiling it is not charged to
  // the first test's time limit.
  beforeAll(() => import('./items-screen.tsx'));
  beforeEach(() => {
    resetAuth();
    location = BAR;
    signIn([BAR, KITCHEN]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
