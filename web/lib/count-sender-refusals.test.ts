import { describe, expect, it, vi } from 'vitest';
import { errorResponse, headerOf, jsonResponse } from '../test/fetch.ts';
import { BAR, signIn } from '../test/auth-fixtures.ts';
import {
  START,
  accept,
  countGin,
  failWith,
  gin,
  offline,
  pending,
  refreshed,
  refused,
  settle,
  startSender,
  setUpSenderTests,
} from './count-sender-fixtures.ts';
import { useAuthStore } from './stores/auth.ts';
import { useCountOutbox } from './stores/count-outbox.ts';
import { useNotificationStore } from './stores/notifications.ts';

setUpSenderTests();

const notified = () => useNotificationStore.getState().notifications.map((n) => n.message);
const conflict = (item: typeof gin) => () =>
  errorResponse(409, 'CONFLICT', 'Changed meanwhile', { details: { item } });

describe('the count sender, when the server refuses a count for good', () => {
  it('shows a 422 with what it was, and never sends it again', async () => {
    const { sends } = startSender([failWith(422, 'VALIDATION_ERROR')]);
    const count = countGin(4.7);
    await settle();
    expect(pending()).toEqual([]);
    expect(refused()).toEqual([
      { count: { ...count, attempts: 0 }, why: 'invalid', refusedAt: START },
    ]);
    expect(refused()[0]?.count).toMatchObject({ itemName: 'Gin', quantity: 4.7, countedAt: START });
    expect(notified()).toContain('Gin was not saved: Answered 422');
    // Kept on the phone until the counter has read it.
    expect(localStorage.getItem('count-outbox')).toContain('"why":"invalid"');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sends()).toHaveLength(1);
  });

  it('renews the sign-in on a 403 and refuses the count only if it is still a 403', async () => {
    const { calls } = startSender([failWith(403, 'FORBIDDEN')]);
    const count = countGin(4.7);
    await settle();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/inventory/update/gin',
      '/api/auth/refresh',
      '/api/inventory/update/gin',
    ]);
    expect(headerOf(calls[2], 'Authorization')).toBe('Bearer access-2');
    expect(headerOf(calls[2], 'Idempotency-Key')).toBe(count.key);
    expect(pending()).toEqual([]);
    expect(refused()).toMatchObject([
      { count: { key: count.key, quantity: 4.7 }, why: 'forbidden' },
    ]);
  });

  it('sends a count whose 403 a renewed sign-in cleared', async () => {
    const { sends } = startSender([failWith(403, 'FORBIDDEN'), accept]);
    countGin(4.7);
    await settle();
    expect(sends()).toHaveLength(2);
    expect(pending()).toEqual([]);
    expect(refused()).toEqual([]);
  });

  it('keeps a 403 count when the sign-in cannot be renewed for want of a network', async () => {
    const { sends } = startSender([failWith(403, 'FORBIDDEN'), accept], offline);
    countGin(4.7);
    await settle();
    expect(pending()).toMatchObject([{ quantity: 4.7, attempts: 1 }]);
    expect(refused()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sends()).toHaveLength(2);
    expect(pending()).toEqual([]);
  });

  it('refuses the last count of an archived item and says so', async () => {
    startSender([conflict({ ...gin, archived: true })]);
    const first = countGin(4.7);
    countGin(5.7);
    await settle();
    expect(pending()).toEqual([]);
    expect(refused()).toMatchObject([
      { count: { quantity: 5.7, version: first.version }, why: 'archived' },
    ]);
    expect(notified()).toContain('Gin was not saved: it was archived.');
  });

  it('asks the counter to choose on a version conflict, refusing nothing', async () => {
    startSender([conflict({ ...gin, quantity: 9, version: 6 })]);
    countGin(4.7);
    await settle();
    expect(pending()).toEqual([]);
    expect(refused()).toEqual([]);
    expect(useCountOutbox.getState().conflicts).toMatchObject([
      { locationId: BAR.id, mine: 4.7, theirs: { id: gin.id, quantity: 9 } },
    ]);
  });

  it('sends a refused count again when the counter asks', async () => {
    const { sends } = startSender([failWith(403, 'FORBIDDEN'), failWith(403, 'FORBIDDEN'), accept]);
    const count = countGin(4.7);
    await settle();
    useCountOutbox.getState().retryRefused(count.key);
    await settle();
    expect(sends().map((call) => headerOf(call, 'Idempotency-Key'))).toEqual([
      count.key,
      count.key,
      count.key,
    ]);
    expect(pending()).toEqual([]);
    expect(refused()).toEqual([]);
  });
});

describe('the count sender on a 401', () => {
  it('renews the sign-in and sends the count again', async () => {
    const { calls } = startSender([failWith(401, 'TOKEN_EXPIRED'), accept]);
    countGin(4.7);
    await settle();
    expect(calls.map((call) => headerOf(call, 'Authorization') ?? call.url)).toEqual([
      'Bearer access-1',
      '/api/auth/refresh',
      'Bearer access-2',
    ]);
    expect(pending()).toEqual([]);
  });

  it('keeps the count while the network is down for the renewal, and sends it after', async () => {
    let connected = false;
    const { sends } = startSender([failWith(401, 'TOKEN_EXPIRED'), accept], () =>
      connected
        ? jsonResponse({ token: 'access-2', user: useAuthStore.getState().user })
        : offline(),
    );
    countGin(4.7);
    await settle();
    expect(pending()).toMatchObject([{ quantity: 4.7, attempts: 1 }]);
    expect(useAuthStore.getState().user).not.toBeNull();
    connected = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sends()).toHaveLength(2);
    expect(pending()).toEqual([]);
  });

  it.each([
    ['a 503', failWith(503, 'SERVICE_UNAVAILABLE')],
    ['a 429', failWith(429, 'RATE_LIMITED')],
  ])('keeps the count and the sign-in when the renewal meets %s', async (_name, busy) => {
    let busyNow = true;
    const { sends } = startSender(
      [failWith(401, 'TOKEN_EXPIRED'), failWith(401, 'TOKEN_EXPIRED'), accept],
      () => (busyNow ? busy() : refreshed()),
    );
    countGin(4.7);
    await settle();
    expect(pending()).toMatchObject([{ quantity: 4.7, attempts: 1 }]);
    expect(useAuthStore.getState().session?.access_token).toBe('access-1');
    busyNow = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sends()).toHaveLength(3);
    expect(headerOf(sends()[2], 'Authorization')).toBe('Bearer access-2');
    expect(pending()).toEqual([]);
  });

  it('keeps the counts for the same person after the session ends, sends them once back', async () => {
    const { sends } = startSender(
      [failWith(401, 'TOKEN_EXPIRED'), accept],
      failWith(401, 'INVALID_TOKEN'),
    );
    const count = countGin(4.7);
    await settle();
    expect(useAuthStore.getState().session).toBeNull();
    expect(pending()).toMatchObject([{ key: count.key, quantity: 4.7 }]);
    expect(localStorage.getItem('count-outbox')).toContain(count.key);
    // Signed out: nothing is sent, however long.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sends()).toHaveLength(1);

    signIn([BAR], 'access-3');
    await settle();
    expect(sends()).toHaveLength(2);
    expect(headerOf(sends()[1], 'Authorization')).toBe('Bearer access-3');
    expect(headerOf(sends()[1], 'Idempotency-Key')).toBe(count.key);
    expect(pending()).toEqual([]);
  });
});
