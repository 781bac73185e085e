import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useUnitAmount } from '#web/lib/unit-amount.ts';
import { formatQuantity } from '../stock-rows.ts';
import type { StockConflict } from '../use-stock-count.ts';

interface ConflictDialogProps {
  conflict: StockConflict;
  onKeepTheirs: () => void;
  onUseMine: () => void;
}

/** Someone changed the item while it was being counted: the counter decides which stands. */
export function ConflictDialog({ conflict, onKeepTheirs, onUseMine }: ConflictDialogProps) {
  const t = useStore(inventoryMessages);
  const unitAmount = useUnitAmount();
  const titleId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const { theirs, mine } = conflict;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onKeepTheirs();
      if (event.key !== 'Tab' || !dialog.current) return;
      // Keep Tab between the two choices: the list behind must not change meanwhile.
      const buttons = [...dialog.current.querySelectorAll('button')];
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = (index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      event.preventDefault();
      buttons[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onKeepTheirs]);

  useEffect(() => {
    returnTo.current = document.activeElement;
    firstButton.current?.focus();
    return () => {
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-border bg-surface p-4 text-fg shadow-lg"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t.changedBySomeoneElse({ name: theirs.name })}
        </h2>
        <p>
          {t.whichIsRight({
            theirs: unitAmount(theirs.quantity, theirs.unit),
            mine: formatQuantity(mine),
          })}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button ref={firstButton} variant="secondary" onClick={onKeepTheirs}>
            {t.keepTheirs({ quantity: formatQuantity(theirs.quantity) })}
          </Button>
          <Button onClick={onUseMine}>{t.useMine({ quantity: formatQuantity(mine) })}</Button>
        </div>
      </div>
    </div>
  );
}
