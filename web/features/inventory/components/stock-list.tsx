import { useStore } from '@nanostores/react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import type { Item } from '#contract/inventory.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { NO_CATEGORY, NO_STORAGE_AREA } from '../stock-rows.ts';
import type { StockRow as Row } from '../stock-rows.ts';
import { PartCountDialog } from './part-count-dialog.tsx';
import { StockRow } from './stock-row.tsx';

export interface StockListHandle {
  /** Scrolls to the item (it may not be rendered yet) and puts the cursor in its quantity. */
  focusItem: (itemId: string) => void;
}

interface StockListProps {
  rows: Row[];
  countedIds: string[];
  /** Items with a count still on this phone after a failed send. */
  waitingIds: ReadonlySet<string>;
  onCount: (item: Item, quantity: number) => void;
  /** Record waste of an item (the screen opens its sheet). */
  onWaste: (item: Item) => void;
  /** The counter scrolled the list (the screen folds its header away). */
  onScroll?: () => void;
  ref?: Ref<StockListHandle>;
}

/**
 * What a row takes before it is measured: a heading, or an item with its name on one line.
 * An item whose name wraps is measured taller once drawn.
 */
const ROW_HEIGHT = { area: 36, category: 28, item: 53 } as const;

/**
 * The rows of the stock list in a scroll area of their own, only the visible ones in the
 * page (5,000 items stay fast). Its own scroll area, not the page's: what sits below it (the
 * bar of notifications) never covers a row.
 */
export function StockList({
  rows,
  countedIds,
  waitingIds,
  onCount,
  onWaste,
  onScroll,
  ref,
}: StockListProps) {
  const t = useStore(inventoryMessages);
  const areaName = (area: string) => (area === NO_STORAGE_AREA ? t.noStorageArea : area);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const pendingFocus = useRef<string | null>(null);
  const [partItem, setPartItem] = useState<Item | null>(null);
  const partHintId = useId();
  const counted = new Set(countedIds);

  // The same functions for the same rows: the virtualizer lays out every row again (thousands)
  // whenever it is handed a new getItemKey, so only when the rows change, not on every render
  // (scrolling renders this list at each new range).
  const estimateSize = useCallback(
    (index: number) => ROW_HEIGHT[rows[index]?.kind ?? 'item'],
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  // The compiler leaves this component unmemoised because of the virtualiser (as it must:
  // its functions change with every scroll); nothing memoised below takes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 10,
    // Before the page is laid out (and where nothing is, as in tests) the scroll area is as
    // tall as the window, and a row as its estimate: never "no rows fit" nor "all rows fit".
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, ({ width, height }) =>
        callback({ width, height: height || window.innerHeight }),
      ),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      estimateSize(Number(element.getAttribute('data-index'))),
  });

  function focusItem(itemId: string): void {
    const input = inputs.current.get(itemId);
    if (input) {
      input.focus();
      input.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    const index = rows.findIndex((row) => row.key === itemId);
    if (index === -1) return;
    // Not rendered yet: focus it as soon as it mounts.
    pendingFocus.current = itemId;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }

  useImperativeHandle(ref, () => ({ focusItem }));

  function focusNext(item: Item): void {
    const index = rows.findIndex((row) => row.key === item.id);
    const next = rows.slice(index + 1).find((row) => row.kind === 'item');
    if (next) focusItem(next.key);
  }

  function registerInput(itemId: string) {
    return (input: HTMLInputElement | null) => {
      if (!input) {
        inputs.current.delete(itemId);
        return;
      }
      inputs.current.set(itemId, input);
      if (pendingFocus.current === itemId) {
        pendingFocus.current = null;
        input.focus();
      }
    };
  }

  return (
    <div
      ref={scrollRef}
      data-stock-scroll
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      onScroll={onScroll}
    >
      <p id={partHintId} hidden>
        {t.partCountHint}
      </p>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (!row) return null;
          return (
            <div
              key={virtualRow.key}
              ref={virtualizer.measureElement}
              data-index={virtualRow.index}
              className="absolute top-0 left-0 w-full"
              // untranslated: a CSS value
              style={{ transform: `translateY(${virtualRow.start}px)` }}
            >
              {row.kind === 'area' && (
                <h2 className="flex h-9 items-end pb-1 text-lg font-semibold">
                  {areaName(row.area)}
                </h2>
              )}
              {row.kind === 'category' && (
                // An h2 too, with its area for screen readers: the list is virtualised, so the
                // area's own heading may be out of the page when this one is in it.
                <h2 className="flex h-7 items-end pb-1 text-sm font-semibold tracking-wide text-muted uppercase">
                  <span className="sr-only">{areaName(row.area)}: </span>
                  {row.name === NO_CATEGORY ? t.noCategory : row.name}
                </h2>
              )}
              {row.kind === 'item' && (
                <StockRow
                  item={row.item}
                  counted={counted.has(row.item.id)}
                  waiting={waitingIds.has(row.item.id)}
                  onCount={onCount}
                  onNext={focusNext}
                  inputRef={registerInput(row.item.id)}
                  onCountPart={setPartItem}
                  partHintId={partHintId}
                  onWaste={onWaste}
                />
              )}
            </div>
          );
        })}
      </div>
      {partItem && (
        <PartCountDialog item={partItem} onCount={onCount} onClose={() => setPartItem(null)} />
      )}
    </div>
  );
}
