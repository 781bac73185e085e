import { useStore } from '@nanostores/react';
import type { StockUpdate } from '#contract/stock-updates.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { formatQuantity, formatWhen } from '../format.ts';

/** Each reason's message, by the stored value. */
const REASONS = {
  count: 'reasonCount',
  receive: 'reasonReceive',
  waste: 'reasonWaste',
  adjust: 'reasonAdjust',
  undo: 'reasonUndo',
  import: 'reasonImport',
} as const satisfies Record<StockUpdate['reason'], keyof ReturnType<typeof dashboardMessages.get>>;

/** The last stock updates: what changed, from → to, who and when. */
export function RecentChanges({ updates }: { updates: StockUpdate[] }) {
  const t = useStore(dashboardMessages);
  if (updates.length === 0) return <p className="text-muted">{t.noChanges}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {updates.map((update) => (
        <li key={update.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
          <div className="flex flex-col">
            <span className="font-medium">{update.item_name}</span>
            <span className="text-sm text-muted">
              <Interpolate
                message={t.changeBy}
                values={{
                  reason: t[REASONS[update.reason]],
                  name: update.user_name ?? t.formerMember,
                  when: <time dateTime={update.created_at}>{formatWhen(update.created_at)}</time>,
                }}
              />
            </span>
          </div>
          <span className="tabular-nums">
            {formatQuantity(update.previous_quantity)} → {formatQuantity(update.new_quantity)}
          </span>
        </li>
      ))}
    </ul>
  );
}
