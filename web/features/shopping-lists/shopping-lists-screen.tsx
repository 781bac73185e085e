import { Plus, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { can } from '../../../contract/permissions.ts';
import type { List, ShoppingListStatus } from '../../../contract/shopping-lists.ts';
import { shoppingListStatuses } from '../../../contract/shopping-lists.ts';
import { Button } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { formatWhen, plural } from './amounts.ts';
import { useLists } from './api/get-lists.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { GenerateDialog } from './components/generate-dialog.tsx';
import { NewListDialog } from './components/new-list-dialog.tsx';
import { EmptyState, LoadError } from '../../components/ui/query-states.tsx';
import { listTotalText } from './list-format.ts';
import { useCurrency } from '../../lib/use-currency.ts';

const SECTION_LABELS: Record<ShoppingListStatus, string> = {
  draft: 'Drafts',
  sent: 'Sent',
  received: 'Received',
};

const EMPTY: Record<ShoppingListStatus, string> = {
  draft: 'No drafts. Order what is below par, or start a list by hand.',
  sent: 'No lists waiting for a delivery.',
  received: 'No deliveries received yet.',
};

function statusOf(value: string | null): ShoppingListStatus {
  return shoppingListStatuses.find((status) => status === value) ?? 'draft';
}

function ListCard({ list, base, currency }: { list: List; base: string; currency: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <Link
        to={`${base}/${list.id}`}
        className="inline-flex min-h-11 items-center text-lg font-semibold text-link underline"
      >
        {list.name}
      </Link>
      <p className="text-sm text-muted">
        {list.vendor_name ?? 'No vendor'} · {plural(list.item_count, 'line')}
        {list.status === 'draft' && list.completed_count > 0 && ` · ${list.completed_count} ticked`}
      </p>
      <p className="font-medium tabular-nums">{listTotalText(list, currency)}</p>
      {list.status === 'sent' && list.sent_at && (
        <p className="text-sm text-muted">
          Sent {formatWhen(list.sent_at)}
          {list.sent_to ? ` to ${list.sent_to}` : ' (marked sent, not emailed)'}
        </p>
      )}
      {list.status === 'received' && list.received_at && (
        <p className="text-sm text-muted">Received {formatWhen(list.received_at)}</p>
      )}
    </li>
  );
}

/** The location's orders: drafts to finish, sent ones awaiting delivery, received ones. */
export function ShoppingListsScreen() {
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const lists = useLists(locationId);
  const currency = useCurrency(locationId);
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const [dialog, setDialog] = useState<'generate' | 'new' | null>(null);
  const base = `/dashboard/${locationId}/shopping-lists`;

  const shown = (lists.data ?? [])
    .filter((list) => list.status === status)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const count = (of: ShoppingListStatus) =>
    (lists.data ?? []).filter((list) => list.status === of).length;

  return (
    <Page
      title="Shopping lists"
      description={`Orders for ${location?.name ?? 'this location'}: build them from what is below par, send them to vendors, receive the deliveries.`}
    >
      <BuyingNav locationId={locationId} />
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog('generate')}>
            <Wand2 aria-hidden="true" className="size-5" />
            Order what is below par
          </Button>
          <Button variant="secondary" onClick={() => setDialog('new')}>
            <Plus aria-hidden="true" className="size-5" />
            New list
          </Button>
        </div>
      )}
      <div role="group" aria-label="Which lists" className="flex flex-wrap gap-2">
        {shoppingListStatuses.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === status}
            onClick={() =>
              setSearchParams(each === 'draft' ? {} : { status: each }, { replace: true })
            }
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-medium',
              each === status
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface text-fg hover:bg-surface-hover',
            )}
          >
            {SECTION_LABELS[each]}
            {lists.data && ` (${count(each)})`}
          </button>
        ))}
      </div>
      <section aria-label={SECTION_LABELS[status]}>
        {lists.isPending ? (
          <Spinner label="Loading the lists…" />
        ) : lists.isError ? (
          <LoadError error={lists.error} what="The lists" onRetry={() => void lists.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState>
            <p>{EMPTY[status]}</p>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {shown.map((list) => (
              <ListCard key={list.id} list={list} base={base} currency={currency} />
            ))}
          </ul>
        )}
      </section>
      {dialog === 'generate' && (
        <GenerateDialog locationId={locationId} onClose={() => setDialog(null)} />
      )}
      {dialog === 'new' && (
        <NewListDialog locationId={locationId} onClose={() => setDialog(null)} />
      )}
    </Page>
  );
}
