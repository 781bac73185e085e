import { useStore } from '@nanostores/react';
import { Mail, Phone, Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useVendors } from './api/get-vendors.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { VendorDialog } from './components/vendor-dialog.tsx';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatMoney } from '#web/lib/amounts.ts';
import { deliveryDaysText, leadTimeText } from './vendor-format.ts';

/** The venue's vendors: who they are, when they deliver, how many lines their catalogue has. */
export function VendorsScreen() {
  const t = useStore(vendorsMessages);
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const editable = can(location?.role, 'catalog.edit');
  const vendors = useVendors(locationId);
  const currency = useCurrency(locationId);
  const [adding, setAdding] = useState(false);
  const base = `/dashboard/${locationId}/shopping-lists/vendors`;

  let content;
  if (vendors.isPending) {
    content = <Spinner label={t.loadingVendors} />;
  } else if (vendors.isError) {
    content = (
      <LoadError
        error={vendors.error}
        message={t.vendorsNotLoaded}
        onRetry={() => void vendors.refetch()}
      />
    );
  } else if (vendors.data.length === 0) {
    content = (
      <EmptyState>
        <p>{t.noVendors}</p>
        {editable && <p>{t.noVendorsHint}</p>}
      </EmptyState>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3">
        {[...vendors.data]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((vendor) => (
            <li
              key={vendor.id}
              className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4"
            >
              <Link
                to={`${base}/${vendor.id}`}
                className="inline-flex min-h-11 items-center text-lg font-semibold text-link underline"
              >
                {vendor.name}
              </Link>
              <p className="text-sm text-muted">
                {[
                  t.catalogueLineCount(vendor.item_count),
                  vendor.minimum_order !== null &&
                    t.minimumOrderOf({ amount: formatMoney(vendor.minimum_order, currency) }),
                  leadTimeText(vendor.lead_time_days, t),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="flex items-center gap-2 text-sm">
                <Truck aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="sr-only">{t.deliversOn} </span>
                {deliveryDaysText(vendor.delivery_days, t)}
              </p>
              {(vendor.email || vendor.phone) && (
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {vendor.email && (
                    <span className="inline-flex min-w-0 items-center gap-2 break-all">
                      <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
                      {vendor.email}
                    </span>
                  )}
                  {vendor.phone && (
                    <span className="inline-flex items-center gap-2">
                      <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
                      {vendor.phone}
                    </span>
                  )}
                </p>
              )}
            </li>
          ))}
      </ul>
    );
  }

  return (
    <Page
      title={t.vendorsTitle}
      description={t.vendorsDescription({ location: location?.name ?? t.thisLocation })}
    >
      <BuyingNav locationId={locationId} />
      {editable && (
        <div>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {t.addVendor}
          </Button>
        </div>
      )}
      {content}
      {adding && <VendorDialog locationId={locationId} onClose={() => setAdding(false)} />}
    </Page>
  );
}
