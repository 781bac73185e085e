import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Item } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { countKeys } from '#web/lib/api/count-keys.ts';
import { openFullCount, useCount, useCounts } from '#web/lib/api/get-counts.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useCountOutbox, withPendingCounts } from '#web/lib/stores/count-outbox.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useCategories } from './api/get-categories.ts';
import { useItems } from './api/get-items.ts';
import { ConflictDialog } from './components/conflict-dialog.tsx';
import { CountProgress, WaitingCounts } from './components/count-progress.tsx';
import type { OpenCount } from './components/count-progress.tsx';
import { RefusedCounts } from './components/refused-counts.tsx';
import { StockHeader } from './components/stock-header.tsx';
import { StockList } from './components/stock-list.tsx';
import { WasteDialog } from './components/waste-dialog.tsx';
import type { StockListHandle } from './components/stock-list.tsx';
import { useCountedIds, useCountingSession } from './counting-session.ts';
import {
  NO_STORAGE_AREA,
  areaOf,
  areaProgress,
  itemByBarcode,
  matchesSearch,
  stockRows,
} from './stock-rows.ts';
import { useBelowParFilter } from './use-below-par-filter.ts';
import { useFillHeight } from './use-fill-height.ts';
import { useStockCount } from './use-stock-count.ts';

/**
 * Counting the stock: shelf by shelf, with − / + and typed quantities, fast on a phone. The
 * list fills the screen in a scroll area of its own; the title, search and progress fold into
 * one line once counting starts (a count, or scrolling the list), and the notifications (one
 * undo per item) sit in a bar under the list instead of over it.
 */
export function StocklistScreen() {
  const t = useStore(inventoryMessages);
  useDocumentTitle(t.stockList);
  const { locationId = '' } = useParams();
  const items = useItems(locationId);
  const categories = useCategories(locationId);
  // Sorting 2,000 items and drawing the first rows is the heaviest work of the page: React
  // does it the first time in the background, pausing for the browser between components, so
  // taps still answer meanwhile. Later changes (a count) show at once.
  const ready = useDeferredValue(!items.isPending && !categories.isPending);
  const itemData = ready ? items.data : undefined;
  const categoryData = ready ? categories.data : undefined;
  const stockCount = useStockCount(locationId);
  const sessionCountedIds = useCountedIds(locationId);
  const startOver = useCountingSession((state) => state.startOver);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const list = useRef<StockListHandle>(null);
  const scannedId = useRef<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const height = useFillHeight(panel);
  const [folded, setFolded] = useState(false);
  const [wasteItem, setWasteItem] = useState<Item | null>(null);
  const setDock = useNotificationStore((state) => state.setDock);

  const userId = useAuthStore((state) => state.user?.id);
  const outbox = useCountOutbox((state) => state.pending);
  const pending = useMemo(
    () => outbox.filter((count) => count.locationId === locationId && count.userId === userId),
    [outbox, locationId, userId],
  );
  const refusedAll = useCountOutbox((state) => state.refused);
  /** Counts of this person here that the server refused for good: shown until dismissed. */
  const refused = useMemo(
    () =>
      refusedAll.filter(({ count }) => count.locationId === locationId && count.userId === userId),
    [refusedAll, locationId, userId],
  );
  /** Items whose counts failed to go at least once: still on this phone, waiting to be sent. */
  const waitingIds = useMemo(
    () => new Set(pending.filter((count) => count.attempts > 0).map((count) => count.itemId)),
    [pending],
  );

  // An open full count: its progress is the server's (every counter's phone, kept across a
  // reload), with this phone's counts still on their way on top.
  const counts = useCounts(locationId);
  const fullCount = openFullCount(counts.data);
  const countDetail = useCount(locationId, fullCount?.id);
  const countedIds = useMemo(() => {
    const detail = countDetail.data;
    if (!fullCount || detail?.id !== fullCount.id) return sessionCountedIds;
    const ids = new Set(detail.items.filter((line) => line.counted).map((line) => line.item_id));
    for (const count of pending) if (count.reason === 'count') ids.add(count.itemId);
    // The last counted item stays last (the folded line shows its area's progress).
    const last = sessionCountedIds.at(-1);
    if (last === undefined || !ids.delete(last)) return [...ids];
    return [...ids, last];
  }, [fullCount, countDetail.data, pending, sessionCountedIds]);
  const openCount = useMemo((): OpenCount | undefined => {
    if (!fullCount) return undefined;
    const detail = countDetail.data;
    const href = `/dashboard/${locationId}/counts/${fullCount.id}`;
    if (detail?.id !== fullCount.id) {
      return { id: fullCount.id, name: fullCount.name, ...fullCount.progress, href };
    }
    const inCount = new Set(detail.items.map((line) => line.item_id));
    const counted = countedIds.filter((id) => inCount.has(id)).length;
    return { id: fullCount.id, name: fullCount.name, counted, total: detail.progress.total, href };
  }, [fullCount, countDetail.data, countedIds, locationId]);
  // Our own counts reaching the server move the count's progress at once (the realtime event
  // does the same on every other phone).
  const queryClient = useQueryClient();
  const lastSyncedAt = useCountOutbox((state) => state.lastSyncedAt);
  const syncedBefore = useRef(lastSyncedAt);
  useEffect(() => {
    if (lastSyncedAt === syncedBefore.current) return;
    syncedBefore.current = lastSyncedAt;
    void queryClient.invalidateQueries({ queryKey: countKeys.location(locationId) });
  }, [lastSyncedAt, locationId, queryClient]);

  // Sorting 5,000 items is not free: only again when the items, the order or the search change.
  // Our counts not yet on the server show over its numbers (count-outbox.ts).
  const allItems = useMemo(
    () =>
      withPendingCounts(
        (itemData ?? []).filter((item) => !item.archived),
        pending,
      ),
    [itemData, pending],
  );
  const belowPar = useBelowParFilter(locationId, itemData ? allItems : undefined, items.isFetching);
  const shownItems = belowPar.items;
  const rows = useMemo(
    () =>
      stockRows(
        shownItems.filter((item) => matchesSearch(item, deferredSearch)),
        categoryData ?? [],
      ),
    [shownItems, categoryData, deferredSearch],
  );
  // With "Below par only" on, progress is over what is being counted: those rows.
  const progress = useMemo(
    () => areaProgress(belowPar.on ? shownItems : allItems, countedIds),
    [belowPar.on, shownItems, allItems, countedIds],
  );

  // Leaving the list, or the phone putting the app away, is moving on: held counts go now
  // (stored already, they would go on the next start otherwise).
  useEffect(() => {
    const settle = () => {
      const id = useAuthStore.getState().user?.id;
      if (id) useCountOutbox.getState().settle(id);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') settle();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      settle();
    };
  }, []);

  // Once the whole list is back on screen (search cleared), put the cursor on the scan.
  useEffect(() => {
    const itemId = scannedId.current;
    if (itemId === null || deferredSearch !== '') return;
    if (!shownItems.some((item) => item.id === itemId)) return; // the filter is still going off
    list.current?.focusItem(itemId);
    scannedId.current = null;
  }, [deferredSearch, shownItems]);

  /** Clears the search, so the whole list is there, and focuses the item's quantity. */
  function jumpTo(itemId: string): void {
    // The scanned bottle is in the counter's hand: show everything rather than nothing.
    const hidden = !shownItems.some((item) => item.id === itemId);
    if (search === '' && deferredSearch === '' && !hidden) {
      list.current?.focusItem(itemId);
      return;
    }
    scannedId.current = itemId;
    setSearch('');
    if (hidden) belowPar.setOn(false);
  }

  /** A count, or scrolling the list, is counting: fold the header away (not while searching). */
  function startCounting(): void {
    if (search === '') setFolded(true);
  }

  function onCount(item: Item, quantity: number): void {
    startCounting();
    stockCount.count(item, quantity);
  }

  function onCameraScan(code: string): void {
    const scanned = itemByBarcode(allItems, code);
    if (scanned) jumpTo(scanned.id);
    else setSearch(code); // no such barcode: show it, so the counter sees what was read
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // A scanner types the barcode and presses Enter: jump straight to that item.
    const scanned = itemByBarcode(allItems, search);
    if (scanned) {
      jumpTo(scanned.id);
      return;
    }
    const first = rows.find((row) => row.kind === 'item');
    if (first) list.current?.focusItem(first.key);
  }

  /** The progress of the area being counted (the last counted item's), for the folded line. */
  const lastCounted = allItems.find((item) => item.id === countedIds.at(-1));
  const current =
    progress.find((area) => lastCounted !== undefined && area.area === areaOf(lastCounted)) ??
    progress[0];

  /** A storage area as shown: the items without one under a translated heading. */
  const areaName = (area: string) => (area === NO_STORAGE_AREA ? t.noStorageArea : area);

  let content;
  if (!ready || items.isPending || categories.isPending) {
    content = <Spinner label={t.loadingStockList} />;
  } else if (items.isError || categories.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{t.stockListFailed}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([items.refetch(), categories.refetch()])}
        >
          {t.tryAgain}
        </Button>
      </div>
    );
  } else if (allItems.length === 0) {
    content = (
      <p className="rounded-xl border border-border bg-surface p-4 text-muted">
        {t.nothingToCount}
      </p>
    );
  } else {
    content = (
      <>
        {!folded && (
          <CountProgress
            belowPar={belowPar.on}
            onBelowPar={belowPar.setOn}
            anyShown={shownItems.length > 0}
            progress={progress}
            areaName={areaName}
            anyCounted={countedIds.length > 0}
            onStartOver={() => startOver(locationId)}
            openCount={openCount}
          />
        )}
        {waitingIds.size > 0 && <WaitingCounts count={waitingIds.size} />}
        {belowPar.on && shownItems.length === 0 ? (
          <div className="flex flex-col items-start gap-2 rounded-xl border border-border bg-surface p-4">
            <p>{t.nothingBelowPar}</p>
            <Button variant="secondary" onClick={() => belowPar.setOn(false)}>
              {t.showAllItems}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-muted">{t.noItemMatchesSearch({ search: deferredSearch })}</p>
        ) : (
          <StockList
            ref={list}
            rows={rows}
            countedIds={countedIds}
            waitingIds={waitingIds}
            onCount={onCount}
            onWaste={setWasteItem}
            onScroll={startCounting}
          />
        )}
      </>
    );
  }

  return (
    <div
      ref={panel}
      className="mx-auto flex w-full max-w-3xl flex-col gap-2"
      style={height === undefined ? undefined : { height }}
    >
      <StockHeader
        folded={folded}
        onUnfold={() => setFolded(false)}
        current={current}
        openCount={openCount}
        areaName={areaName}
        search={search}
        onSearch={setSearch}
        onSearchKeyDown={onSearchKeyDown}
        onCameraScan={onCameraScan}
      />
      {refused.length > 0 && <RefusedCounts refusals={refused} />}
      {content}
      {/* The notifications' place while counting: under the list, never over a row. */}
      <div ref={setDock} className="shrink-0 empty:hidden" />
      {wasteItem && (
        <WasteDialog locationId={locationId} item={wasteItem} onClose={() => setWasteItem(null)} />
      )}
      {stockCount.conflict && (
        <ConflictDialog
          conflict={stockCount.conflict}
          onKeepTheirs={stockCount.keepTheirs}
          onUseMine={stockCount.useMine}
        />
      )}
    </div>
  );
}
