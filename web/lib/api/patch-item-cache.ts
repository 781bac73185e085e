import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** The lists' own order (items.service: by lower-cased name, then id). */
function compareItems(a: Item, b: Item): number {
  const [nameA, nameB] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A cached list with a fresh copy of one item. It replaces the entry only when its version is
 * greater: versions only increase, so an answer that left before a later change, or the same
 * version under an optimistic count of ours, never wins. A missing item joins the list (made
 * elsewhere, or brought back from the archive); an archived one leaves a list of the unarchived.
 * The same array when nothing changes, so no screen renders again for nothing.
 */
function mergeItem(list: Item[], item: Item, includeArchived: boolean): Item[] {
  const belongs = includeArchived || !item.archived;
  const index = list.findIndex((known) => known.id === item.id);
  const known = list[index];
  if (known ? item.version <= known.version : !belongs) return list;
  // A copy by slice and splice, not toSpliced/with: older phones' browsers lack those.
  const next = list.slice();
  if (known) {
    if (belongs) next[index] = item;
    else next.splice(index, 1);
  } else {
    const at = list.findIndex((other) => compareItems(item, other) < 0);
    next.splice(at === -1 ? list.length : at, 0, item);
  }
  return next;
}

/** Resolves once the query has no fetch running (its answer, if any, is in the cache). */
function whenFetched(queryClient: QueryClient, queryHash: string): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash !== queryHash) return;
      if (event.type !== 'removed' && event.query.state.fetchStatus !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}

/** Whether any of the location's item lists is cached or loading: else nothing to patch. */
export function hasItemLists(queryClient: QueryClient, locationId: string): boolean {
  const cache = queryClient.getQueryCache();
  return [inventoryKeys.items(locationId), inventoryKeys.catalog(locationId)].some(
    (queryKey) => cache.find({ queryKey, exact: true }) !== undefined,
  );
}

function patchList(
  queryClient: QueryClient,
  queryKey: QueryKey,
  item: Item,
  includeArchived: boolean,
  again: () => void,
): void {
  const query = queryClient.getQueryCache().find<Item[]>({ queryKey, exact: true });
  if (!query) return;
  // A list fetch in flight may have left before this change: patch again once it has landed.
  if (query.state.fetchStatus !== 'idle') {
    void whenFetched(queryClient, query.queryHash).then(again);
  }
  const list = query.state.data;
  if (!list) return;
  const merged = mergeItem(list, item, includeArchived);
  if (merged === list) return;
  const { dataUpdatedAt, isInvalidated } = query.state;
  // One newer item does not make the rest of the list newer: it keeps its age, and stays
  // stale when it was (setting data clears that), so its next refetch still happens.
  queryClient.setQueryData(queryKey, merged, { updatedAt: dataUpdatedAt });
  if (isInvalidated) {
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

/**
 * Puts a fresh copy of an item (`GET /api/inventory/{id}`, a count's answer) into the
 * location's cached lists: the catalog (archived items too) and the stock list (unarchived
 * only). The lists hold the server's numbers; counts still waiting to be sent are shown over
 * them by the stock list (count-outbox.ts), so a copy never hides one.
 */
export function patchItemCache(queryClient: QueryClient, locationId: string, item: Item): void {
  const catalogKey = inventoryKeys.catalog(locationId);
  const itemsKey = inventoryKeys.items(locationId);
  const patchCatalog = (): void => patchList(queryClient, catalogKey, item, true, patchCatalog);
  const patchStockList = (): void => patchList(queryClient, itemsKey, item, false, patchStockList);
  patchCatalog();
  patchStockList();
}
