import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateQuantityBody } from '#contract/stock-updates.ts';
import { BAR, signIn } from '../test/auth-fixtures.ts';
import { bodyOf, headerOf, jsonResponse, stubApi } from '../test/fetch.ts';
import type { FetchCall } from '../test/fetch.ts';
import { makeItem, makeStockUpdate } from '../test/inventory-fixtures.ts';
import { CountSender } from './count-sender.ts';
import { COUNT_SETTLE_MS, useCountOutbox } from './stores/count-outbox.ts';
import type { PendingCount } from './stores/count-outbox.ts';

const gin = makeItem({ id: 'gin', name: 'Gin', quantity: 3.7, version: 5 });

let sender: CountSender | undefined;
let userId = '';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  userId = signIn([BAR]).id;
});

afterEach(() => {
  sender?.stop();
  vi.useRealTimers();
});

/** Answers like the server: the count's quantity, the version one higher. */
function accept(call: FetchCall) {
  const body = bodyOf(call) as UpdateQuantityBody;
  const item = { ...gin, quantity: body.quantity, version: (body.version ?? 1) + 1 };
  return jsonResponse({ item, update: makeStockUpdate({ item_id: gin.id }) });
}

function startSender(update: (call: FetchCall) => Response | Promise<Response> = accept) {
  const stub = stubApi({ 'POST /api/inventory/update/gin': update });
  sender = new CountSender(new QueryClient(), userId);
  sender.start();
  return stub;
}

/** A tap on + now, as the stock list makes it: held for the pause. */
function tap(quantity: number, from: number): PendingCount {
  return useCountOutbox.getState().add({
    key: crypto.randomUUID(),
    userId,
    locationId: BAR.id,
    itemId: gin.id,
    itemName: gin.name,
    quantity,
    reason: 'count',
    version: gin.version,
    attempts: 0,
    retryAt: 0,
    settlesAt: Date.now() + COUNT_SETTLE_MS,
    from,
  });
}

describe('the count sender with quick taps', () => {
  it('sends three quick taps as one count once the counter pauses', async () => {
    const { calls } = startSender();
    tap(4.7, 3.7);
    await vi.advanceTimersByTimeAsync(600);
    tap(5.7, 4.7);
    await vi.advanceTimersByTimeAsync(600);
    const last = tap(6.7, 5.7);
    await vi.advanceTimersByTimeAsync(COUNT_SETTLE_MS - 1);
    expect(calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({ quantity: 6.7, reason: 'count', version: 5 });
    expect(headerOf(calls[0], 'Idempotency-Key')).toBe(last.key);
  });

  it('sends a held count at once when the counter moves on to another item', async () => {
    const { calls } = startSender();
    tap(4.7, 3.7);
    useCountOutbox.getState().settle(userId, 'rum');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(bodyOf(calls[0])).toMatchObject({ quantity: 4.7 });
  });

  it('never joins a tap to a count already on its way: that one goes after it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = startSender((call) =>
      calls.length === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : accept(call),
    );
    const first = tap(4.7, 3.7);
    await vi.advanceTimersByTimeAsync(COUNT_SETTLE_MS);
    expect(calls).toHaveLength(1);

    // The request is out (it may have reached the server): this tap is a count of its own.
    const second = tap(5.7, 4.7);
    expect(useCountOutbox.getState().pending.map((count) => count.key)).toEqual([
      first.key,
      second.key,
    ]);
    answer(accept(calls[0] as FetchCall));
    await vi.advanceTimersByTimeAsync(COUNT_SETTLE_MS);
    await vi.waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(calls.map((call) => bodyOf(call))).toEqual([
      { quantity: 4.7, reason: 'count', version: 5 },
      // Rests on the version the first one brought back.
      { quantity: 5.7, reason: 'count', version: 6 },
    ]);
    expect(calls.map((call) => headerOf(call, 'Idempotency-Key'))).toEqual([first.key, second.key]);
  });
});
