import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/stores/auth.ts';
import { useNotificationStore } from '../lib/stores/notifications.ts';
import { BAR, KITCHEN, makeUser } from '../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../test/fetch.ts';
import { renderRoute } from '../test/render-route.tsx';
import { STOCK_EVENT_WINDOW_MS } from './use-realtime.ts';
import { FakeWebSocket, latest, pass, resetBetweenTests, useTestClock } from './test-realtime.ts';

resetBetweenTests();

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

  it('makes the location’s counts stale on a count event', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    useTestClock();
    latest()?.open();
    for (const type of ['count.opened', 'count.updated', 'count.closed', 'count.deleted']) {
      queryClient.setQueryData(['counts', BAR.id, 'list'], []);
      queryClient.setQueryData(['counts', KITCHEN.id, 'list'], []);
      latest()?.receive({ type, location_id: BAR.id, id: 'c-1' });
      await pass(0);
      expect(queryClient.getQueryState(['counts', BAR.id, 'list'])?.isInvalidated, type).toBe(true);
      expect(queryClient.getQueryState(['counts', KITCHEN.id, 'list'])?.isInvalidated).toBe(false);
    }
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
