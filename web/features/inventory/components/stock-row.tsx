import { Check, CloudOff, Minus, Plus, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import type { Item } from '../../../../contract/inventory.ts';
import { cn } from '../../../lib/cn.ts';
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
}

const STEP_CLASS = cn(
  'inline-flex size-12 shrink-0 items-center justify-center rounded-lg border border-border',
  'bg-surface text-fg hover:bg-surface-hover disabled:opacity-50',
);

/** One item to count: what it is, whether it is below par, and − / quantity / +. */
export function StockRow({ item, counted, waiting, onCount, onNext, inputRef }: StockRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Enter commits and moves focus at once; the blur that follows must not commit again.
  const draftRef = useRef<string | null>(null);

  function edit(value: string | null): void {
    draftRef.current = value;
    setDraft(value);
  }

  function commit(): void {
    const typed = draftRef.current;
    if (typed === null) return;
    edit(null);
    const quantity = parseQuantity(typed);
    if (quantity !== undefined && quantity !== item.quantity) onCount(item, quantity);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      onNext(item);
    } else if (event.key === 'Escape') {
      edit(null);
    }
  }

  const invalid = draft !== null && parseQuantity(draft) === undefined;
  return (
    <div className="flex h-full items-center gap-2 border-b border-border px-1 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{item.name}</p>
        {/* One line, always: the list is virtualised with a fixed row height, so a wrapped
            line would spill over the next row. On a phone "Counted" is its tick alone. */}
        <p className="flex items-center gap-x-2 overflow-hidden text-sm whitespace-nowrap text-muted">
          <span className="min-w-0 truncate">{item.unit}</span>
          {item.below_par && (
            <span className="inline-flex shrink-0 items-center gap-1 font-medium text-danger">
              <TriangleAlert aria-hidden="true" className="size-4" />
              Below par{item.par_level !== null && ` (${formatQuantity(item.par_level)})`}
            </span>
          )}
          {waiting ? (
            <span className="inline-flex shrink-0 items-center gap-1" title="Not sent yet">
              <CloudOff aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Not sent yet</span>
            </span>
          ) : (
            counted && (
              <span className="inline-flex shrink-0 items-center gap-1" title="Counted">
                <Check aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">Counted</span>
              </span>
            )
          )}
        </p>
      </div>
      <button
        type="button"
        className={STEP_CLASS}
        aria-label={`One less ${item.name}`}
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
        aria-label={`Quantity of ${item.name}`}
        aria-invalid={invalid || undefined}
        data-item-id={item.id}
        className={cn(
          'min-h-12 w-20 shrink-0 rounded-lg border border-border bg-surface px-2 text-center',
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
        aria-label={`One more ${item.name}`}
        onClick={() => onCount(item, Math.round((item.quantity + 1) * 10) / 10)}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
