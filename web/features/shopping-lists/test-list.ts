// What the shopping list's tests share: a draft for the vendor Metro and a way to open it.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import type { Vendor } from '#contract/vendors.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeList, makeListItem, makeVendor } from './test-fixtures.ts';

export type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

export const metro = makeVendor({ minimum_order: 100, email: 'orders@metro.example' });
export const gin = makeListItem({ name: 'Gin', quantity: 2, unit_price: 10 });
export const tonic = makeListItem({ name: 'Tonic', quantity: 3, unit_price: 5 });
export const lemons = makeListItem({
  name: 'Lemons',
  quantity: 1,
  unit_price: null,
  pack_size: null,
});

export function draft(overrides: Partial<ListWithItems> = {}) {
  return makeList({
    name: 'Metro order',
    vendor_id: metro.id,
    vendor_name: metro.name,
    items: [gin, tonic, lemons],
    estimated_total: 35,
    has_unpriced_lines: true,
    ...overrides,
  });
}

export function openList(list: ListWithItems, routes: Routes = {}, vendor: Vendor = metro) {
  const stub = stubApi({
    [`GET /api/shopping-lists/${list.id}`]: () => jsonResponse(list),
    [`GET /api/vendors/${vendor.id}`]: () => jsonResponse(vendor),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/shopping-lists': () => jsonResponse([]),
    'GET /api/vendors': () => jsonResponse([vendor]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/shopping-lists/${list.id}`);
  return { ...stub, ...view };
}

export const totalBox = () => screen.getByText('Total').closest('[role="status"]') as HTMLElement;

/** Each test starts signed in at the bar. */
export function resetBetweenTests(): void {
  // The route loads the screen's code on first use; loaded here, compiling it is not charged to
  // the first test's time limit.
  beforeAll(() => import('./list-screen.tsx'));
  beforeEach(() => {
    resetAuth();
    signIn([BAR]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
