import { describe, expect, it, vi } from 'vitest';
import { headerOf } from '../test/fetch.ts';
import type { FetchCall } from '../test/fetch.ts';
import {
  START,
  accept,
  countGin,
  failWith,
  offline,
  pending,
  refused,
  settle,
  startSender,
  setUpSenderTests,
} from './count-sender-fixtures.ts';
import { REQUEST_TIMEOUT_MS } from './api-client.ts';

setUpSenderTests();

/** The count is still on the phone, waiting, and nothing was refused. */
function expectKept(quantity: number) {
  expect(pending()).toMatchObject([{ quantity }]);
  expect(refused()).toEqual([]);
}

describe('the count sender, when the server has the count', () => {
  it('takes it out of the outbox on a 2xx', async () => {
    const { sends } = startSender([accept]);
    countGin(4.7);
    await settle();
    expect(sends()).toHaveLength(1);
    expect(pending()).toEqual([]);
    expect(refused()).toEqual([]);
  });

  it('sends it again under the same key after a lost answer, and the replay ends it', async () => {
    const { sends } = startSender([offline, accept]);
    const count = countGin(4.7);
    await settle();
    expectKept(4.7);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sends().map((call) => headerOf(call, 'Idempotency-Key'))).toEqual([
      count.key,
      count.key,
    ]);
    expect(pending()).toEqual([]);
  });
});

describe('the count sender keeps the count and tries again', () => {
  it.each([
    ['a 408', failWith(408, 'REQUEST_TIMEOUT')],
    ['a 429 with no Retry-After', failWith(429, 'RATE_LIMITED')],
    ['a 500', failWith(500, 'INTERNAL_ERROR')],
    ['a 502', failWith(502, 'BAD_GATEWAY')],
    ['a 503', failWith(503, 'SERVICE_UNAVAILABLE')],
    ['a network error', offline],
  ])('after %s, a second later', async (_name, failure) => {
    const { sends } = startSender([failure, accept]);
    countGin(4.7);
    await settle();
    expectKept(4.7);
    await vi.advanceTimersByTimeAsync(999);
    expect(sends()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends()).toHaveLength(2);
    expect(pending()).toEqual([]);
  });

  it('after a request that times out', async () => {
    const hang = (call: FetchCall) =>
      new Promise<Response>((_resolve, reject) => {
        call.init.signal?.addEventListener('abort', () =>
          reject(new DOMException('', 'AbortError')),
        );
      });
    const { sends } = startSender([hang, accept]);
    countGin(4.7);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expectKept(4.7);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sends()).toHaveLength(2);
    expect(pending()).toEqual([]);
  });

  it.each([
    [429, 'RATE_LIMITED'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('after a %s, when its Retry-After says', async (status, code) => {
    const { sends } = startSender([failWith(status, code, { 'Retry-After': '7' }), accept]);
    countGin(4.7);
    await settle();
    await vi.advanceTimersByTimeAsync(6_999);
    expect(sends()).toHaveLength(1);
    expectKept(4.7);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends()).toHaveLength(2);
    expect(pending()).toEqual([]);
  });

  it('after a Retry-After given as a date', async () => {
    const at = new Date(START + 20_000).toUTCString();
    const { sends } = startSender([failWith(429, 'RATE_LIMITED', { 'Retry-After': at }), accept]);
    countGin(4.7);
    await settle();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sends()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends()).toHaveLength(2);
  });

  it('within five minutes however long the Retry-After, and never at once on a 0', async () => {
    const { sends } = startSender([
      failWith(429, 'RATE_LIMITED', { 'Retry-After': '86400' }),
      failWith(429, 'RATE_LIMITED', { 'Retry-After': '0' }),
      accept,
    ]);
    countGin(4.7);
    await settle();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(sends()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(sends()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends()).toHaveLength(3);
    expect(pending()).toEqual([]);
  });

  it('waiting longer each time, up to 30 s, and at once when the connection is back', async () => {
    const { sends } = startSender([offline]);
    countGin(4.7);
    await settle();
    // Waits of 1, 2, 5, 10, 30 and again 30 s between the sends.
    for (const wait of [1_000, 2_000, 5_000, 10_000, 30_000, 30_000]) {
      const before = sends().length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sends()).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(sends()).toHaveLength(before + 1);
    }
    expectKept(4.7);
    expect(pending()[0]?.attempts).toBe(7);

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sends()).toHaveLength(8);
    expectKept(4.7);
  });
});
