import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { shoppingListKeys } from './api/keys.ts';
import { makeList, makeListItem } from './test-fixtures.ts';

const gin = makeListItem({ name: 'Gin', quantity: 2 });
const limes = makeListItem({ name: 'Limes', quantity: 1 });

beforeEach(() => {
  useNotificationStore.getState().clearAll();
  resetAuth();
  signIn([{ ...BAR, role: 'staff' }]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shopping mode', () => {
  it('says a line without a vendor in the item’s units, and why each line orders what it does', async () => {
    const rum = makeListItem({
      name: 'Rum',
      quantity: 2,
      vendor_item_id: null,
      pack_size: 1,
      unit: 'bottle',
      on_hand: 0.5,
      par_level: 2,
    });
    const list = makeList({ name: 'Market run', items: [gin, rum] });
    stubApi({
      [`GET /api/shopping-lists/${list.id}`]: () => jsonResponse(list),
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    });
    renderRoute(`/dashboard/${BAR.id}/shopping-lists/${list.id}/shop`);
    const rumBox = await screen.findByRole('checkbox', { name: /Rum/ });
    const rumLine = rumBox.closest('li');
    // The unit agrees with the number: "2 bottles", "0.5 bottles" (issue: "20 bottle").
    expect(rumLine).toHaveTextContent('2 bottles');
    expect(rumLine).not.toHaveTextContent('packs');
    expect(rumLine).toHaveTextContent('On hand 0.5 bottles, par 2');
    expect(screen.getByRole('checkbox', { name: /Gin/ }).closest('li')).toHaveTextContent(
      '2 packs',
    );
  });

  it('ticks a line at once, and shows the ticks of someone else on the list', async () => {
    const user = userEvent.setup();
    let list: ListWithItems = makeList({ name: 'Market run', items: [gin, limes] });
    const tick = (id: string, completed: boolean) => {
      list = {
        ...list,
        items: list.items.map((line) => (line.id === id ? { ...line, completed } : line)),
      };
      return list.items.find((line) => line.id === id);
    };
    const { calls, queryClient } = stubAndRender();
    function stubAndRender() {
      const stub = stubApi({
        [`GET /api/shopping-lists/${list.id}`]: () => jsonResponse(list),
        [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
        [`PATCH /api/shopping-lists/items/${gin.id}/completed`]: (call) =>
          jsonResponse(tick(gin.id, (bodyOf(call) as { completed: boolean }).completed)),
      });
      return { ...stub, ...renderRoute(`/dashboard/${BAR.id}/shopping-lists/${list.id}/shop`) };
    }

    const ginBox = await screen.findByRole('checkbox', { name: /Gin/ });
    expect(screen.getByText('0 of 2 in the basket')).toBeInTheDocument();
    await user.click(ginBox);
    expect(ginBox).toBeChecked();
    expect(screen.getByText('1 of 2 in the basket')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(bodyOf(calls.find((call) => call.init.method === 'PATCH'))).toEqual({ completed: true });

    // Someone else ticks the limes; their tick's realtime event refreshes the location's lists.
    tick(limes.id, true);
    await act(() => queryClient.invalidateQueries({ queryKey: shoppingListKeys.location(BAR.id) }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Limes/ })).toBeChecked());
    expect(screen.getByText('2 of 2 in the basket')).toBeInTheDocument();
  });

  it('puts a tick back when it could not be saved', async () => {
    const user = userEvent.setup();
    const list = makeList({ items: [gin, limes] });
    stubApi({
      [`GET /api/shopping-lists/${list.id}`]: () => jsonResponse(list),
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      [`PATCH /api/shopping-lists/items/${gin.id}/completed`]: () =>
        errorResponse(409, 'CONFLICT', 'This list was already received.'),
    });
    renderRoute(`/dashboard/${BAR.id}/shopping-lists/${list.id}/shop`);
    const ginBox = await screen.findByRole('checkbox', { name: /Gin/ });
    await user.click(ginBox);
    await waitFor(() => expect(ginBox).not.toBeChecked());
    expect(useNotificationStore.getState().notifications.map((each) => each.message)).toContain(
      'This list was already received.',
    );
  });
});
