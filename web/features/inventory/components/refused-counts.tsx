import { useStore } from '@nanostores/react';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { userLocale } from '#web/lib/amounts.ts';
import { shownTimeZone } from '#web/lib/venue-time.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import type { RefusalReason, RefusedCount } from '#web/lib/stores/count-outbox.ts';
import { canRetry } from '#web/lib/stores/count-outbox-refused.ts';
import { formatQuantity } from '../stock-rows.ts';

type InventoryMessages = ReturnType<typeof inventoryMessages.get>;

function whyText(t: InventoryMessages, why: RefusalReason): string {
  switch (why) {
    case 'forbidden':
      return t.refusedForbidden;
    case 'archived':
      return t.refusedArchived;
    case 'gone':
      return t.refusedGone;
    case 'invalid':
      return t.refusedInvalid;
  }
}

/**
 * Counts the server refused for good (count-outbox-refused.ts): what each was (item, number,
 * when) and why, until the counter dismisses it or, when that can change the answer, sends it
 * again.
 */
export function RefusedCounts({ refusals }: { refusals: RefusedCount[] }) {
  const t = useStore(inventoryMessages);
  const headingId = useId();
  const when = new Intl.DateTimeFormat(userLocale(), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: shownTimeZone(),
  });
  const outbox = useCountOutbox.getState;
  return (
    <section
      aria-labelledby={headingId}
      className="flex shrink-0 flex-col gap-1 rounded-xl border border-danger bg-surface px-3 py-2"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t.countsNotSaved(refusals.length)}
      </h2>
      <ul className="flex max-h-48 flex-col divide-y divide-border overflow-y-auto">
        {refusals.map(({ count, why, refusedAt }) => (
          <li key={count.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words">
                {t.refusedCount({
                  name: count.itemName,
                  quantity: formatQuantity(count.quantity),
                  when: when.format(count.countedAt ?? refusedAt),
                })}
              </p>
              <p className="text-muted">{whyText(t, why)}</p>
            </div>
            <div className="flex gap-2">
              {canRetry({ count, why, refusedAt }) && (
                <Button
                  variant="secondary"
                  aria-label={t.retryRefused({ name: count.itemName })}
                  onClick={() => outbox().retryRefused(count.key)}
                >
                  {t.tryAgain}
                </Button>
              )}
              <Button
                variant="ghost"
                aria-label={t.dismissRefused({ name: count.itemName })}
                onClick={() => outbox().dismissRefused(count.key)}
              >
                {t.dismiss}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
