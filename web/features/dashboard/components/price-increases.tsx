import { useStore } from '@nanostores/react';
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { PRICE_INCREASE_THRESHOLD_PERCENT, PRICE_INCREASE_WINDOW_DAYS } from '#contract/prices.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { usePriceIncreases } from '../api/get-price-increases.ts';
import { formatMoney, userLocale } from '../format.ts';

// "+10%" ("+10 %" where the locale spaces it): the rise, as a share.
const percent = new Intl.NumberFormat(userLocale(), {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'always',
});

/** Catalogue lines whose price rose more than 5% in the last 30 days: time to shop around. */
export function PriceIncreases({ locationId, currency }: { locationId: string; currency: string }) {
  const t = useStore(dashboardMessages);
  const increases = usePriceIncreases(locationId);
  const title = t.priceRises;
  const description = t.priceRisesDescription({
    percent: PRICE_INCREASE_THRESHOLD_PERCENT,
    days: PRICE_INCREASE_WINDOW_DAYS,
  });

  let content;
  if (increases.isPending) {
    content = <Spinner label={t.loadingPriceRises} />;
  } else if (increases.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t.priceRisesLoadFailed}</p>
        <Button variant="secondary" onClick={() => void increases.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  } else if (increases.data.length === 0) {
    content = <p className="text-muted">{t.noPriceRises}</p>;
  } else {
    content = (
      <ul className="flex flex-col divide-y divide-border">
        {increases.data.map((rise) => (
          <li
            key={rise.vendor_item_id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
          >
            <TrendingUp aria-hidden="true" className="size-5 shrink-0 text-danger" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{rise.item_name}</span>
              <Link
                to={`/dashboard/${locationId}/shopping-lists/vendors/${rise.vendor_id}`}
                className="inline-flex min-h-11 items-center text-sm underline"
              >
                {rise.vendor_name}
              </Link>
            </span>
            <span className="text-right tabular-nums">
              {formatMoney(rise.old_price, currency)} → {formatMoney(rise.new_price, currency)}
              <span className="block text-sm font-medium text-danger">
                {percent.format(rise.percent / 100)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section title={title} description={description}>
      {content}
    </Section>
  );
}
