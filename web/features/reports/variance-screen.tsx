import { useStore } from '@nanostores/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CountSummary } from '#contract/counts.ts';
import type { VarianceLine, VarianceReport, VarianceTotals } from '#contract/reports.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCounts } from '#web/lib/api/get-counts.ts';
import { useLocation } from '#web/lib/api/get-location.ts';
import { formatMoney, formatPercent, formatQuantity, formatWhen } from '#web/lib/amounts.ts';
import { downloadText } from '#web/lib/csv.ts';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';
import { unitsMessages } from '#web/lib/i18n/locales/en/units.ts';
import { unitName } from '#web/lib/unit-amount.ts';
import { dayIn } from '#web/lib/venue-time.ts';
import { useVariance } from './api/get-variance.ts';
import { ManagerOnly } from './components/manager-only.tsx';
import { ReportTabs } from './components/report-tabs.tsx';
import { varianceCsv } from './variance-csv.ts';

type ReportsText = ReturnType<typeof reportsMessages.get>;

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function countLabel(count: CountSummary): string {
  return `${count.name} · ${formatWhen(count.closed_at ?? count.opened_at)}`;
}

/** The venue's or a category's money, each figure with what it means. */
function TotalsList({
  totals,
  currency,
  t,
}: {
  totals: VarianceTotals;
  currency: string;
  t: ReportsText;
}) {
  const rows: [string, number][] = [
    [t.usageValue, totals.usage_value],
    [t.theoreticalValue, totals.theoretical_value],
    [t.varianceValue, totals.variance_value],
    [t.wastedValue, totals.wasted_value],
    [t.unexplainedValue, totals.unexplained_value],
  ];
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-medium tabular-nums">{formatMoney(value, currency)}</dd>
          </div>
        ))}
      </dl>
      {totals.left_out > 0 && <p className="text-sm">{t.leftOut(totals.left_out)}</p>}
    </>
  );
}

function Money({ value, currency, t }: { value: number | null; currency: string; t: ReportsText }) {
  return value === null ? (
    <span className="text-muted">{t.noCost}</span>
  ) : (
    <>{formatMoney(value, currency)}</>
  );
}

function Quantity({ value, t }: { value: number | null; t: ReportsText }) {
  return value === null ? (
    <span className="text-muted">{t.unknown}</span>
  ) : (
    <>{formatQuantity(value)}</>
  );
}

/** An item's name, what it is counted in, why a figure is missing, and its change log. */
function ItemCell({
  line,
  changelogPath,
  t,
}: {
  line: VarianceLine;
  changelogPath: string;
  t: ReportsText;
}) {
  const words = useStore(unitsMessages);
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <span className="font-semibold">{line.name}</span>
      {/* The figures' unit, named as many: "In bottles", "En botellas". */}
      <span className="text-sm text-muted">
        {t.inUnit({ unit: unitName(words, line.unit, 2) })}
      </span>
      {line.theoretical_unknown && (
        <span className="text-sm">
          {t.theoreticalUnknown} <span lang="en">{line.theoretical_unknown.reason}</span>
        </span>
      )}
      {line.cost_per_unit === null && <span className="text-sm">{t.noCostHint}</span>}
      {line.uncounted && <span className="text-sm">{t.uncounted}</span>}
      {line.adjustments > 0 && (
        <span className="text-sm">
          {t.adjusted({ quantity: formatQuantity(line.adjusted) })(line.adjustments)}
        </span>
      )}
      <Link
        to={changelogPath}
        className={`${TEXT_LINK_CLASS} text-sm text-link`}
        aria-label={t.changelogOf({ name: line.name })}
      >
        {t.changelog}
      </Link>
    </div>
  );
}

function ItemsTable({
  report,
  currency,
  changelogPath,
  t,
}: {
  report: VarianceReport;
  currency: string;
  changelogPath: (line: VarianceLine) => string;
  t: ReportsText;
}) {
  const head = [
    t.opening,
    t.received,
    t.closing,
    t.usage,
    t.theoretical,
    t.wasted,
    t.unexplained,
    t.unexplainedMoney,
    t.variancePercent,
  ];
  return (
    <ScrollRegion label={t.itemsRegion}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t.itemsCaption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              {t.item}
            </th>
            {head.map((label) => (
              <th key={label} scope="col" className="p-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.items.map((line) => (
            <tr key={line.item_id} className="border-b border-border align-top">
              <th scope="row" className="p-2 font-normal">
                <ItemCell line={line} changelogPath={changelogPath(line)} t={t} />
              </th>
              <td className="p-2 text-right tabular-nums">{formatQuantity(line.opening)}</td>
              <td className="p-2 text-right tabular-nums">{formatQuantity(line.received)}</td>
              <td className="p-2 text-right tabular-nums">{formatQuantity(line.closing)}</td>
              <td className="p-2 text-right tabular-nums">{formatQuantity(line.usage)}</td>
              <td className="p-2 text-right tabular-nums">
                <Quantity value={line.theoretical} t={t} />
              </td>
              <td className="p-2 text-right tabular-nums">{formatQuantity(line.wasted)}</td>
              <td className="p-2 text-right tabular-nums">
                <Quantity value={line.unexplained} t={t} />
              </td>
              <td className="p-2 text-right font-semibold tabular-nums">
                {line.unexplained === null ? (
                  <span className="text-muted">{t.unknown}</span>
                ) : (
                  <Money value={line.unexplained_value} currency={currency} t={t} />
                )}
              </td>
              <td className="p-2 text-right tabular-nums">
                {formatPercent(line.variance_percent, t.unknown)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function CategoriesTable({
  report,
  currency,
  t,
}: {
  report: VarianceReport;
  currency: string;
  t: ReportsText;
}) {
  return (
    <ScrollRegion label={t.categoriesRegion}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t.categoriesCaption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              {t.category}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.usageValue}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.theoreticalValue}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.wastedValue}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.unexplainedValue}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.itemsLeftOut}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.categories.map((category) => (
            <tr key={category.category_id ?? 'none'} className="border-b border-border">
              <th scope="row" className="p-2 font-normal">
                {category.category ?? t.noCategory}
              </th>
              <td className="p-2 text-right tabular-nums">
                {formatMoney(category.usage_value, currency)}
              </td>
              <td className="p-2 text-right tabular-nums">
                {formatMoney(category.theoretical_value, currency)}
              </td>
              <td className="p-2 text-right tabular-nums">
                {formatMoney(category.wasted_value, currency)}
              </td>
              <td className="p-2 text-right font-semibold tabular-nums">
                {formatMoney(category.unexplained_value, currency)}
              </td>
              <td className="p-2 text-right tabular-nums">{category.left_out}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** What the report cannot see: sales that count towards nothing, items it cannot compare. */
function Gaps({
  report,
  locationId,
  t,
}: {
  report: VarianceReport;
  locationId: string;
  t: ReportsText;
}) {
  const { unmapped_sales: unmapped, without_recipe: withoutRecipe } = report;
  const notComparable = report.not_comparable;
  if (unmapped.length === 0 && withoutRecipe.length === 0 && notComparable.length === 0) {
    return null;
  }
  return (
    <Section id="variance-gaps" title={t.gapsTitle} description={t.gapsHelp}>
      {unmapped.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t.unmappedSales(unmapped.length)}</h3>
          <ul className="list-disc pl-5">
            {unmapped.map((sale) => (
              <li key={sale.pos_name}>
                {t.soldQuantity({ name: sale.pos_name, quantity: formatQuantity(sale.quantity) })}
              </li>
            ))}
          </ul>
          <Link to={`/dashboard/${locationId}/sales`} className={`${TEXT_LINK_CLASS} text-link`}>
            {t.matchOnSales}
          </Link>
        </div>
      )}
      {withoutRecipe.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t.withoutRecipe(withoutRecipe.length)}</h3>
          <ul className="list-disc pl-5">
            {withoutRecipe.map((item) => (
              <li key={item.menu_item_id}>
                <Link
                  to={`/dashboard/${locationId}/menu/${item.menu_item_id}`}
                  className={`${TEXT_LINK_CLASS} text-link`}
                >
                  {t.soldQuantity({ name: item.name, quantity: formatQuantity(item.quantity) })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {notComparable.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t.notComparable(notComparable.length)}</h3>
          <ul className="list-disc pl-5">
            {notComparable.map((item) => (
              <li key={item.item_id}>
                {item.only_in === 'from_count'
                  ? t.onlyInFirst({ name: item.name })
                  : t.onlyInSecond({ name: item.name })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function Report({
  report,
  locationId,
  currency,
  timeZone,
}: {
  report: VarianceReport;
  locationId: string;
  currency: string;
  timeZone: string;
}) {
  const t = useStore(reportsMessages);
  const from = dayIn(report.from_count.closed_at, timeZone);
  const to = dayIn(report.to_count.closed_at, timeZone);
  const changelogPath = (line: VarianceLine) =>
    `/dashboard/${locationId}/changelog?${new URLSearchParams({ item: line.name, from, to }).toString()}`;
  return (
    <>
      <p role="status">
        {t.between({
          from: `${report.from_count.name} (${formatWhen(report.from_count.closed_at)})`,
          to: `${report.to_count.name} (${formatWhen(report.to_count.closed_at)})`,
        })}
      </p>
      <Section id="variance-venue" title={t.venueTitle} description={t.venueHelp}>
        <TotalsList totals={report.totals} currency={currency} t={t} />
      </Section>
      <Gaps report={report} locationId={locationId} t={t} />
      <Section id="variance-items" title={t.itemsTitle} description={t.itemsHelp}>
        {report.items.length === 0 ? (
          <EmptyState>
            <p>{t.noItems}</p>
          </EmptyState>
        ) : (
          <ItemsTable report={report} currency={currency} changelogPath={changelogPath} t={t} />
        )}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => downloadText(varianceCsv(report), `variance-${from}-${to}.csv`)}
        >
          <Download aria-hidden="true" className="size-5" />
          {t.exportCsv}
        </Button>
      </Section>
      {report.categories.length > 0 && (
        <Section id="variance-categories" title={t.categoriesTitle}>
          <CategoriesTable report={report} currency={currency} t={t} />
        </Section>
      )}
    </>
  );
}

function Variance({ locationId }: { locationId: string }) {
  const t = useStore(reportsMessages);
  const settings = useLocation(locationId);
  const currency = settings.data?.currency ?? 'USD';
  const timeZone = settings.data?.timezone ?? BROWSER_TIME_ZONE;
  const counts = useCounts(locationId);
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  // The closed counts, newest first: what a variance report runs between.
  const closed = (counts.data ?? []).filter((count) => count.status === 'closed');
  // Newest first: by default the last two closed counts, the older one first.
  const fromCount = picked.from ?? closed[1]?.id ?? '';
  const toCount = picked.to ?? closed[0]?.id ?? '';
  const report = useVariance(locationId, fromCount, toCount);

  let content;
  if (counts.isPending) {
    content = <Spinner label={t.loadingCounts} />;
  } else if (counts.isError) {
    content = (
      <LoadError
        error={counts.error}
        message={t.countsLoadFailed}
        onRetry={() => void counts.refetch()}
      />
    );
  } else if (closed.length < 2) {
    content = (
      <EmptyState>
        <p>{t.needTwoCounts}</p>
        <p>{t.needTwoCountsHint}</p>
      </EmptyState>
    );
  } else {
    let result;
    if (fromCount === toCount) {
      result = <p role="alert">{t.sameCount}</p>;
    } else if (report.isPending) {
      result = <Spinner label={t.loadingVariance} />;
    } else if (report.isError) {
      result = (
        <LoadError
          error={report.error}
          message={t.varianceLoadFailed}
          onRetry={() => void report.refetch()}
        />
      );
    } else {
      result = (
        <Report
          report={report.data}
          locationId={locationId}
          currency={currency}
          timeZone={timeZone}
        />
      );
    }
    content = (
      <>
        <div role="group" aria-label={t.pickCounts} className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t.fromCount}
            value={fromCount}
            onChange={(event) => setPicked({ from: event.target.value, to: toCount })}
          >
            {closed.map((count) => (
              <option key={count.id} value={count.id}>
                {countLabel(count)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.toCount}
            value={toCount}
            onChange={(event) => setPicked({ from: fromCount, to: event.target.value })}
          >
            {closed.map((count) => (
              <option key={count.id} value={count.id}>
                {countLabel(count)}
              </option>
            ))}
          </SelectField>
        </div>
        {result}
      </>
    );
  }

  return (
    <Page title={t.varianceTitle} description={t.varianceDescription} width="full">
      <ReportTabs locationId={locationId} />
      {content}
    </Page>
  );
}

/**
 * Where the stock went between two closed counts: per item what the counts and deliveries say
 * was used against what the sales should have used, the waste recorded, and what nothing
 * explains, worst first in money; the categories' and the venue's totals; what the report
 * cannot see said plainly; each item's change log for the period; a CSV of it all.
 */
export function VarianceScreen() {
  const t = useStore(reportsMessages);
  const { locationId = '' } = useParams();
  return (
    <ManagerOnly title={t.varianceTitle}>
      <Variance locationId={locationId} />
    </ManagerOnly>
  );
}
