import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass, TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { Page, Section } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocation } from '../../lib/api/get-location.ts';
import { useCurrentLocation } from '../../lib/use-current-location.ts';
import { useSummary } from './api/get-summary.ts';
import { OnboardingChecklist } from './components/onboarding-checklist.tsx';
import { PriceIncreases } from './components/price-increases.tsx';
import { RecentChanges } from './components/recent-changes.tsx';
import { StockValueChart } from './components/stock-value-chart.tsx';
import { formatMoney } from './format.ts';

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
  const { locationId = '' } = useParams();
  const ref = useCurrentLocation();
  const summary = useSummary(locationId);
  const location = useLocation(locationId);
  const base = `/dashboard/${locationId}`;
  const title = 'Dashboard';
  const description = `${ref?.name ?? 'This location'}: your stock at a glance.`;

  if (summary.isPending) {
    return (
      <Page title={title} description={description}>
        <div role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Loading the dashboard…
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
            The dashboard could not be loaded.
          </p>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            Try again
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
        <Section title="No items yet">
          <p className="text-muted">
            Start from a bar, restaurant or café template, or import your own list.
          </p>
          <div>
            <Link to={`${base}/onboarding`} className={buttonClass('primary')}>
              Set up your items
            </Link>
          </div>
        </Section>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Stock value" value={formatMoney(data.stock_value, currency)} />
            <Figure label="Items" value={String(data.item_count)} />
            <Figure label="Below par" value={String(data.below_par_count)}>
              {/* Straight to those items; with none, a filtered list would show nothing. */}
              {data.below_par_count > 0 ? (
                <Link to={`${base}/stocklist?filter=below-par`} className={TEXT_LINK_CLASS}>
                  Count what is below par
                </Link>
              ) : (
                <Link to={`${base}/stocklist`} className={TEXT_LINK_CLASS}>
                  Open the stock list
                </Link>
              )}
            </Figure>
            <Figure label="Counted today" value={String(data.counted_today)} />
          </dl>
          <Section title="Stock value">
            <StockValueChart history={data.value_history} currency={currency} />
          </Section>
          <PriceIncreases locationId={locationId} currency={currency} />
          <Section title="Recent changes">
            <RecentChanges updates={data.recent} />
            <Link to={`${base}/changelog`} className={TEXT_LINK_CLASS}>
              See the whole changelog
            </Link>
          </Section>
        </>
      )}
    </Page>
  );
}
