import { useStore } from '@nanostores/react';
import { Check, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CountDetail, CountLine } from '#contract/counts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { INPUT_CLASS } from '#web/components/ui/field.tsx';
import {
  amountText,
  formatMoney,
  formatUnitPrice,
  formatWhen,
  parseAmount,
} from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useUnitAmount } from '#web/lib/unit-amount.ts';
import { useCountItem } from '../api/count-item.ts';

/** Who counted the line last in the count, and when. */
function CountedBy({ line }: { line: CountLine }) {
  const t = useStore(countsMessages);
  if (!line.last_count) return null;
  return (
    <span>
      {t.countedBy({
        name: line.last_count.user_name ?? t.someone,
        when: formatWhen(line.last_count.at),
      })}
    </span>
  );
}

/**
 * One item of an open spot check, counted here: its quantity typed and saved with the
 * count's id (a spot check's counts name it; the stock list's belong to a full count).
 */
function SpotLine({
  line,
  locationId,
  countId,
}: {
  line: CountLine;
  locationId: string;
  countId: string;
}) {
  const t = useStore(countsMessages);
  const known = useKnownMessage();
  const id = useId();
  const [typed, setTyped] = useState(amountText(line.quantity));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const count = useCountItem(locationId);
  const quantity = parseAmount(typed);
  const invalid = quantity === undefined || quantity < 0;

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (invalid || count.isPending) return;
    count.mutate(
      { itemId: line.item_id, quantity, countId, idempotencyKey: key },
      { onSuccess: () => setKey(crypto.randomUUID()) },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t.countItem({ name: line.item_name })}
        </label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={cn(INPUT_CLASS, 'w-24 text-center tabular-nums')}
          aria-invalid={(typed !== '' && invalid) || undefined}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={(event) => event.target.select()}
        />
        <span className="text-sm text-muted">{line.unit}</span>
        <Button
          type="submit"
          variant="secondary"
          aria-label={t.saveCount({ name: line.item_name })}
          disabled={count.isPending}
        >
          <Check aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {count.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {known(failureMessage(count.error, t.countNotSaved))}
        </p>
      )}
    </form>
  );
}

/**
 * The count's items, by storage area then name: whether each is counted, by whom and when;
 * on a closed count its quantity, cost per unit and value at close, the uncounted flagged.
 */
export function CountLines({
  count,
  locationId,
  currency,
}: {
  count: CountDetail;
  locationId: string;
  currency: string;
}) {
  const t = useStore(countsMessages);
  const unitAmount = useUnitAmount();
  const closed = count.status === 'closed';
  const countable = !closed && count.scope === 'spot';
  return (
    <ul aria-label={t.items}>
      {count.items.map((line) => (
        <li
          key={line.item_id}
          className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="min-w-0 font-medium break-words">{line.item_name}</p>
            {closed && (
              <p className="font-semibold tabular-nums">
                {line.quantity === null || line.cost_per_unit === null
                  ? t.noCost
                  : formatMoney(line.quantity * line.cost_per_unit, currency)}
              </p>
            )}
          </div>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
            {line.storage_area ?? t.noStorageArea}
            {closed && line.quantity !== null && (
              <span className="tabular-nums">
                · {unitAmount(line.quantity, line.unit)}
                {line.cost_per_unit !== null && (
                  <> × {formatUnitPrice(line.cost_per_unit, currency)}</>
                )}
              </span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-1 text-sm">
            {line.counted ? (
              <>
                <Check aria-hidden="true" className="size-4 text-success" />
                <CountedBy line={line} />
              </>
            ) : closed ? (
              <span className="inline-flex items-center gap-1 font-medium text-danger">
                <TriangleAlert aria-hidden="true" className="size-4" />
                {t.notCountedFlag}
              </span>
            ) : (
              <span className="text-muted">{t.notCountedYet}</span>
            )}
          </p>
          {countable && <SpotLine line={line} locationId={locationId} countId={count.id} />}
        </li>
      ))}
    </ul>
  );
}
