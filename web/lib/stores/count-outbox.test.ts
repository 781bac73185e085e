import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { nextCount } from '../count-sender.ts';
import { COUNT_SETTLE_MS, useCountOutbox, withPendingCounts } from './count-outbox.ts';
import type { PendingCount } from './count-outbox.ts';

let serial = 0;
function count(fields: Partial<PendingCount>): PendingCount {
  serial += 1;
  return {
    key: `key-${serial}`,
    userId: 'user-1',
    locationId: 'location-1',
    itemId: 'gin',
    itemName: 'Gin',
    quantity: 1,
    reason: 'count',
    version: 1,
    attempts: 0,
    retryAt: 0,
    ...fields,
  };
}

describe('the count outbox', () => {
  it('moves later counts of the item onto the version the accepted one brought back', () => {
    const first = count({ quantity: 5 });
    const second = count({ quantity: 6 });
    const other = count({ itemId: 'rum', version: 1 });
    const onTheirs = count({ quantity: 7, version: 9 });
    const outbox = useCountOutbox.getState();
    for (const pending of [first, second, other, onTheirs]) outbox.add(pending);
    useCountOutbox.getState().accepted(first.key, 2);
    expect(useCountOutbox.getState().pending).toEqual([{ ...second, version: 2 }, other, onTheirs]);
  });

  it('drops a refused count with the later ones of its item, and only those', () => {
    const first = count({});
    const rum = count({ itemId: 'rum' });
    const second = count({});
    for (const pending of [first, rum, second]) useCountOutbox.getState().add(pending);
    useCountOutbox.getState().drop(first.key, true);
    expect(useCountOutbox.getState().pending).toEqual([rum]);
  });

  it('keeps the counts another tab stored when it loads them', async () => {
    const mine = count({});
    const theirs = count({ itemId: 'rum' });
    useCountOutbox.getState().add(mine);
    localStorage.setItem(
      'count-outbox',
      JSON.stringify({ state: { pending: [mine, theirs] }, version: 1 }),
    );
    await useCountOutbox.persist.rehydrate();
    expect(useCountOutbox.getState().pending).toEqual([mine, theirs]);
  });

  it('keeps a refused count out of the queue, with another tab’s, until it is dismissed', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const mine = count({ quantity: 5 });
    const rum = count({ itemId: 'rum' });
    for (const pending of [mine, rum]) useCountOutbox.getState().add(pending);
    useCountOutbox.getState().refuse(mine.key, 'invalid');
    const refusal = { count: mine, why: 'invalid', refusedAt: 1_000_000 };
    expect(useCountOutbox.getState()).toMatchObject({ pending: [rum], refused: [refusal] });

    const theirs = { count: count({ itemId: 'lime' }), why: 'gone', refusedAt: 1 };
    localStorage.setItem(
      'count-outbox',
      JSON.stringify({ state: { pending: [rum], refused: [refusal, theirs] }, version: 1 }),
    );
    await useCountOutbox.persist.rehydrate();
    expect(useCountOutbox.getState().refused).toEqual([refusal, theirs]);

    useCountOutbox.getState().dismissRefused(theirs.count.key);
    useCountOutbox.getState().retryRefused(mine.key);
    expect(useCountOutbox.getState()).toMatchObject({
      refused: [],
      pending: [rum, { ...mine, attempts: 0, retryAt: 0, settlesAt: 0 }],
    });
    vi.useRealTimers();
  });

  it('shows the last waiting count of each item over the server’s number', () => {
    const gin = makeItem({ id: 'gin', quantity: 4, par_level: 6 });
    const rum = makeItem({ id: 'rum', quantity: 2 });
    const shown = withPendingCounts([gin, rum], [count({ quantity: 5 }), count({ quantity: 7 })]);
    expect(shown[0]).toMatchObject({ id: 'gin', quantity: 7, below_par: false });
    expect(shown[1]).toBe(rum);
  });
});

describe('quick taps on one item', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A tap on + at the current time: a count held for the pause. */
  function tap(quantity: number, from: number, fields: Partial<PendingCount> = {}) {
    return useCountOutbox
      .getState()
      .add(count({ quantity, from, settlesAt: Date.now() + COUNT_SETTLE_MS, ...fields }));
  }

  it('make one count: the last quantity, on the version and from the quantity first seen', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const first = tap(4.7, 3.7, { version: 5 });
    vi.advanceTimersByTime(500);
    tap(5.7, 4.7, { version: 6 });
    vi.advanceTimersByTime(500);
    const last = tap(6.7, 5.7, { version: 6 });
    expect(useCountOutbox.getState().pending).toEqual([
      { ...first, key: last.key, quantity: 6.7, from: 3.7, settlesAt: 1_001_000 + COUNT_SETTLE_MS },
    ]);
    // Kept on the phone at once, held or not: a closed page loses nothing.
    const stored = JSON.parse(localStorage.getItem('count-outbox') ?? '{}') as {
      state: { pending: PendingCount[] };
    };
    expect(stored.state.pending.map((kept) => kept.quantity)).toEqual([6.7]);
  });

  it('make a new count after the pause, or once the counter moved on to another item', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    tap(1, 0);
    vi.advanceTimersByTime(COUNT_SETTLE_MS);
    tap(2, 1);
    useCountOutbox.getState().settle('user-1', 'rum');
    tap(3, 2);
    expect(useCountOutbox.getState().pending.map((kept) => kept.quantity)).toEqual([1, 2, 3]);
  });

  it('never join an undo, a count sent before, another person’s or another item’s', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    tap(1, 0);
    tap(0, 1, { reason: 'undo', settlesAt: 0 });
    tap(2, 0);
    tap(3, 2, { userId: 'user-2' });
    tap(4, 0, { itemId: 'rum' });
    useCountOutbox.getState().add(count({ quantity: 5, settlesAt: 0, attempts: 1 }));
    tap(6, 5);
    expect(useCountOutbox.getState().pending.map((kept) => kept.quantity)).toEqual([
      1, 0, 2, 3, 4, 5, 6,
    ]);
  });

  it('are due at once when a reloaded page finds them held in storage', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const held = count({ quantity: 6.7, settlesAt: Date.now() + COUNT_SETTLE_MS });
    localStorage.setItem(
      'count-outbox',
      JSON.stringify({ state: { pending: [held] }, version: 1 }),
    );
    await useCountOutbox.persist.rehydrate();
    expect(useCountOutbox.getState().pending).toEqual([{ ...held, settlesAt: 0 }]);
    expect(nextCount(useCountOutbox.getState().pending, 'user-1', Date.now())).toMatchObject({
      quantity: 6.7,
    });
  });
});

describe('nextCount', () => {
  it('takes the oldest due count of this user, never one behind a waiting count of its item', () => {
    const now = 1_000;
    const ginWaiting = count({ retryAt: now + 5_000, attempts: 1 });
    const ginLater = count({});
    const someoneElse = count({ userId: 'user-2', itemId: 'rum' });
    const rum = count({ itemId: 'rum' });
    const pending = [ginWaiting, ginLater, someoneElse, rum];
    expect(nextCount(pending, 'user-1', now)).toBe(rum);
    expect(nextCount(pending, 'user-1', now + 5_000)).toBe(ginWaiting);
    expect(nextCount([ginWaiting], 'user-1', now)).toBeUndefined();
  });

  it('holds back a count still held for another tap, and the later ones of its item', () => {
    const now = 1_000;
    const held = count({ settlesAt: now + 1 });
    const ginLater = count({ reason: 'undo' });
    const rum = count({ itemId: 'rum' });
    expect(nextCount([held, ginLater, rum], 'user-1', now)).toBe(rum);
    expect(nextCount([held, ginLater], 'user-1', now)).toBeUndefined();
    expect(nextCount([held, ginLater], 'user-1', now + 1)).toBe(held);
  });
});
