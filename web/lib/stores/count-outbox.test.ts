import { describe, expect, it } from 'vitest';
import { makeItem } from '../../test/inventory-fixtures.ts';
import { nextCount } from '../count-sender.ts';
import { useCountOutbox, withPendingCounts } from './count-outbox.ts';
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

  it('shows the last waiting count of each item over the server’s number', () => {
    const gin = makeItem({ id: 'gin', quantity: 4, par_level: 6 });
    const rum = makeItem({ id: 'rum', quantity: 2 });
    const shown = withPendingCounts([gin, rum], [count({ quantity: 5 }), count({ quantity: 7 })]);
    expect(shown[0]).toMatchObject({ id: 'gin', quantity: 7, below_par: false });
    expect(shown[1]).toBe(rum);
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
});
