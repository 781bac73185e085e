/**
 * Counts not yet accepted by the server, kept on the phone (localStorage) until they are: a
 * count made in a cellar with no signal, or just before the tab was closed, is sent when the
 * connection is back instead of being lost. Each keeps its Idempotency-Key, so sending one
 * twice (a retry after a lost answer, two tabs) still writes one changelog row.
 *
 * Taps on one item in quick succession are one count: a new count of the item replaces the
 * quantity of its last one while that one is held (see `settlesAt`), so three taps on + write
 * one changelog row 3.7 → 6.7, not three. The held count is stored at once all the same: a page
 * closed meanwhile loses nothing.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Item } from '#contract/inventory.ts';
import { withQuantity } from '../api/update-quantity.ts';
import type { RefusalReason, RefusedCount } from './count-outbox-refused.ts';

export type { RefusalReason, RefusedCount };

export const COUNT_OUTBOX_STORAGE_KEY = 'count-outbox';

/**
 * How long a count waits for another tap on the same item before it goes: long enough for
 * the taps of one counting gesture (+ + +), short enough that a count reaches the server (and
 * the other phones) while the counter is still at the shelf.
 */
export const COUNT_SETTLE_MS = 2_000;

export interface PendingCount {
  /** Its Idempotency-Key, and its id here. */
  key: string;
  userId: string;
  locationId: string;
  itemId: string;
  itemName: string;
  quantity: number;
  reason: 'count' | 'undo';
  /**
   * The item's version the count was made on. Sent with it, so a change someone else made
   * meanwhile answers 409 and the counter chooses, instead of one number silently winning.
   */
  version: number;
  /** Failed sends so far (network down, server error): the count waits, it is not dropped. */
  attempts: number;
  /** Not before this (ms since the epoch): the wait after a failed send. */
  retryAt: number;
  /**
   * Held until then (ms since the epoch) for another tap on the item, which joins this count
   * instead of making a new one. Never sent before it: while it is in the future, no request
   * carries this count, so it is safe to change. Absent on counts stored before it existed.
   */
  settlesAt?: number;
  /** The quantity the counter saw before this count: where its undo goes back to. */
  from?: number;
  /** When it was counted (ms since the epoch). Absent on counts stored before it existed. */
  countedAt?: number;
}

/** Whether the count is still held for another tap (never sent while it is). */
export function isHeld(count: PendingCount, now = Date.now()): boolean {
  return (count.settlesAt ?? 0) > now;
}

/** Someone else changed the item before our count reached the server. */
export interface StockConflict {
  locationId: string;
  theirs: Item;
  /** The number the counter last gave the item. */
  mine: number;
}

interface CountOutboxState {
  pending: PendingCount[];
  /**
   * Counts the server refused for good (count-outbox-refused.ts), shown until the counter
   * dismisses them (or tries one again): never dropped without a word.
   */
  refused: RefusedCount[];
  /**
   * Waiting for the counter's choice. Kept across reloads: a count that met someone else's
   * change is never dropped without the counter deciding.
   */
  conflicts: StockConflict[];
  /** When the server last took a count from this phone (ms since the epoch), or null. */
  lastSyncedAt: number | null;
  /**
   * Keeps a new count. A count of an item whose last count is held (same person, place and
   * reason 'count') joins that one: its quantity and pause are the new count's, its version
   * and `from` stay those the counter first saw, and it takes the new count's key (a key names
   * what was sent under it, and a tab that has not heard of the change may have sent the
   * old content). Returns the count as kept.
   */
  add: (count: PendingCount) => PendingCount;
  /** The counter moved on: every held count of the user (but `exceptItemId`'s) is due now. */
  settle: (userId: string, exceptItemId?: string) => void;
  /**
   * The server took `key`; its answer is version `version`. Later counts of the same item
   * were made on top of this one, on the same version: they now rest on the new one.
   */
  accepted: (key: string, version: number) => void;
  /** A failed send: try again at `retryAt`. */
  failed: (key: string, retryAt: number) => void;
  /** Gone (undone while held, or superseded by a conflict): this and later counts of its item. */
  drop: (key: string, withLaterOfItem?: boolean) => void;
  /** The server will never take `key`: out of the queue, into `refused` with `why`. */
  refuse: (key: string, why: RefusalReason) => void;
  /** The counter has read about a refused count. */
  dismissRefused: (key: string) => void;
  /** A refused count goes again (the person may have been given back their access). */
  retryRefused: (key: string) => void;
  addConflict: (conflict: StockConflict) => void;
  resolveConflict: (itemId: string) => void;
  /** Every wait cut short: send now. */
  retryNow: () => void;
  /** Signing out or deleting the account: nothing of the person stays on the phone. */
  clear: () => void;
}

export const useCountOutbox = create<CountOutboxState>()(
  persist(
    (set, get) => ({
      pending: [],
      refused: [],
      conflicts: [],
      lastSyncedAt: null,
      add: (count) => {
        const { pending } = get();
        const lastIndex = pending.findLastIndex((other) => other.itemId === count.itemId);
        const last = pending[lastIndex];
        const joins =
          last !== undefined &&
          count.reason === 'count' &&
          last.reason === 'count' &&
          last.userId === count.userId &&
          last.locationId === count.locationId &&
          isHeld(last, Date.now());
        if (!joins) {
          set({ pending: [...pending, count] });
          return count;
        }
        const joined: PendingCount = {
          ...last,
          key: count.key,
          quantity: count.quantity,
          settlesAt: count.settlesAt,
          from: last.from ?? count.from,
        };
        set({ pending: pending.map((other, at) => (at === lastIndex ? joined : other)) });
        return joined;
      },
      settle: (userId, exceptItemId) => {
        const now = Date.now();
        const { pending } = get();
        const held = (count: PendingCount) =>
          count.userId === userId && count.itemId !== exceptItemId && isHeld(count, now);
        if (!pending.some(held)) return;
        set({
          pending: pending.map((count) => (held(count) ? { ...count, settlesAt: now } : count)),
        });
      },
      accepted: (key, version) =>
        set((state) => {
          const done = state.pending.find((count) => count.key === key);
          if (!done) return state;
          return {
            lastSyncedAt: Date.now(),
            pending: state.pending
              .filter((count) => count.key !== key)
              .map((count) =>
                count.itemId === done.itemId && count.version === done.version
                  ? { ...count, version }
                  : count,
              ),
          };
        }),
      failed: (key, retryAt) =>
        set((state) => ({
          pending: state.pending.map((count) =>
            count.key === key ? { ...count, attempts: count.attempts + 1, retryAt } : count,
          ),
        })),
      drop: (key, withLaterOfItem = false) =>
        set((state) => {
          const index = state.pending.findIndex((count) => count.key === key);
          const dropped = state.pending[index];
          if (!dropped) return state;
          return {
            pending: state.pending.filter(
              (count, at) =>
                at !== index && !(withLaterOfItem && at > index && count.itemId === dropped.itemId),
            ),
          };
        }),
      refuse: (key, why) =>
        set((state) => {
          const count = state.pending.find((waiting) => waiting.key === key);
          if (!count) return state;
          return {
            pending: state.pending.filter((waiting) => waiting !== count),
            refused: [...state.refused, { count, why, refusedAt: Date.now() }],
          };
        }),
      dismissRefused: (key) =>
        set((state) => ({ refused: state.refused.filter((known) => known.count.key !== key) })),
      retryRefused: (key) =>
        set((state) => {
          const known = state.refused.find((refusal) => refusal.count.key === key);
          if (!known) return state;
          const again = { ...known.count, attempts: 0, retryAt: 0, settlesAt: 0 };
          return {
            refused: state.refused.filter((refusal) => refusal !== known),
            pending: [...state.pending, again],
          };
        }),
      addConflict: (conflict) =>
        set((state) => ({
          conflicts: [
            ...state.conflicts.filter((known) => known.theirs.id !== conflict.theirs.id),
            conflict,
          ],
        })),
      resolveConflict: (itemId) =>
        set((state) => ({
          conflicts: state.conflicts.filter((conflict) => conflict.theirs.id !== itemId),
        })),
      retryNow: () =>
        set((state) => ({ pending: state.pending.map((count) => ({ ...count, retryAt: 0 })) })),
      clear: () => set({ pending: [], refused: [], conflicts: [], lastSyncedAt: null }),
    }),
    {
      name: COUNT_OUTBOX_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: (state) => ({
        pending: state.pending,
        refused: state.refused,
        conflicts: state.conflicts,
        lastSyncedAt: state.lastSyncedAt,
      }),
      // Another tab of the app may have added counts meanwhile: keep both (by key). A count
      // this page did not make is due at once: the page that held it was closed or reloaded
      // (its counter moved on), or it is another tab's, which this one must not hold up.
      merge: (stored, current) => {
        const saved = (stored ?? {}) as Partial<
          Pick<CountOutboxState, 'pending' | 'refused' | 'conflicts' | 'lastSyncedAt'>
        >;
        const known = new Set(current.pending.map((count) => count.key));
        const refusedKeys = new Set(current.refused.map((refusal) => refusal.count.key));
        const conflicted = new Set(current.conflicts.map((conflict) => conflict.theirs.id));
        return {
          ...current,
          pending: [
            ...current.pending,
            ...(saved.pending ?? [])
              .filter((c) => !known.has(c.key))
              .map((c) => (c.settlesAt ? { ...c, settlesAt: 0 } : c)),
          ],
          refused: [
            ...current.refused,
            ...(saved.refused ?? []).filter((r) => !refusedKeys.has(r.count.key)),
          ],
          conflicts: [
            ...current.conflicts,
            ...(saved.conflicts ?? []).filter((c) => !conflicted.has(c.theirs.id)),
          ],
          lastSyncedAt: Math.max(current.lastSyncedAt ?? 0, saved.lastSyncedAt ?? 0) || null,
        };
      },
    },
  ),
);

/**
 * The items as the counter left them: each waiting count of theirs applied over the server's
 * list, the last one of an item winning. The server's own number shows once none is waiting.
 */
export function withPendingCounts(items: Item[], pending: PendingCount[]): Item[] {
  if (pending.length === 0) return items;
  const latest = new Map(pending.map((count) => [count.itemId, count.quantity]));
  return items.map((item) => {
    const quantity = latest.get(item.id);
    return quantity === undefined || quantity === item.quantity
      ? item
      : withQuantity(item, quantity);
  });
}

/** How many counts of this user are still on the phone (sent or not yet tried). */
export function usePendingCountTotal(userId: string | undefined): number {
  return useCountOutbox((state) => state.pending.filter((count) => count.userId === userId).length);
}

/** How many counts of this user the server refused and the stock list still shows. */
export function useRefusedCountTotal(userId: string | undefined): number {
  return useCountOutbox(
    (state) => state.refused.filter((refusal) => refusal.count.userId === userId).length,
  );
}
