import { useStore } from '@nanostores/react';
import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import type { VendorItem } from '#contract/vendors.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorType } from '#web/lib/errors.ts';
import { ApiError } from '#web/lib/errors.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useVendor } from './api/get-vendor.ts';
import { useVendorItems } from './api/get-vendor-items.ts';
import { useDeleteVendor } from './api/delete-vendor.ts';
import { useDeleteVendorItem } from './api/delete-vendor-item.ts';
import { useSetPreferred } from './api/set-preferred.ts';
import { useUpdateVendorItem } from './api/update-vendor-item.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { CatalogImportDialog } from './components/catalog-import-dialog.tsx';
import { CatalogTable } from './components/catalog-table.tsx';
import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { ItemPickerDialog } from './components/item-picker-dialog.tsx';
import { newItemDraft } from './components/new-item-form.tsx';
import { PriceHistoryDialog } from './components/price-history-dialog.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { VendorDialog } from './components/vendor-dialog.tsx';
import { VendorItemDialog } from './components/vendor-item-dialog.tsx';
import { VendorOrders } from './components/vendor-orders.tsx';
import { notifyFailure } from '#web/lib/notify-failure.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { VendorContact } from './components/vendor-contact.tsx';
import { VendorStats } from './components/vendor-stats.tsx';

type Open =
  | { kind: 'edit-vendor' }
  | { kind: 'delete-vendor' }
  | { kind: 'import' }
  | { kind: 'add-line' }
  | { kind: 'edit-line'; line: VendorItem }
  | { kind: 'delete-line'; line: VendorItem }
  | { kind: 'link'; line: VendorItem }
  | { kind: 'history'; line: VendorItem };

/** One vendor: contact and terms, figures, and the catalogue with prices, links and history. */
export function VendorScreen() {
  const t = useStore(vendorsMessages);
  const { locationId = '', vendorId = '' } = useParams();
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const currency = useCurrency(locationId);
  const vendor = useVendor(locationId, vendorId);
  const lines = useVendorItems(locationId, vendorId);
  const updateLine = useUpdateVendorItem(locationId);
  const setPreferred = useSetPreferred(locationId, vendorId);
  const deleteLine = useDeleteVendorItem(locationId);
  const deleteVendor = useDeleteVendor(locationId);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => {
    updateLine.reset();
    deleteLine.reset();
    deleteVendor.reset();
    setOpen(null);
  };
  const vendorsPath = `/dashboard/${locationId}/shopping-lists/vendors`;

  if (vendor.isPending) {
    return (
      <Page title={t.vendorTitle}>
        <BuyingNav locationId={locationId} />
        <Spinner label={t.loadingVendor} />
      </Page>
    );
  }
  if (vendor.isError) {
    const missing = vendor.error instanceof ApiError && vendor.error.type === ErrorType.NOT_FOUND;
    return (
      <Page title={missing ? t.vendorNotFound : t.vendorTitle}>
        <BuyingNav locationId={locationId} />
        {missing ? (
          <p>
            <Interpolate
              message={t.vendorMissing}
              values={{
                link: (
                  <Link to={vendorsPath} className={TEXT_LINK_CLASS}>
                    {t.seeAllVendors}
                  </Link>
                ),
              }}
            />
          </p>
        ) : (
          <LoadError
            error={vendor.error}
            message={t.vendorNotLoaded}
            onRetry={() => void vendor.refetch()}
          />
        )}
      </Page>
    );
  }

  const catalogue = [...(lines.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const edit = editable
    ? {
        onPrice: (line: VendorItem, price: number) =>
          updateLine.mutate(
            { id: line.id, body: { price } },
            {
              onError: (error) => notifyFailure(error, t.priceNotSaved({ name: line.name })),
            },
          ),
        onPreferred: (line: VendorItem, preferred: boolean) =>
          setPreferred.mutate(
            { itemId: line.id, isPreferred: preferred },
            { onError: (error) => notifyFailure(error, t.preferredNotChanged) },
          ),
        onLink: (line: VendorItem) => setOpen({ kind: 'link', line }),
        onEdit: (line: VendorItem) => setOpen({ kind: 'edit-line', line }),
        onDelete: (line: VendorItem) => setOpen({ kind: 'delete-line', line }),
      }
    : undefined;

  return (
    <Page title={vendor.data.name} description={t.vendorDescription}>
      <BuyingNav locationId={locationId} />
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen({ kind: 'edit-vendor' })}>
            <Pencil aria-hidden="true" className="size-5" />
            {t.editVendor}
          </Button>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'delete-vendor' })}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t.delete}
          </Button>
        </div>
      )}
      <VendorStats locationId={locationId} vendorId={vendorId} currency={currency} />
      <VendorContact vendor={vendor.data} currency={currency} />
      <Section title={t.catalogue} description={t.catalogueDescription}>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setOpen({ kind: 'add-line' })}>
              <Plus aria-hidden="true" className="size-5" />
              {t.addLine}
            </Button>
            <Button variant="secondary" onClick={() => setOpen({ kind: 'import' })}>
              <Upload aria-hidden="true" className="size-5" />
              {t.importCsv}
            </Button>
          </div>
        )}
        {lines.isPending ? (
          <Spinner label={t.loadingCatalogue} />
        ) : lines.isError ? (
          <LoadError
            error={lines.error}
            message={t.catalogueNotLoaded}
            onRetry={() => void lines.refetch()}
          />
        ) : catalogue.length === 0 ? (
          <EmptyState>
            <p>{t.noLines}</p>
            {editable && <p>{t.noLinesHint}</p>}
          </EmptyState>
        ) : (
          <CatalogTable
            lines={catalogue}
            currency={currency}
            edit={edit}
            onHistory={(line) => setOpen({ kind: 'history', line })}
          />
        )}
      </Section>
      <Section title={t.orders}>
        <VendorOrders locationId={locationId} vendorId={vendorId} currency={currency} />
      </Section>
      {open?.kind === 'edit-vendor' && (
        <VendorDialog locationId={locationId} vendor={vendor.data} onClose={close} />
      )}
      {open?.kind === 'delete-vendor' && (
        <ConfirmDialog
          title={t.deleteNamed({ name: vendor.data.name })}
          confirmLabel={t.deleteVendor}
          pendingLabel={t.deleting}
          pending={deleteVendor.isPending}
          error={deleteVendor.error}
          errorFallback={t.vendorNotDeleted}
          onClose={close}
          onConfirm={() =>
            deleteVendor.mutate(vendorId, {
              onSuccess: () => void navigate(vendorsPath, { replace: true }),
            })
          }
        >
          <p>{t.deleteVendorBody}</p>
        </ConfirmDialog>
      )}
      {open?.kind === 'import' && (
        <CatalogImportDialog
          locationId={locationId}
          vendorId={vendorId}
          vendorName={vendor.data.name}
          onClose={close}
        />
      )}
      {open?.kind === 'add-line' && (
        <VendorItemDialog locationId={locationId} vendorId={vendorId} onClose={close} />
      )}
      {open?.kind === 'edit-line' && (
        <VendorItemDialog
          locationId={locationId}
          vendorId={vendorId}
          line={open.line}
          onClose={close}
        />
      )}
      {open?.kind === 'delete-line' && (
        <ConfirmDialog
          title={t.deleteNamed({ name: open.line.name })}
          confirmLabel={t.deleteLine}
          pendingLabel={t.deleting}
          pending={deleteLine.isPending}
          error={deleteLine.error}
          errorFallback={t.lineNotDeleted}
          onClose={close}
          onConfirm={() => deleteLine.mutate(open.line.id, { onSuccess: close })}
        >
          <p>{t.deleteLineBody}</p>
        </ConfirmDialog>
      )}
      {open?.kind === 'link' && (
        <ItemPickerDialog
          locationId={locationId}
          title={t.linkToItem({ name: open.line.name })}
          currentId={open.line.inventory_item_id}
          initialSearch={open.line.inventory_item_name ? '' : open.line.name.split(/\s+/)[0]}
          pending={updateLine.isPending}
          error={updateLine.error}
          onClose={close}
          newItem={newItemDraft(open.line)}
          onPick={(item) =>
            updateLine.mutate(
              { id: open.line.id, body: { inventory_item_id: item?.id ?? null } },
              { onSuccess: close },
            )
          }
        />
      )}
      {open?.kind === 'history' && (
        <PriceHistoryDialog
          locationId={locationId}
          line={open.line}
          currency={currency}
          onClose={close}
        />
      )}
    </Page>
  );
}
