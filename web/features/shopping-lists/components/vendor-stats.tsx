import { useStore } from '@nanostores/react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useVendorStats } from '../api/get-vendor-stats.ts';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { formatMoney, formatWhen } from '#web/lib/amounts.ts';

/** The vendor's figures: catalogue lines, orders, what was spent and the last order. */
export function VendorStats({
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
