import { useStore } from '@nanostores/react';
import { Check } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useList } from './api/get-list.ts';
import { useTickListItem } from './api/tick-list-item.ts';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { notifyFailure } from '#web/lib/notify-failure.ts';
import { lineQuantityText, stockText } from './list-format.ts';

/**
 * In the store, phone in one hand: one big tick box a line. Two people on one list see each
 * other's ticks (the location's realtime events refresh the list).
 */
export function ShoppingModeScreen() {
  const t = useStore(shoppingMessages);
  const words = useStore(unitsMessages);
  const { locationId = '', listId = '' } = useParams();
  const role = useCurrentLocation()?.role;
  const list = useList(locationId, listId);
  const tick = useTickListItem(locationId, listId);
  const listPath = `/dashboard/${locationId}/shopping-lists/${listId}`;
  const mayTick = can(role, 'stock.count');

  if (list.isPending) {
    return (
      <Page title={t.shoppingTitle}>
        <Spinner label={t.loadingList} />
      </Page>
    );
  }
  if (list.isError) {
    return (
      <Page title={t.shoppingTitle}>
        <LoadError
          error={list.error}
          message={t.listNotLoaded}
          onRetry={() => void list.refetch()}
        />
      </Page>
    );
  }

  const data = list.data;
  // In the order of the list: a ticked line stays where it was, under the thumb.
  const lines = data.items;
  const done = data.items.filter((line) => line.completed).length;
  const locked = data.status === 'received' || !mayTick;

  return (
    <Page title={t.shoppingName({ name: data.name })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="text-lg font-semibold tabular-nums">
          {t.inBasket({ done, total: data.items.length })}
        </p>
        <Link to={listPath} className={TEXT_LINK_CLASS}>
          {t.backToList}
        </Link>
      </div>
      {data.status === 'received' && <p>{t.receivedLocked}</p>}
      {lines.length === 0 ? (
        <EmptyState>
          <p>{t.nothingOnList}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {lines.map((line) => (
            <li key={line.id}>
              <label
                className={cn(
                  'flex min-h-16 cursor-pointer items-center gap-4 rounded-xl border-2 p-3 text-lg',
                  line.completed
                    ? 'border-success bg-surface text-muted'
                    : 'border-border bg-surface',
                  locked && 'cursor-default',
                )}
              >
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={line.completed}
                  disabled={locked}
                  onChange={(event) =>
                    tick.mutate(
                      { id: line.id, completed: event.target.checked },
                      {
                        onError: (error) => notifyFailure(error, t.notTicked({ name: line.name })),
                      },
                    )
                  }
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-10 shrink-0 items-center justify-center rounded-lg border-2',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                    line.completed ? 'border-success bg-success text-bg' : 'border-border',
                  )}
                >
                  {line.completed && <Check className="size-7" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className={cn('block font-medium', line.completed && 'line-through')}>
                    {line.name}
                  </span>
                  <span className="block text-base text-muted">
                    {lineQuantityText(line, t, words)}
                    {line.pack_description && ` · ${line.pack_description}`}
                  </span>
                  <span className="block text-sm text-muted">{stockText(line, t, words)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
