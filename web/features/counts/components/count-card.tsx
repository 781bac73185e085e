import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type { CountSummary } from '#contract/counts.ts';
import { formatMoney, formatWhen } from '#web/lib/amounts.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';

/** One count in a list: its name and kind, its progress or value, who opened or closed it. */
export function CountCard({ count, currency }: { count: CountSummary; currency: string }) {
  const t = useStore(countsMessages);
  const closed = count.status === 'closed';
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Link
          to={count.id}
          className="inline-flex min-h-11 items-center font-semibold break-words"
          aria-describedby={`${count.id}-what`}
        >
          {count.name}
        </Link>
        {closed ? (
          <p className="font-semibold tabular-nums">
            {t.valueOf({ value: formatMoney(count.total_value, currency) })}
          </p>
        ) : (
          <p className="font-semibold tabular-nums">{t.progress(count.progress)}</p>
        )}
      </div>
      <p id={`${count.id}-what`} className="text-sm text-muted">
        {count.scope === 'full' ? t.fullCount : t.spotCheck}
        {closed && count.items_not_counted !== null && count.items_not_counted > 0 && (
          <> · {t.notCounted(count.items_not_counted)}</>
        )}
        {closed && count.items_without_cost !== null && count.items_without_cost > 0 && (
          <> · {t.withoutCost(count.items_without_cost)}</>
        )}
      </p>
      <p className="text-sm text-muted">
        {closed && count.closed_at
          ? t.closedBy({
              name: count.closed_by_name ?? t.someone,
              when: formatWhen(count.closed_at),
            })
          : t.openedBy({
              name: count.opened_by_name ?? t.someone,
              when: formatWhen(count.opened_at),
            })}
      </p>
    </li>
  );
}
