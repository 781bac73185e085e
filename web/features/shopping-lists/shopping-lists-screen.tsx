import { useStore } from '@nanostores/react';
import { Plus, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import type { List, ShoppingListStatus } from '#contract/shopping-lists.ts';
import { shoppingListStatuses } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useLists } from './api/get-lists.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { GenerateDialog } from './components/generate-dialog.tsx';
import { NewListDialog } from './components/new-list-dialog.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { useListFormat } from './list-format.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatWhen } from '#web/lib/amounts.ts';

/** Each status's tab and what its tab says when empty, as messages of `shopping`. */
const SECTION_KEYS = {
  draft: { label: 'tabDraft', empty: 'emptyDraft' },
  sent: { label: 'tabSent', empty: 'emptySent' },
  received: { label: 'tabReceived', empty: 'emptyReceived' },
} as const satisfies Record<ShoppingListStatus, { label: string; empty: string }>;

function statusOf(value: string | null): ShoppingListStatus {
  return shoppingListStatuses.find((status) => status === value) ?? 'draft';
}

function ListCard({ list, base, currency }: { list: List; base: string; currency: string }) {
  const t = useStore(shoppingMessages);
  const format = useListFormat();
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <Link
        to={`${base}/${list.id}`}
        className="inline-flex min-h-11 items-center text-lg font-semibold text-link underline"
      >
        {list.name}
      </Link>
      <p className="text-sm text-muted">
        {list.vendor_name ?? t.noVendor} · {t.lineCount(list.item_count)}
        {list.status === 'draft' &&
          list.completed_count > 0 &&
          ` · ${t.ticked({ count: list.completed_count })}`}
      </p>
      <p className="font-medium tabular-nums">{format.total(list, currency)}</p>
      {list.status === 'sent' && list.sent_at && (
        <p className="text-sm text-muted">
          {list.sent_to ? (
            <Interpolate
              message={t.sentTo}
              values={{ when: formatWhen(list.sent_at), to: list.sent_to }}
            />
          ) : (
            t.sentNotEmailed({ when: formatWhen(list.sent_at) })
          )}
        </p>
      )}
      {list.status === 'received' && list.received_at && (
        <p className="text-sm text-muted">{t.receivedOn({ when: formatWhen(list.received_at) })}</p>
      )}
    </li>
  );
}

/** The location's orders: drafts to finish, sent ones awaiting delivery, received ones. */
export function ShoppingListsScreen() {
  const t = useStore(shoppingMessages);
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
      title={t.listsTitle}
      description={t.listsDescription({ location: location?.name ?? t.thisLocation })}
    >
      <BuyingNav locationId={locationId} />
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog('generate')}>
            <Wand2 aria-hidden="true" className="size-5" />
            {t.orderBelowPar}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('new')}>
            <Plus aria-hidden="true" className="size-5" />
            {t.newList}
          </Button>
        </div>
      )}
      <div role="group" aria-label={t.whichLists} className="flex flex-wrap gap-2">
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
            {t[SECTION_KEYS[each].label]}
            {lists.data && ` (${count(each)})`}
          </button>
        ))}
      </div>
      <section aria-label={t[SECTION_KEYS[status].label]}>
        {lists.isPending ? (
          <Spinner label={t.loadingLists} />
        ) : lists.isError ? (
          <LoadError
            error={lists.error}
            message={t.listsNotLoaded}
            onRetry={() => void lists.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState>
            <p>{t[SECTION_KEYS[status].empty]}</p>
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
