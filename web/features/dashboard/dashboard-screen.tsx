import { useStore } from '@nanostores/react';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useSummary } from './api/get-summary.ts';
import { OnboardingChecklist } from './components/onboarding-checklist.tsx';
import { PriceIncreases } from './components/price-increases.tsx';
import { RecentChanges } from './components/recent-changes.tsx';
import { StockValueChart } from './components/stock-value-chart.tsx';
import { formatCount, formatMoney } from './format.ts';

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
      {children && <dd>{children}</dd>}
    </div>
  );
}

export function DashboardScreen() {
  const t = useStore(dashboardMessages);
  const { locationId = '' } = useParams();
  const ref = useCurrentLocation();
  const summary = useSummary(locationId);
  const location = useLocation(locationId);
  const base = `/dashboard/${locationId}`;
  const title = t.title;
  const description = t.description({ location: ref?.name ?? t.thisLocation });

  if (summary.isPending) {
    return (
      <Page title={title} description={description}>
        <div role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t.loading}
        </div>
      </Page>
    );
  }
  if (summary.isError) {
    return (
      <Page title={title} description={description}>
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="flex items-center gap-2">
            <AlertTriangle aria-hidden="true" className="size-5 text-danger" />
            {t.loadFailed}
          </p>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      </Page>
    );
  }

  const data = summary.data;
  const currency = location.data?.currency ?? 'USD';
  return (
    <Page title={title} description={description}>
      <OnboardingChecklist locationId={locationId} summary={data} location={location.data} />
      {data.item_count === 0 ? (
        <Section title={t.noItems}>
          <p className="text-muted">{t.noItemsHelp}</p>
          <div>
            <Link to={`${base}/onboarding`} className={buttonClass('primary')}>
              {t.setUpItems}
            </Link>
          </div>
        </Section>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label={t.stockValue} value={formatMoney(data.stock_value, currency)} />
            <Figure label={t.items} value={formatCount(data.item_count)} />
            <Figure label={t.belowPar} value={formatCount(data.below_par_count)}>
              {/* Straight to those items; with none, a filtered list would show nothing. */}
              {data.below_par_count > 0 ? (
                <Link to={`${base}/stocklist?filter=below-par`} className={TEXT_LINK_CLASS}>
                  {t.countBelowPar}
                </Link>
              ) : (
                <Link to={`${base}/stocklist`} className={TEXT_LINK_CLASS}>
                  {t.openStockList}
                </Link>
              )}
            </Figure>
            <Figure label={t.countedToday} value={formatCount(data.counted_today)} />
          </dl>
          <Section title={t.stockValue}>
            <StockValueChart history={data.value_history} currency={currency} />
          </Section>
          <PriceIncreases locationId={locationId} currency={currency} />
          <Section title={t.recentChanges}>
            <RecentChanges updates={data.recent} />
            <Link to={`${base}/changelog`} className={TEXT_LINK_CLASS}>
              {t.seeChangelog}
            </Link>
          </Section>
        </>
      )}
    </Page>
  );
}
