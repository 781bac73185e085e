import { useStore } from '@nanostores/react';
import type { StockUpdate } from '#contract/stock-updates.ts';
import { cn } from '#web/lib/cn.ts';
import { changelogMessages } from '#web/lib/i18n/locales/en/changelog.ts';
import { exactTime, relativeTime, signedDelta } from '../changelog-format.ts';
import { formatQuantity } from '../stock-rows.ts';
import { CAUSE_LABEL } from './changelog-filters.tsx';

/** One stock change: what, from → to, by whom, when, and why. */
export function ChangelogRow({ update, timeZone }: { update: StockUpdate; timeZone: string }) {
  const t = useStore(changelogMessages);
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate font-medium">{update.item_name}</p>
        <p
          className={cn(
            'shrink-0 font-semibold tabular-nums',
            update.delta < 0 ? 'text-danger' : 'text-fg',
          )}
        >
          <span className="sr-only">{t.change} </span>
          {signedDelta(update.delta)}
        </p>
      </div>
      <p className="tabular-nums">
        {formatQuantity(update.previous_quantity)} → {formatQuantity(update.new_quantity)}
      </p>
      <p className="text-sm text-muted">
        {t[update.reason]}
        {update.cause && <> · {t[CAUSE_LABEL[update.cause]]}</>}
        {update.note && <> · {update.note}</>}
      </p>
      <p className="text-sm text-muted">
        {update.user_name ?? t.deletedAccount} ·{' '}
        <time dateTime={update.created_at} title={exactTime(update.created_at, timeZone)}>
          {relativeTime(update.created_at, t.justNow)}
        </time>{' '}
        ({exactTime(update.created_at, timeZone)})
      </p>
    </li>
  );
}
