import { useStore } from '@nanostores/react';
import { Check, CloudOff, Minus, Plus, SlidersVertical, Trash2, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import type { Item } from '#contract/inventory.ts';
import { cn } from '#web/lib/cn.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { wasteMessages } from '#web/lib/i18n/locales/en/waste.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { unitName } from '#web/lib/unit-amount.ts';
import { formatQuantity, parseQuantity } from '../stock-rows.ts';

interface StockRowProps {
  item: Item;
  counted: boolean;
  /** Its count is on this phone, not yet on the server (a failed send; it goes again). */
  waiting: boolean;
  onCount: (item: Item, quantity: number) => void;
  /** Enter in the quantity: on to the next item. */
  onNext: (item: Item) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Count the full units and the open one (by its level or weight). */
  onCountPart: (item: Item) => void;
  /** The element saying what tapping the name does. */
  partHintId: string;
  /** Record waste of the item (a spill, a breakage, a comp…). */
  onWaste: (item: Item) => void;
}

const STEP_CLASS = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-border',
  'bg-surface text-fg hover:bg-surface-hover disabled:opacity-50',
);

/**
 * One item to count: what it is, whether it is below par, and − / quantity / +. The name wraps
 * rather than being cut off (the list measures each row); tapping it counts a part-used unit.
 */
export function StockRow({
  item,
  counted,
  waiting,
  onCount,
  onNext,
  inputRef,
  onCountPart,
  partHintId,
  onWaste,
}: StockRowProps) {
  const t = useStore(inventoryMessages);
  const w = useStore(wasteMessages);
  const words = useStore(unitsMessages);
  const [draft, setDraft] = useState<string | null>(null);
  // Enter commits and moves focus at once; the blur that follows must not commit again.
  const draftRef = useRef<string | null>(null);

  function edit(value: string | null): void {
    draftRef.current = value;
    setDraft(value);
  }

  /** Sends what was typed; false when it is not a count (said, and the number kept). */
  function commit(): boolean {
    const typed = draftRef.current;
    if (typed === null) return true;
    edit(null);
    const quantity = parseQuantity(typed);
    if (quantity === undefined) {
      if (typed.trim() === '') return true;
      refuse(typed.trim());
      return false;
    }
    if (quantity !== item.quantity) onCount(item, quantity);
    return true;
  }

  /** "−3" or "abc" is not saved, and the counter is told so instead of the number coming back silently. */
  function refuse(typed: string): void {
    const quantity = formatQuantity(item.quantity);
    useNotificationStore.getState().notify({
      key: `count:${item.id}`, // untranslated: an identifier, never shown
      type: 'error',
      message: /^[-−]/.test(typed)
        ? t.countBelowZero({ name: item.name, quantity })
        : t.countNotANumber({ name: item.name, quantity, typed }),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      // A refused number keeps the counter on the row, to type it again.
      if (commit()) onNext(item);
      else event.currentTarget.select();
    } else if (event.key === 'Escape') {
      edit(null);
    }
  }

  const invalid = draft !== null && parseQuantity(draft) === undefined;
  return (
    <div data-stock-row className="flex min-h-13 items-center gap-1 border-b border-border py-1">
      <button
        type="button"
        className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-lg px-1 text-left hover:bg-surface-hover"
        aria-describedby={partHintId}
        aria-haspopup="dialog"
        onClick={() => onCountPart(item)}
      >
        <span className="leading-5 font-medium break-words">{item.name}</span>
        {/* On a phone "Counted" is its tick alone. */}
        <span className="flex flex-wrap items-center gap-x-2 text-sm leading-4 text-muted">
          <span className="inline-flex items-center gap-1">
            {unitName(words, item.unit, 1)}
            <SlidersVertical aria-hidden="true" className="size-3.5" />
          </span>
          {item.below_par && (
            <span className="inline-flex shrink-0 items-center gap-1 font-medium text-danger">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {item.par_level === null
                ? t.belowPar
                : t.belowParOf({ par: formatQuantity(item.par_level) })}
            </span>
          )}
          {waiting ? (
            <span className="inline-flex shrink-0 items-center gap-1" title={t.notSentYet}>
              <CloudOff aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t.notSentYet}</span>
            </span>
          ) : (
            counted && (
              <span className="inline-flex shrink-0 items-center gap-1" title={t.counted}>
                <Check aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t.counted}</span>
              </span>
            )
          )}
        </span>
      </button>
      <button
        type="button"
        className="mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-hover hover:text-fg"
        aria-label={w.recordWasteOf({ name: item.name })}
        aria-haspopup="dialog"
        title={w.recordWasteOf({ name: item.name })}
        onClick={() => onWaste(item)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={STEP_CLASS}
        aria-label={t.oneLess({ name: item.name })}
        disabled={item.quantity <= 0}
        onClick={() => onCount(item, Math.max(0, Math.round((item.quantity - 1) * 10) / 10))}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      <input
        ref={inputRef}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="next"
        aria-label={t.quantityOf({ name: item.name })}
        aria-invalid={invalid || undefined}
        data-item-id={item.id}
        className={cn(
          'min-h-11 w-14 shrink-0 rounded-lg border border-border bg-surface px-1 text-center',
          'text-base text-fg tabular-nums aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger',
        )}
        value={draft ?? formatQuantity(item.quantity)}
        onChange={(event) => edit(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={STEP_CLASS}
        aria-label={t.oneMore({ name: item.name })}
        onClick={() => onCount(item, Math.round((item.quantity + 1) * 10) / 10)}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
