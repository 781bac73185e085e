import { useStore } from '@nanostores/react';
import { Globe, Mail, MapPin, Pencil, Phone, Plus, Trash2, Upload, User } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import type { Vendor, VendorItem } from '#contract/vendors.ts';
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
import { useVendorStats } from './api/get-vendor-stats.ts';
import { useDeleteVendor } from './api/delete-vendor.ts';
import { useDeleteVendorItem } from './api/delete-vendor-item.ts';
import { useSetPreferred } from './api/set-preferred.ts';
import { useUpdateVendorItem } from './api/update-vendor-item.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { CatalogImportDialog } from './components/catalog-import-dialog.tsx';
import { CatalogTable } from './components/catalog-table.tsx';
import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { ItemPickerDialog } from './components/item-picker-dialog.tsx';
import { PriceHistoryDialog } from './components/price-history-dialog.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { VendorDialog } from './components/vendor-dialog.tsx';
import { VendorItemDialog } from './components/vendor-item-dialog.tsx';
import { VendorOrders } from './components/vendor-orders.tsx';
import { notifyFailure } from '#web/lib/notify-failure.ts';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatMoney, formatWhen } from '#web/lib/amounts.ts';
import { deliveryDaysText, leadTimeText } from './vendor-format.ts';

type Open =
  | { kind: 'edit-vendor' }
  | { kind: 'delete-vendor' }
  | { kind: 'import' }
  | { kind: 'add-line' }
  | { kind: 'edit-line'; line: VendorItem }
  | { kind: 'delete-line'; line: VendorItem }
  | { kind: 'link'; line: VendorItem }
  | { kind: 'history'; line: VendorItem };

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-muted">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Contact({ vendor, currency }: { vendor: Vendor; currency: string }) {
  const t = useStore(vendorsMessages);
  const icon = 'size-4';
  return (
    <Section title={t.contactAndTerms}>
      <dl className="flex flex-col gap-2">
        {vendor.contact_name && (
          <Detail icon={<User className={icon} />} label={t.contact}>
            {vendor.contact_name}
          </Detail>
        )}
        {vendor.email && (
          <Detail icon={<Mail className={icon} />} label={t.email}>
            <a href={`mailto:${vendor.email}`} className="underline">
              {vendor.email}
            </a>
          </Detail>
        )}
        {vendor.phone && (
          <Detail icon={<Phone className={icon} />} label={t.phone}>
            <a href={`tel:${vendor.phone}`} className="underline">
              {vendor.phone}
            </a>
          </Detail>
        )}
        {vendor.website && (
          <Detail icon={<Globe className={icon} />} label={t.website}>
            {vendor.website}
          </Detail>
        )}
        {vendor.address && (
          <Detail icon={<MapPin className={icon} />} label={t.address}>
            <span className="whitespace-pre-line">{vendor.address}</span>
          </Detail>
        )}
      </dl>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t.deliversOn}</dt>
        <dd>{deliveryDaysText(vendor.delivery_days, t, 'long')}</dd>
        <dt className="text-muted">{t.leadTimeLabel}</dt>
        <dd>{leadTimeText(vendor.lead_time_days, t) ?? t.notSet}</dd>
        <dt className="text-muted">{t.minimumOrder}</dt>
        <dd>
          {vendor.minimum_order === null ? t.none : formatMoney(vendor.minimum_order, currency)}
        </dd>
      </dl>
      {!vendor.email && <p className="text-sm text-muted">{t.noEmail}</p>}
      {vendor.notes && <p className="whitespace-pre-line">{vendor.notes}</p>}
    </Section>
  );
}

function Stats({
  locationId,
  vendorId,
  currency,
}: {
  locationId: string;
  vendorId: string;
  currency: string;
}) {
  const t = useStore(vendorsMessages);
  const stats = useVendorStats(locationId, vendorId);
  if (stats.isPending) return <Spinner label={t.loadingFigures} />;
  if (stats.isError) {
    return (
      <LoadError
        error={stats.error}
        message={t.figuresNotLoaded}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const figures: [string, string][] = [
    [
      t.catalogueLines,
      t.catalogueLinesFigure({
        count: stats.data.item_count,
        preferred: stats.data.preferred_item_count,
      }),
    ],
    [
      t.orders,
      t.ordersFigure({ count: stats.data.order_count, open: stats.data.open_order_count }),
    ],
    [t.spent, formatMoney(stats.data.total_spend, currency)],
    [t.lastOrder, stats.data.last_order_at ? formatWhen(stats.data.last_order_at) : t.noneYet],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3"
        >
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
      <Stats locationId={locationId} vendorId={vendorId} currency={currency} />
      <Contact vendor={vendor.data} currency={currency} />
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
