import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/stores/auth.ts';
import { useNotificationStore } from '../lib/stores/notifications.ts';
import { BAR, KITCHEN, makeUser, resetAuth, signIn } from '../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../test/fetch.ts';
import { renderRoute } from '../test/render-route.tsx';

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

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  resetAuth();
  signIn([BAR, KITCHEN], 'access-rt');
  useNotificationStore.getState().clearAll();
});
afterEach(() => {
  vi.useRealTimers();
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
    latest()?.open();
    latest()?.receive({ type: 'membership.updated', location_id: BAR.id, id: 'm-1' });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/me'));
  });

  it('makes the location’s stock stale on a stock, item or category event', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    queryClient.setQueryData(['inventory', BAR.id, 'items'], []);
    queryClient.setQueryData(['inventory', KITCHEN.id, 'items'], []);
    latest()?.open();
    for (const type of ['stock.updated', 'item.created', 'category.deleted']) {
      queryClient.setQueryData(['inventory', BAR.id, 'items'], []);
      latest()?.receive({ type, location_id: BAR.id, id: 'x' });
      await waitFor(() =>
        expect(queryClient.getQueryState(['inventory', BAR.id, 'items'])?.isInvalidated).toBe(true),
      );
    }
    expect(queryClient.getQueryState(['inventory', KITCHEN.id, 'items'])?.isInvalidated).toBe(
      false,
    );
  });

  it('refetches what is on screen after a resync', async () => {
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    const { queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    queryClient.setQueryData(['probe'], 'stale');
    latest()?.open();
    latest()?.receive({ type: 'resync', location_id: BAR.id, id: BAR.id });
    await waitFor(() => expect(queryClient.getQueryState(['probe'])?.isInvalidated).toBe(true));
  });

  it('retries quietly with a growing wait when the server is unreachable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    stubApi({});
    renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(FakeWebSocket.instances).toHaveLength(1);
    latest()?.fail();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest()?.fail();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(FakeWebSocket.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeWebSocket.instances).toHaveLength(3);
  });
});
