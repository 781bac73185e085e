import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import type { Item } from '../../../../contract/inventory.ts';
import type { StockRow as Row } from '../stock-rows.ts';
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
  ref?: Ref<StockListHandle>;
}

const ROW_HEIGHT = { area: 52, category: 40, item: 72 } as const;

/** The rows of the stock list, only the visible ones in the page: 5,000 items stay fast. */
export function StockList({ rows, countedIds, waitingIds, onCount, ref }: StockListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const pendingFocus = useRef<string | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const counted = new Set(countedIds);

  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, []);

  // The same functions for the same rows: the virtualizer lays out every row again (thousands)
  // whenever it is handed a new getItemKey, so only when the rows change, not on every render
  // (scrolling renders this list at each new range).
  const estimateSize = useCallback(
    (index: number) => ROW_HEIGHT[rows[index]?.kind ?? 'item'],
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: 10,
    scrollMargin,
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
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const row = rows[virtualRow.index];
        if (!row) return null;
        return (
          <div
            key={virtualRow.key}
            className="absolute top-0 left-0 w-full"
            style={{
              height: virtualRow.size,
              transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {row.kind === 'area' && (
              <h2 className="flex h-full items-end pb-1 text-lg font-semibold">{row.area}</h2>
            )}
            {row.kind === 'category' && (
              // An h2 too, with its area for screen readers: the list is virtualised, so the
              // area's own heading may be out of the page when this one is in it.
              <h2 className="flex h-full items-end pb-1 text-sm font-semibold tracking-wide text-muted uppercase">
                <span className="sr-only">{row.area}: </span>
                {row.name}
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
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
