import type { StockUpdate } from '../../../../contract/inventory.ts';
import { formatQuantity, formatWhen } from '../format.ts';

const REASONS: Record<StockUpdate['reason'], string> = {
  count: 'Count',
  receive: 'Received',
  waste: 'Waste',
  adjust: 'Adjusted',
  undo: 'Undo',
  import: 'Import',
};

/** The last stock updates: what changed, from → to, who and when. */
export function RecentChanges({ updates }: { updates: StockUpdate[] }) {
  if (updates.length === 0) return <p className="text-muted">No stock changes yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {updates.map((update) => (
        <li key={update.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
          <div className="flex flex-col">
            <span className="font-medium">{update.item_name}</span>
            <span className="text-sm text-muted">
              {REASONS[update.reason]} by {update.user_name ?? 'a former member'} ·{' '}
              <time dateTime={update.created_at}>{formatWhen(update.created_at)}</time>
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
