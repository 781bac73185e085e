import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type { List } from '#contract/shopping-lists.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useVendorLists } from '../api/get-vendor-lists.ts';
import { useListFormat } from '../list-format.ts';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { formatWhen } from '#web/lib/amounts.ts';

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
  const t = useStore(vendorsMessages);
  const format = useListFormat();
  const lists = useVendorLists(locationId, vendorId);
  /** "Sent 20 Nov 2026, 10:00" when the list says when; else its status alone. */
  const statusOf = (list: List) => {
    if (list.status === 'sent' && list.sent_at) return t.sentOn({ when: formatWhen(list.sent_at) });
    if (list.status === 'received' && list.received_at) {
      return t.receivedOn({ when: formatWhen(list.received_at) });
    }
    return format.status(list.status);
  };
  if (lists.isPending) return <Spinner label={t.loadingOrders} />;
  if (lists.isError) {
    return (
      <LoadError
        error={lists.error}
        message={t.ordersNotLoaded}
        onRetry={() => void lists.refetch()}
      />
    );
  }
  if (lists.data.length === 0) return <p className="text-muted">{t.noLists}</p>;
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
            {statusOf(list)}
            {' · '}
            {format.total(list, currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
