import { useStore } from '@nanostores/react';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import type { PurchaseList } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { usePurchaseList } from './api/get-purchase-list.ts';
import { BuyingNav } from './components/buying-nav.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { useCurrency } from '#web/lib/use-currency.ts';
import { formatMoney, formatQuantity, formatUnitPrice } from '#web/lib/amounts.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { inItemUnits, lineQuantityText, stockText, unitPriceText } from './list-format.ts';

type VendorGroup = PurchaseList['vendors'][number];

type Messages = ReturnType<typeof shoppingMessages.get>;

function totalText(total: number, unpriced: boolean, currency: string, t: Messages): string {
  return unpriced
    ? t.totalWithUnpriced({ total: formatMoney(total, currency) })
    : formatMoney(total, currency);
}

function Group({ group, currency }: { group: VendorGroup; currency: string }) {
  const t = useStore(shoppingMessages);
  const words = useStore(unitsMessages);
  const name = group.vendor_name ?? t.noVendor;
  return (
    <section
      aria-label={name}
      className="flex break-inside-avoid flex-col gap-2 rounded-xl border border-border bg-surface p-4 print:rounded-none print:border-0 print:p-0"
    >
      <h2 className="text-lg font-semibold">{name}</h2>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          {group.vendor_name === null
            ? t.whatToBuyWithoutVendor
            : t.whatToBuyFrom({ name: group.vendor_name })}
        </caption>
        <thead>
          <tr className="border-b border-border text-sm text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t.item}
            </th>
            <th scope="col" className="p-2 text-right font-medium">
              {t.packs}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.items.map((line) => (
            <tr key={line.id} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-2 font-normal">
                <span className="block">{line.name}</span>
                <span className="block text-sm text-muted">
                  {[line.pack_description, line.sku && t.sku({ sku: line.sku })]
                    .filter(Boolean)
                    .join(' · ')}
                  {line.unit_price !== null &&
                    ` ${
                      inItemUnits(line)
                        ? unitPriceText(line.unit_price, line.unit, currency, t, words)
                        : t.aPack({ price: formatUnitPrice(line.unit_price, currency) })
                    }`}
                </span>
                <span className="block text-sm text-muted">{stockText(line, t, words)}</span>
              </th>
              <td className="p-2 text-right tabular-nums">
                {inItemUnits(line)
                  ? lineQuantityText(line, t, words)
                  : formatQuantity(line.quantity)}
              </td>
              <td className="py-2 pl-2 text-right tabular-nums">
                {line.line_total === null ? t.noPrice : formatMoney(line.line_total, currency)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-2 text-right font-semibold">
              {t.total}
            </th>
            <td className="py-2 pl-2 text-right font-semibold tabular-nums">
              {totalText(group.total, group.has_unpriced_lines, currency, t)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Everything still to buy, from every open list, by vendor: printable for the shopping run. */
export function PurchaseListScreen() {
  const t = useStore(shoppingMessages);
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const currency = useCurrency(locationId);
  const purchase = usePurchaseList(locationId);

  return (
    <Page
      title={t.purchaseTitle}
      description={t.purchaseDescription({ location: location?.name ?? t.thisLocation })}
    >
      <BuyingNav locationId={locationId} />
      {purchase.isPending ? (
        <Spinner label={t.loadingPurchase} />
      ) : purchase.isError ? (
        <LoadError
          error={purchase.error}
          message={t.purchaseNotLoaded}
          onRetry={() => void purchase.refetch()}
        />
      ) : purchase.data.vendors.length === 0 ? (
        <EmptyState>
          <p>{t.nothingToBuy}</p>
        </EmptyState>
      ) : (
        <>
          <div className="print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              {t.print}
            </Button>
          </div>
          {purchase.data.vendors.map((group) => (
            <Group key={group.vendor_id ?? 'none'} group={group} currency={currency} />
          ))}
          <p className="flex justify-between gap-2 text-lg font-semibold">
            <span>{t.allVendors}</span>
            <span className="tabular-nums">
              {totalText(purchase.data.total, purchase.data.has_unpriced_lines, currency, t)}
            </span>
          </p>
        </>
      )}
    </Page>
  );
}
