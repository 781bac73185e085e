import { useStore } from '@nanostores/react';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Item } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { INPUT_CLASS } from '#web/components/ui/field.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { parseAmount } from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { unitName } from '#web/lib/unit-amount.ts';
import { formatQuantity } from '../stock-rows.ts';
import {
  canWeigh,
  fractionFromWeight,
  openPart,
  wholeAndPart,
  wholeUnits,
} from '../weight-fraction.ts';
import { BottleLevel } from './bottle-level.tsx';

interface PartCountDialogProps {
  item: Item;
  onCount: (item: Item, quantity: number) => void;
  onClose: () => void;
}

const STEP_CLASS = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-border',
  'bg-surface text-fg hover:bg-surface-hover disabled:opacity-50',
);

/**
 * Counting the full bottles and the open one: the open one by its level on a picture (tenths)
 * or by its weight on the scale (hundredths; weight-fraction.ts). Starts from the number on
 * the list, so one drag and "Count" is the whole of it.
 */
export function PartCountDialog({ item, onCount, onClose }: PartCountDialogProps) {
  const t = useStore(inventoryMessages);
  const unit = item.unit;
  const words = useStore(unitsMessages);
  const ids = useId();
  const [whole, setWhole] = useState(wholeUnits(item.quantity));
  const [wholeDraft, setWholeDraft] = useState<string | null>(null);
  const [part, setPart] = useState(openPart(item.quantity));
  const [grams, setGrams] = useState('');
  const weighable = canWeigh(item);

  const typedGrams = grams.trim() === '' ? undefined : parseAmount(grams);
  const weighed = typedGrams === undefined ? undefined : fractionFromWeight(typedGrams, item);
  const gramsProblem = grams.trim() !== '' && weighed === undefined;
  const total = wholeAndPart(whole, part);

  function onWholeChange(typed: string): void {
    setWholeDraft(typed);
    const value = parseAmount(typed);
    if (value !== undefined && Number.isInteger(value)) setWhole(value);
  }

  function onGramsChange(typed: string): void {
    setGrams(typed);
    const value = parseAmount(typed);
    const fraction = value === undefined ? undefined : fractionFromWeight(value, item);
    if (fraction !== undefined) setPart(fraction);
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (total !== item.quantity) onCount(item, total);
    onClose();
  }

  const wholeInvalid =
    wholeDraft !== null &&
    (parseAmount(wholeDraft) === undefined || !Number.isInteger(parseAmount(wholeDraft)));
  return (
    <ModalDialog title={t.countItem({ name: item.name })} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          <BottleLevel
            label={t.openHowFull({ unit })}
            value={part}
            onChange={(level) => {
              setPart(level);
              setGrams('');
            }}
            className="shrink-0"
            initialFocus
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${ids}-whole`} className="font-medium">
                {t.fullUnits({ unit: unitName(words, unit, 2) })}
              </label>
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  className={STEP_CLASS}
                  aria-label={t.oneFullLess({ unit })}
                  disabled={whole <= 0}
                  onClick={() => {
                    setWholeDraft(null);
                    setWhole(Math.max(0, whole - 1));
                  }}
                >
                  <Minus aria-hidden="true" className="size-5" />
                </button>
                <input
                  id={`${ids}-whole`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={wholeInvalid || undefined}
                  className={cn(INPUT_CLASS, 'w-16 px-1 text-center tabular-nums')}
                  value={wholeDraft ?? String(whole)}
                  onChange={(event) => onWholeChange(event.target.value)}
                  onBlur={() => setWholeDraft(null)}
                />
                <button
                  type="button"
                  className={STEP_CLASS}
                  aria-label={t.oneFullMore({ unit })}
                  onClick={() => {
                    setWholeDraft(null);
                    setWhole(whole + 1);
                  }}
                >
                  <Plus aria-hidden="true" className="size-5" />
                </button>
              </div>
            </div>
            {weighable ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={`${ids}-grams`} className="font-medium">
                  {t.weighOpen}
                </label>
                <input
                  id={`${ids}-grams`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={gramsProblem || undefined}
                  aria-describedby={`${ids}-grams-hint`}
                  className={INPUT_CLASS}
                  value={grams}
                  onChange={(event) => onGramsChange(event.target.value)}
                />
                <p id={`${ids}-grams-hint`} className="text-sm text-muted">
                  {gramsProblem
                    ? t.enterGrams
                    : t.emptyAndFull({
                        empty: formatQuantity(item.empty_weight_g ?? 0),
                        full: formatQuantity(item.full_weight_g ?? 0),
                      })}
                </p>
              </div>
            ) : (
              <p className="text-sm text-muted">{t.noWeights}</p>
            )}
          </div>
        </div>
        <p aria-live="polite" className="text-lg tabular-nums">
          {whole} + {t.levelOfBottle({ level: formatQuantity(part) })} ={' '}
          <strong>
            {formatQuantity(total)} {unitName(words, unit, total)}
          </strong>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button type="submit">{t.countQuantity({ quantity: formatQuantity(total) })}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
