import { useStore } from '@nanostores/react';
import { Check, CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import type { AreaProgress } from '../stock-rows.ts';

const chipClass = (pressed: boolean) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium',
    pressed
      ? 'border-primary bg-primary text-primary-fg hover:bg-primary-hover'
      : 'border-border bg-surface text-fg hover:bg-surface-hover',
  );

/** The location's open full count as the stock list shows it. */
export interface OpenCount {
  id: string;
  name: string;
  /** Counted in it: the server's, with this phone's counts still on their way. */
  counted: number;
  total: number;
  /** Where the count's own screen is. */
  href: string;
}

/**
 * "Below par only", then the open count's "12 of 74 counted" (from the server: it survives a
 * reload and moves with every counter's phone), how much of each storage area is counted, and
 * a fresh start (only without an open count: its progress is the server's).
 */
export function CountProgress({
  belowPar,
  onBelowPar,
  anyShown,
  progress,
  areaName,
  anyCounted,
  onStartOver,
  openCount,
}: {
  belowPar: boolean;
  onBelowPar: (on: boolean) => void;
  anyShown: boolean;
  progress: AreaProgress[];
  areaName: (area: string) => string;
  anyCounted: boolean;
  onStartOver: () => void;
  openCount?: OpenCount;
}) {
  const t = useStore(inventoryMessages);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          aria-pressed={belowPar}
          className={chipClass(belowPar)}
          onClick={() => onBelowPar(!belowPar)}
        >
          {belowPar && <Check aria-hidden="true" className="size-4" />}
          {t.belowParOnly}
        </button>
        {belowPar && anyShown && <p className="text-sm text-muted">{t.countedItemsStay}</p>}
      </div>
      <section
        aria-label={t.countingProgress}
        className="flex flex-wrap items-end justify-between gap-2"
      >
        {openCount && (
          <div className="flex w-full flex-wrap items-baseline gap-x-3" data-open-count>
            <Link to={openCount.href} className="inline-flex min-h-11 items-center font-semibold">
              {openCount.name}
            </Link>
            <p className="font-semibold tabular-nums" aria-live="polite">
              {t.openCountProgress({ counted: openCount.counted, total: openCount.total })}
            </p>
            <p className="w-full text-sm text-muted">{t.openCountHint}</p>
          </div>
        )}
        <ul className="text-sm" aria-live="polite">
          {progress.map(({ area, counted, total }) => (
            <li key={area}>{t.countedInArea({ counted, total, area: areaName(area) })}</li>
          ))}
        </ul>
        {anyCounted && !openCount && (
          <Button variant="secondary" onClick={onStartOver}>
            {t.startNewCount}
          </Button>
        )}
      </section>
    </>
  );
}

/** Counts that failed to go at least once: on this phone still, with a way to send them now. */
export function WaitingCounts({ count }: { count: number }) {
  const t = useStore(inventoryMessages);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface px-3 py-1"
    >
      <CloudOff aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <p className="min-w-0 flex-1 text-sm">{t.countsWaiting(count)}</p>
      <Button variant="secondary" onClick={() => useCountOutbox.getState().retryNow()}>
        {t.sendNow}
      </Button>
    </div>
  );
}
