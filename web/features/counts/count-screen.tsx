import { useStore } from '@nanostores/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CountDetail } from '#contract/counts.ts';
import { can } from '#contract/permissions.ts';
import { Button, TEXT_LINK_CLASS, buttonClass } from '#web/components/ui/button.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatMoney, formatWhen } from '#web/lib/amounts.ts';
import { useCount } from '#web/lib/api/get-counts.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useCloseCount } from './api/close-count.ts';
import { useDiscardCount } from './api/discard-count.ts';
import { CloseCountDialog, DiscardCountDialog } from './components/count-dialogs.tsx';
import { CountLines } from './components/count-lines.tsx';

/** "12 of 74 counted", then by storage area and by person. */
function Progress({ count }: { count: CountDetail }) {
  const t = useStore(countsMessages);
  return (
    <>
      <p className="text-xl font-semibold tabular-nums" aria-live="polite">
        {t.progress(count.progress)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Section title={t.byArea} id="by-area">
          <ul className="flex flex-col gap-1">
            {count.by_area.map((area) => (
              <li key={area.storage_area ?? ''} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{area.storage_area ?? t.noStorageArea}</span>
                <span className="shrink-0 tabular-nums">{t.progress(area)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t.byPerson} id="by-person">
          {count.by_person.length === 0 ? (
            <p className="text-muted">{t.nobodyYet}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {count.by_person.map((person) => (
                <li key={person.user_id ?? ''} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{person.user_name ?? t.someone}</span>
                  <span className="shrink-0 tabular-nums">{t.personCounted(person.counted)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}

/** What closing kept: the value, the items not counted, the items without a cost. */
function Summary({ count, currency }: { count: CountDetail; currency: string }) {
  const t = useStore(countsMessages);
  return (
    <Section title={t.summary} id="count-summary">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt>{t.totalValue}</dt>
        <dd className="text-right font-semibold tabular-nums" data-total-value>
          {formatMoney(count.total_value, currency)}
        </dd>
        <dt>{t.itemsNotCounted}</dt>
        <dd className="text-right tabular-nums">{count.items_not_counted ?? 0}</dd>
        <dt>{t.itemsWithoutCost}</dt>
        <dd className="text-right tabular-nums">{count.items_without_cost ?? 0}</dd>
      </dl>
    </Section>
  );
}

/**
 * One count. Open: its progress by area and by person (moving with every counter's phone),
 * the items not counted yet, and for managers Close (after a confirmation) or Discard. A spot
 * check's items are counted here. Closed: what closing kept, item by item, with its value.
 */
export function CountScreen() {
  const t = useStore(countsMessages);
  const { locationId = '', countId = '' } = useParams();
  const navigate = useNavigate();
  const manager = can(useCurrentLocation()?.role, 'counts.manage');
  const count = useCount(locationId, countId);
  const currency = useCurrency(locationId);
  const close = useCloseCount(locationId);
  const discard = useDiscardCount(locationId);
  const [confirming, setConfirming] = useState<'close' | 'discard' | null>(null);
  const notify = useNotificationStore((state) => state.notify);
  const back = `/dashboard/${locationId}/counts`;

  const backLink = (
    <Link to={back} className={TEXT_LINK_CLASS}>
      <ArrowLeft aria-hidden="true" className="mr-1 size-4" />
      {t.backToCounts}
    </Link>
  );

  if (count.isPending || count.isError) {
    return (
      <Page title={t.title}>
        {backLink}
        {count.isPending ? (
          <Spinner label={t.loadingCount} />
        ) : (
          <LoadError
            error={count.error}
            message={t.countFailed}
            onRetry={() => void count.refetch()}
          />
        )}
      </Page>
    );
  }

  const data = count.data;
  const open = data.status === 'open';
  const notCounted = data.progress.total - data.progress.counted;
  return (
    <Page
      title={data.name}
      description={
        <>
          {data.scope === 'full' ? t.fullCount : t.spotCheck} ·{' '}
          {open ? t.statusOpen : t.statusClosed} ·{' '}
          {open || !data.closed_at
            ? t.openedBy({
                name: data.opened_by_name ?? t.someone,
                when: formatWhen(data.opened_at),
              })
            : t.closedBy({
                name: data.closed_by_name ?? t.someone,
                when: formatWhen(data.closed_at),
              })}
        </>
      }
    >
      {backLink}
      {!open && <Summary count={data} currency={currency} />}
      {open && (
        <div className="flex flex-wrap gap-2">
          {data.scope === 'full' && (
            <Link to={`/dashboard/${locationId}/stocklist`} className={buttonClass('primary')}>
              {t.countOnStockList}
            </Link>
          )}
          {manager && (
            <>
              <Button variant="secondary" onClick={() => setConfirming('close')}>
                {t.close}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming('discard')}>
                {t.discard}
              </Button>
            </>
          )}
        </div>
      )}
      <Progress count={data} />
      {open && notCounted === 0 && <p className="font-medium">{t.everythingCounted}</p>}
      <Section title={t.items} id="count-items">
        <CountLines count={data} locationId={locationId} currency={currency} />
      </Section>
      {confirming === 'close' && (
        <CloseCountDialog
          count={data}
          pending={close.isPending}
          error={close.error}
          onCancel={() => {
            close.reset();
            setConfirming(null);
          }}
          onConfirm={() =>
            close.mutate(data.id, {
              onSuccess: () => {
                setConfirming(null);
                notify({ type: 'success', message: t.closed });
              },
            })
          }
        />
      )}
      {confirming === 'discard' && (
        <DiscardCountDialog
          pending={discard.isPending}
          error={discard.error}
          onCancel={() => {
            discard.reset();
            setConfirming(null);
          }}
          onConfirm={() =>
            discard.mutate(data.id, {
              onSuccess: () => {
                notify({ type: 'success', message: t.discarded });
                void navigate(back, { replace: true });
              },
            })
          }
        />
      )}
    </Page>
  );
}
