import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatWhen } from '../amounts.ts';
import { useVendorLists } from '../api/get-vendor-lists.ts';
import { listTotalText, STATUS_LABELS } from '../list-format.ts';
import { LoadError } from '../../../components/ui/query-states.tsx';

/** The vendor's lists, newest first: what is open with them and what was bought. */
export function VendorOrders({
  locationId,
  vendorId,
  currency,
}: {
  locationId: string;
  vendorId: string;
  currency: string;
}) {
  const lists = useVendorLists(locationId, vendorId);
  if (lists.isPending) return <Spinner label="Loading the orders…" />;
  if (lists.isError) {
    return <LoadError error={lists.error} what="The orders" onRetry={() => void lists.refetch()} />;
  }
  if (lists.data.length === 0) return <p className="text-muted">No lists for this vendor yet.</p>;
  const newest = [...lists.data].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ul className="flex flex-col divide-y divide-border">
      {newest.map((list) => (
        <li key={list.id} className="flex flex-wrap items-center justify-between gap-x-3 py-1">
          <Link
            to={`/dashboard/${locationId}/shopping-lists/${list.id}`}
            className="inline-flex min-h-11 items-center underline"
          >
            {list.name}
          </Link>
          <span className="text-sm text-muted">
            {STATUS_LABELS[list.status]}
            {list.status === 'sent' && list.sent_at && ` ${formatWhen(list.sent_at)}`}
            {list.status === 'received' && list.received_at && ` ${formatWhen(list.received_at)}`}
            {' · '}
            {listTotalText(list, currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
