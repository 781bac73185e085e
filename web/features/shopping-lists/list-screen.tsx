import { useStore } from '@nanostores/react';
import { ClipboardCheck, Pencil, Plus, Send, ShoppingBasket, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import type { ListItem } from '#contract/shopping-lists.ts';
import { Button, buttonClass, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError, ErrorType } from '#web/lib/errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { sumLines } from './line-totals.ts';
import { useList } from './api/get-list.ts';
import { useVendor } from './api/get-vendor.ts';
import { useDeleteList } from './api/delete-list.ts';
import { useDeleteListItem } from './api/delete-list-item.ts';
import { useUpdateListItem } from './api/update-list-item.ts';
import { AddLineDialog } from './components/add-line-dialog.tsx';
import { BuyingNav } from './components/buying-nav.tsx';
import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { EditListDialog } from './components/edit-list-dialog.tsx';
import { ListDownloads } from './components/list-downloads.tsx';
import { ListFacts } from './components/list-header.tsx';
import { ListLines, withDraft } from './components/list-lines.tsx';
import { MailStatus } from './components/mail-status.tsx';
import type { LineDraft } from './components/list-lines.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { ReceivedSummary } from './components/received-summary.tsx';
import { SendDialog } from './components/send-dialog.tsx';
import { notifyFailure } from '#web/lib/notify-failure.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatMoney } from '#web/lib/amounts.ts';

type Open = 'edit' | 'add' | 'send' | 'delete' | { remove: ListItem };

/** One list: its lines with packs and prices, a live total against the vendor's minimum. */
export function ListScreen() {
  const t = useStore(shoppingMessages);
  const { locationId = '', listId = '' } = useParams();
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const role = location?.role;
  const currency = useCurrency(locationId);
  const list = useList(locationId, listId);
  const vendor = useVendor(locationId, list.data?.vendor_id ?? null);
  const updateLine = useUpdateListItem(locationId, listId);
  const removeLine = useDeleteListItem(locationId);
  const deleteList = useDeleteList(locationId);
  const [drafts, setDrafts] = useState<Record<string, LineDraft>>({});
  const [open, setOpen] = useState<Open | null>(null);
  const listsPath = `/dashboard/${locationId}/shopping-lists`;

  const lines = useMemo(() => list.data?.items ?? [], [list.data]);
  const { total, unpriced } = useMemo(
    () => sumLines(lines.map((line) => withDraft(line, drafts[line.id]))),
    [lines, drafts],
  );

  if (list.isPending) {
    return (
      <Page title={t.listTitle}>
        <BuyingNav locationId={locationId} />
        <Spinner label={t.loadingList} />
      </Page>
    );
  }
  if (list.isError) {
    const missing = list.error instanceof ApiError && list.error.type === ErrorType.NOT_FOUND;
    return (
      <Page title={missing ? t.listNotFound : t.listTitle}>
        <BuyingNav locationId={locationId} />
        {missing ? (
          <p>
            {t.listMissing}{' '}
            <Link to={listsPath} className={TEXT_LINK_CLASS}>
              {t.seeAllLists}
            </Link>
          </p>
        ) : (
          <LoadError
            error={list.error}
            message={t.listNotLoaded}
            onRetry={() => void list.refetch()}
          />
        )}
      </Page>
    );
  }

  const data = list.data;
  const draft = data.status === 'draft';
  const editable = draft && can(role, 'catalog.edit');
  const minimum = vendor.data?.minimum_order ?? null;
  const short = minimum !== null && total.lessThan(minimum) ? total.minus(minimum).abs() : null;
  const close = () => {
    removeLine.reset();
    deleteList.reset();
    setOpen(null);
  };

  function commit(line: ListItem, change: { quantity?: number; unit_price?: number | null }) {
    const forget = () =>
      setDrafts((current) => {
        const { [line.id]: _saved, ...rest } = current;
        return rest;
      });
    setDrafts((current) => ({ ...current, [line.id]: { ...current[line.id], ...change } }));
    updateLine.mutate(
      { id: line.id, body: change },
      {
        onSettled: forget,
        onError: (error) => notifyFailure(error, t.notSaved({ name: line.name })),
      },
    );
  }

  return (
    <Page title={data.name}>
      <BuyingNav locationId={locationId} />
      <ListFacts list={data} locationId={locationId} />
      {/* A received list's credit request says how its email goes in its own section. */}
      {!(data.status === 'received' && data.mail?.kind === 'credit-request') && (
        <MailStatus list={data} locationId={locationId} canRetry={can(role, 'list.send')} />
      )}
      <div className="flex flex-wrap gap-2">
        {draft && can(role, 'list.send') && lines.length > 0 && (
          <Button onClick={() => setOpen('send')}>
            <Send aria-hidden="true" className="size-5" />
            {t.send}
          </Button>
        )}
        {data.status !== 'received' && lines.length > 0 && (
          <>
            <Link to={`${listsPath}/${listId}/shop`} className={buttonClass('secondary')}>
              <ShoppingBasket aria-hidden="true" className="size-5" />
              {t.shoppingMode}
            </Link>
            {can(role, 'stock.count') && (
              <Link to={`${listsPath}/${listId}/receive`} className={buttonClass('secondary')}>
                <ClipboardCheck aria-hidden="true" className="size-5" />
                {t.receiveDelivery}
              </Link>
            )}
          </>
        )}
        {lines.length > 0 && <ListDownloads list={data} />}
        {can(role, 'catalog.edit') && (
          <Button variant="secondary" onClick={() => setOpen('edit')}>
            <Pencil aria-hidden="true" className="size-5" />
            {t.edit}
          </Button>
        )}
        {editable && (
          <Button variant="secondary" onClick={() => setOpen('delete')}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t.delete}
          </Button>
        )}
      </div>

      {data.status === 'received' ? (
        <ReceivedSummary list={data} currency={currency} />
      ) : (
        <section aria-labelledby="lines-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="lines-heading" className="text-lg font-semibold">
              {t.lines}
            </h2>
            {editable && (
              <Button variant="secondary" onClick={() => setOpen('add')}>
                <Plus aria-hidden="true" className="size-5" />
                {t.addALine}
              </Button>
            )}
          </div>
          {lines.length === 0 ? (
            <EmptyState>
              <p>{editable ? t.noLinesAdd : t.noLines}</p>
            </EmptyState>
          ) : (
            <ListLines
              lines={lines}
              currency={currency}
              drafts={drafts}
              edit={
                editable
                  ? {
                      onDraft: (line, lineDraft) =>
                        setDrafts((current) => ({ ...current, [line.id]: lineDraft })),
                      onCommit: commit,
                      onRemove: (line) => setOpen({ remove: line }),
                    }
                  : undefined
              }
            />
          )}
          <div
            role="status"
            className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4"
          >
            <p className="flex items-baseline justify-between gap-2 text-lg font-semibold">
              <span>{t.total}</span>
              <span className="tabular-nums">
                {lines.length > 0 && unpriced === lines.length
                  ? t.noPrice
                  : formatMoney(total, currency)}
              </span>
            </p>
            {unpriced > 0 && unpriced < lines.length && (
              <p className="text-sm text-muted">{t.unpricedLines(unpriced)}</p>
            )}
            {minimum !== null && (
              <p className={short ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>
                {short
                  ? t.minimumOrderShort({
                      minimum: formatMoney(minimum, currency),
                      short: formatMoney(short, currency),
                    })
                  : t.minimumOrder({ minimum: formatMoney(minimum, currency) })}
              </p>
            )}
          </div>
        </section>
      )}

      {open === 'edit' && <EditListDialog locationId={locationId} list={data} onClose={close} />}
      {open === 'add' && (
        <AddLineDialog
          locationId={locationId}
          listId={listId}
          vendorId={data.vendor_id}
          vendorName={data.vendor_name}
          currency={currency}
          onClose={close}
        />
      )}
      {open === 'send' && (
        <SendDialog
          locationId={locationId}
          list={data}
          vendor={vendor.data}
          vendorPending={data.vendor_id !== null && vendor.isPending}
          total={total}
          currency={currency}
          onClose={close}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t.deleteName({ name: data.name })}
          confirmLabel={t.deleteList}
          pendingLabel={t.deleting}
          pending={deleteList.isPending}
          error={deleteList.error}
          errorFallback={t.deleteListFailed}
          onClose={close}
          onConfirm={() =>
            deleteList.mutate(listId, {
              onSuccess: () => void navigate(listsPath, { replace: true }),
            })
          }
        >
          <p>{t.linesGoWithIt}</p>
        </ConfirmDialog>
      )}
      {open !== null && typeof open === 'object' && (
        <ConfirmDialog
          title={t.removeName({ name: open.remove.name })}
          confirmLabel={t.remove}
          pendingLabel={t.removing}
          pending={removeLine.isPending}
          error={removeLine.error}
          errorFallback={t.removeLineFailed}
          onClose={close}
          onConfirm={() => removeLine.mutate(open.remove.id, { onSuccess: close })}
        >
          <p>{t.leavesList}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}
