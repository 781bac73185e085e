import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { inventoryKeys } from '../api/inventory-keys.ts';
import { useCountOutbox } from '../stores/count-outbox.ts';
import type { PendingCount } from '../stores/count-outbox.ts';
import { isKeptOffline } from './persist-queries.ts';
import { OfflineIndicator } from './offline-indicator.tsx';

/** 21:14 on a fixed day, in the test's own time zone. */
const AT_2114 = new Date(2026, 10, 20, 21, 14).getTime();
const LATER = new Date(2026, 10, 20, 21, 40).getTime();

function pending(userId: string, index: number): PendingCount {
  return {
    key: `key-${index}`,
    userId,
    locationId: BAR.id,
    itemId: `item-${index}`,
    itemName: `Bottle ${index}`,
    quantity: index,
    reason: 'count',
    version: 1,
    attempts: 0,
    retryAt: 0,
  };
}

let online = true;
function setOnline(value: boolean): void {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function renderIndicator(queryClient = new QueryClient()) {
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <OfflineIndicator locationId={BAR.id} />
    </QueryClientProvider>,
  );
  // A live region (not role="status": each screen has its own status line beside it).
  const live = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!live) throw new Error('no live region');
  return live;
}

beforeEach(() => {
  resetAuth();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useCountOutbox.setState({ pending: [], conflicts: [], lastSyncedAt: null });
});
afterEach(() => vi.restoreAllMocks());

describe('the offline indicator', () => {
  it('says nothing online with nothing waiting', () => {
    signIn();
    const status = renderIndicator();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.textContent).toBe('');
  });

  it('counts this person’s waiting counts and the last sync, then sends them and goes', () => {
    const user = signIn();
    useCountOutbox.setState({
      pending: [
        ...Array.from({ length: 12 }, (_, index) => pending(user.id, index)),
        pending('someone-else', 99),
      ],
      lastSyncedAt: AT_2114,
    });
    online = false;
    const status = renderIndicator();
    expect(status.textContent).toMatch(/^Offline — 12 counts waiting — last synced (21|09):14/);

    setOnline(true);
    expect(status).toHaveTextContent('Sending 12 counts…');
    act(() => useCountOutbox.setState({ pending: [pending('someone-else', 99)] }));
    expect(status.textContent).toBe('');
  });

  it('says "1 count", and the later of the last count sent and the list received', () => {
    const user = signIn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(inventoryKeys.items(BAR.id), [], { updatedAt: LATER });
    useCountOutbox.setState({ pending: [pending(user.id, 1)], lastSyncedAt: AT_2114 });
    online = false;
    const status = renderIndicator(queryClient);
    expect(status.textContent).toMatch(/^Offline — 1 count waiting — last synced (21|09):40/);
  });

  it('offline with nothing waiting and nothing received: just "Offline"', () => {
    signIn();
    online = false;
    expect(renderIndicator()).toHaveTextContent(/^Offline$/);
  });
});

describe('what the phone keeps for opening offline', () => {
  const query = (queryKey: readonly unknown[], status: 'success' | 'error' = 'success') => ({
    queryKey,
    state: { status } as never,
  });

  it('keeps the locations, the location, its items and categories, once received', () => {
    expect(isKeptOffline(query(['locations', 'list']))).toBe(true);
    expect(isKeptOffline(query(['locations', 'detail', BAR.id]))).toBe(true);
    expect(isKeptOffline(query(inventoryKeys.items(BAR.id)))).toBe(true);
    expect(isKeptOffline(query(inventoryKeys.categories(BAR.id)))).toBe(true);
    expect(isKeptOffline(query(inventoryKeys.items(BAR.id), 'error'))).toBe(false);
  });

  it('keeps nothing else', () => {
    expect(isKeptOffline(query(['locations', 'members', BAR.id]))).toBe(false);
    expect(isKeptOffline(query(inventoryKeys.changelog(BAR.id, {})))).toBe(false);
    expect(isKeptOffline(query(['recipes', BAR.id]))).toBe(false);
  });
});
