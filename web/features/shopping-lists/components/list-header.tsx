import { Link } from 'react-router';
import type { List } from '../../../../contract/shopping-lists.ts';
import { cn } from '../../../lib/cn.ts';
import { formatWhen } from '../amounts.ts';
import { STATUS_LABELS } from '../list-format.ts';

/** Status, vendor and the dates of a list, shown above its lines. */
export function ListFacts({ list, locationId }: { list: List; locationId: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'inline-flex rounded-full border px-3 py-0.5 text-sm font-medium',
            list.status === 'draft' ? 'border-border' : 'border-primary',
          )}
        >
          {STATUS_LABELS[list.status]}
        </span>
        {list.vendor_id && list.vendor_name ? (
          <Link
            to={`/dashboard/${locationId}/shopping-lists/vendors/${list.vendor_id}`}
            className="inline-flex min-h-11 items-center underline"
          >
            {list.vendor_name}
          </Link>
        ) : (
          <span className="text-muted">No vendor</span>
        )}
      </p>
      {list.sent_at && (
        <p className="text-sm">
          Sent {formatWhen(list.sent_at)}
          {list.sent_to ? (
            <>
              {' '}
              to <strong className="break-all">{list.sent_to}</strong>
            </>
          ) : (
            ' (marked sent, not emailed)'
          )}
        </p>
      )}
      {list.received_at && <p className="text-sm">Received {formatWhen(list.received_at)}</p>}
      {list.notes && <p className="whitespace-pre-line text-muted">{list.notes}</p>}
    </div>
  );
}
