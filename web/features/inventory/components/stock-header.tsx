import { useStore } from '@nanostores/react';
import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import type { AreaProgress } from '../stock-rows.ts';
import { BarcodeScanButton } from './barcode-scan-button.tsx';

interface StockHeaderProps {
  /** Counting has started: one line with the current area's progress and a way back. */
  folded: boolean;
  onUnfold: () => void;
  /** The area being counted, for the folded line. */
  current: AreaProgress | undefined;
  /** The open count's progress ("12 of 74 counted"), first on the folded line. */
  openCount?: { counted: number; total: number };
  areaName: (area: string) => string;
  search: string;
  onSearch: (search: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCameraScan: (code: string) => void;
}

/** The stock list's title with the search and the camera, or, while counting, one line. */
export function StockHeader({
  folded,
  onUnfold,
  current,
  openCount,
  areaName,
  search,
  onSearch,
  onSearchKeyDown,
  onCameraScan,
}: StockHeaderProps) {
  const t = useStore(inventoryMessages);
  if (folded) {
    return (
      <div className="flex min-h-11 shrink-0 items-center gap-2">
        {/* The bottom bar names the screen already: the line is the progress's. */}
        <h1 className="sr-only">{t.stockList}</h1>
        {(current ?? openCount) && (
          <p className="min-w-0 flex-1 truncate text-sm text-muted" aria-live="polite">
            {openCount && (
              <span className="font-semibold text-fg">
                {t.openCountProgress({ counted: openCount.counted, total: openCount.total })}
              </span>
            )}
            {openCount && current && ' · '}
            {current &&
              t.countedInArea({
                counted: current.counted,
                total: current.total,
                area: areaName(current.area),
              })}
          </p>
        )}
        <button
          type="button"
          aria-expanded={false}
          className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-border bg-surface px-3 font-medium hover:bg-surface-hover"
          onClick={onUnfold}
        >
          {t.search}
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.stockList}</h1>
        <p className="text-muted">{t.stockListDescription}</p>
      </header>
      <div className="flex gap-2">
        <SearchField
          className="flex-1"
          label={t.searchOrScanLabel}
          placeholder={t.searchOrScanPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
        <BarcodeScanButton onDetected={onCameraScan} />
      </div>
    </>
  );
}
