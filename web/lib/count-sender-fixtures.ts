/**
 * For the count sender's tests: a signed-in user, a count waiting in the outbox, a server
 * stub that answers each send as the test says, and the refresh endpoint.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import type { UpdateQuantityBody } from '#contract/stock-updates.ts';
import { BAR, makeUser, signIn } from '../test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '../test/fetch.ts';
import type { FetchCall } from '../test/fetch.ts';
import { makeItem, makeStockUpdate } from '../test/inventory-fixtures.ts';
import { CountSender } from './count-sender.ts';
import { useCountOutbox } from './stores/count-outbox.ts';
import type { PendingCount } from './stores/count-outbox.ts';

export const START = 1_000_000;
export const gin = makeItem({ id: 'gin', name: 'Gin', quantity: 3.7, version: 5 });
export const UPDATE = 'POST /api/inventory/update/gin';
export const REFRESH = 'POST /api/auth/refresh';

type Answer = (call: FetchCall) => Response | Promise<Response>;

let sender: CountSender | undefined;
let userId = '';

/** Fake timers from START, a signed-in user, a sender stopped after each test. */
export function setUpSenderTests(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    userId = signIn([BAR]).id;
  });
  afterEach(() => {
    sender?.stop();
    sender = undefined;
    vi.useRealTimers();
  });
}

/** Answers like the server: the count's quantity, the version one higher. */
export function accept(call: FetchCall): Response {
  const body = bodyOf(call) as UpdateQuantityBody;
  const item = { ...gin, quantity: body.quantity, version: (body.version ?? 1) + 1 };
  return jsonResponse({ item, update: makeStockUpdate({ item_id: gin.id }) });
}

export const offline = () => Promise.reject(new TypeError('Failed to fetch'));
export const refreshed = () => jsonResponse({ token: 'access-2', user: makeUser([BAR]) });
export const failWith = (status: number, code: string, headers?: Record<string, string>) => () =>
  errorResponse(status, code, `Answered ${status}`, { headers });

/** Answers the sends in turn (the last one repeats), and the refresh as `refresh` says. */
export function startSender(answers: Answer[], refresh: Answer = refreshed) {
  let turn = 0;
  const stub = stubApi({
    [UPDATE]: (call) => {
      const answer = answers[Math.min(turn, answers.length - 1)] ?? accept;
      turn += 1;
      return answer(call);
    },
    [REFRESH]: refresh,
  });
  sender = new CountSender(new QueryClient(), userId);
  sender.start();
  const sends = () => stub.calls.filter((call) => call.url === '/api/inventory/update/gin');
  return { ...stub, sends };
}

/** A count of gin made now, not held: due at once. */
export function countGin(quantity: number, fields: Partial<PendingCount> = {}): PendingCount {
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
    settlesAt: 0,
    from: gin.quantity,
    countedAt: Date.now(),
    ...fields,
  });
}

export const pending = () => useCountOutbox.getState().pending;
export const refused = () => useCountOutbox.getState().refused;

/** Lets the pending sends and answers run, without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
