import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type {
  MenuEngineeringClass,
  MenuEngineeringItem,
  MenuEngineeringReport,
} from '#contract/reports.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { formatMoney, formatPercent, formatQuantity } from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';
import { dayIn } from '#web/lib/venue-time.ts';
import { useMenuEngineering } from './api/get-menu-engineering.ts';
import { ManagerOnly } from './components/manager-only.tsx';
import { CLASS_COLOUR, MenuMatrix } from './components/menu-matrix.tsx';
import { ReportTabs } from './components/report-tabs.tsx';

type ReportsText = ReturnType<typeof reportsMessages.get>;

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The period shown first: the last four weeks, today included. */
const DEFAULT_DAYS = 28;

/** Each class's name and what it suggests doing, messages of the `reports` namespace. */
export const CLASS_WORDS = {
  star: { name: 'classStar', advice: 'adviceStar' },
  plowhorse: { name: 'classPlowhorse', advice: 'advicePlowhorse' },
  puzzle: { name: 'classPuzzle', advice: 'advicePuzzle' },
  dog: { name: 'classDog', advice: 'adviceDog' },
} as const satisfies Record<MenuEngineeringClass, { name: string; advice: string }>;

const CLASS_ORDER: MenuEngineeringClass[] = ['star', 'plowhorse', 'puzzle', 'dog'];

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function ClassesLegend({ report, t }: { report: MenuEngineeringReport; t: ReportsText }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {CLASS_ORDER.map((name) => (
        <li key={name} className="rounded-lg border border-border p-3">
          <p className={cn('font-semibold', CLASS_COLOUR[name])}>
            {t.classCount({ name: t[CLASS_WORDS[name].name] })(report.class_counts[name])}
          </p>
          <p className="text-sm">{t[CLASS_WORDS[name].advice]}</p>
        </li>
      ))}
    </ul>
  );
}

function ItemsTable({
  items,
  currency,
  t,
}: {
  items: MenuEngineeringItem[];
  currency: string;
  t: ReportsText;
}) {
  return (
    <ScrollRegion label={t.menuItemsRegion}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t.menuItemsCaption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              {t.menuItem}
            </th>
            <th scope="col" className="p-2">
              {t.class}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.sold}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.menuMix}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.averagePrice}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.cost}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.contributionMargin}
            </th>
            <th scope="col" className="p-2 text-right">
              {t.totalMargin}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.menu_item_id} className="border-b border-border align-top">
              <th scope="row" className="p-2 font-normal">
                <span className="font-semibold">{item.name}</span>
                {item.category && <span className="block text-sm text-muted">{item.category}</span>}
              </th>
              <td className="p-2">
                {item.class && (
                  <div className="flex min-w-36 flex-col">
                    <span className={cn('font-semibold', CLASS_COLOUR[item.class])}>
                      {t[CLASS_WORDS[item.class].name]}
                    </span>
                    <span className="text-sm">{t[CLASS_WORDS[item.class].advice]}</span>
                  </div>
                )}
              </td>
              <td className="p-2 text-right tabular-nums">{formatQuantity(item.quantity_sold)}</td>
              <td className="p-2 text-right tabular-nums">
                {formatPercent(item.menu_mix_percent)}
              </td>
              <td className="p-2 text-right tabular-nums">
                {formatMoney(item.average_price, currency)}
                {item.price_source === 'menu' && (
                  <span className="block text-xs text-muted">{t.menuPrice}</span>
                )}
              </td>
              <td className="p-2 text-right tabular-nums">{formatMoney(item.cost, currency)}</td>
              <td className="p-2 text-right tabular-nums">
                {formatMoney(item.contribution_margin, currency)}
              </td>
              <td className="p-2 text-right font-semibold tabular-nums">
                {formatMoney(item.total_margin, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Items sold whose cost is unknown: no class, and why, with a way to fix it. */
function UnknownCost({
  items,
  locationId,
  t,
}: {
  items: MenuEngineeringItem[];
  locationId: string;
  t: ReportsText;
}) {
  return (
    <Section
      id="menu-unknown-cost"
      title={t.unknownCostTitle(items.length)}
      description={t.unknownCostHelp}
    >
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.menu_item_id} className="flex flex-col">
            <Link
              to={`/dashboard/${locationId}/menu/${item.menu_item_id}`}
              className={`${TEXT_LINK_CLASS} text-link`}
            >
              {t.soldQuantity({ name: item.name, quantity: formatQuantity(item.quantity_sold) })}
            </Link>
            <span className="text-sm">
              {item.unknown_reason === 'nothing_to_cost'
                ? t.nothingToCost
                : item.missing_costs.length > 0
                  ? t.missingCosts({ names: item.missing_costs.join(', ') })
                  : t.costIncomplete}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Report({
  report,
  locationId,
  currency,
}: {
  report: MenuEngineeringReport;
  locationId: string;
  currency: string;
}) {
  const t = useStore(reportsMessages);
  const known = report.items.filter((item) => item.class !== null);
  const unknown = report.items.filter((item) => item.class === null);
  const totals = report.totals;
  return (
    <>
      <Section id="menu-summary" title={t.menuSummaryTitle}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
          <dt>{t.itemsSold}</dt>
          <dd className="text-right tabular-nums">
            {t.itemsSoldValue({
              items: report.items_sold,
              quantity: formatQuantity(report.quantity_sold),
            })}
          </dd>
          <dt>{t.revenue}</dt>
          <dd className="text-right tabular-nums">{formatMoney(totals.revenue, currency)}</dd>
          <dt>{t.cost}</dt>
          <dd className="text-right tabular-nums">{formatMoney(totals.cost, currency)}</dd>
          <dt>{t.margin}</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatMoney(totals.margin, currency)}
          </dd>
          <dt>{t.foodCost}</dt>
          <dd className="text-right tabular-nums">{formatPercent(totals.food_cost_percent)}</dd>
          <dt>{t.popularityLine}</dt>
          <dd className="text-right tabular-nums">
            {formatPercent(report.popularity_threshold_percent)}
          </dd>
          <dt>{t.averageMargin}</dt>
          <dd className="text-right tabular-nums">
            {formatMoney(report.average_margin, currency, t.unknown)}
          </dd>
        </dl>
        {report.items_left_out > 0 && (
          <p className="text-sm">{t.menuLeftOut(report.items_left_out)}</p>
        )}
        {report.unmapped.length > 0 && (
          <p className="text-sm">
            {t.menuUnmapped({
              names: report.unmapped
                .map((sale) => `${sale.pos_name} (${formatQuantity(sale.quantity)})`)
                .join(', '),
            })}{' '}
            <Link to={`/dashboard/${locationId}/sales`} className={`${TEXT_LINK_CLASS} text-link`}>
              {t.matchOnSales}
            </Link>
          </p>
        )}
      </Section>
      {known.length > 0 && (
        <Section id="menu-matrix" title={t.matrixTitle} description={t.matrixHelp}>
          <MenuMatrix report={report} />
          <ClassesLegend report={report} t={t} />
        </Section>
      )}
      <Section id="menu-items" title={t.menuItemsTitle}>
        {known.length === 0 ? (
          <EmptyState>
            <p>{t.noClassedItems}</p>
          </EmptyState>
        ) : (
          <ItemsTable items={known} currency={currency} t={t} />
        )}
      </Section>
      {unknown.length > 0 && <UnknownCost items={unknown} locationId={locationId} t={t} />}
    </>
  );
}

function MenuEngineering({ locationId }: { locationId: string }) {
  const t = useStore(reportsMessages);
  const settings = useLocation(locationId);
  const currency = settings.data?.currency ?? 'USD';
  const timeZone = settings.data?.timezone ?? BROWSER_TIME_ZONE;
  const [range, setRange] = useState(() => {
    const today = dayIn(new Date(), timeZone);
    return { from: daysBefore(today, DEFAULT_DAYS - 1), to: today };
  });
  const reversed = range.from !== '' && range.to !== '' && range.to < range.from;
  const report = useMenuEngineering(locationId, range.from, range.to);

  let content;
  if (!range.from || !range.to || reversed) {
    content = null;
  } else if (report.isPending) {
    content = <Spinner label={t.loadingMenuEngineering} />;
  } else if (report.isError) {
    content = (
      <LoadError
        error={report.error}
        message={t.menuEngineeringLoadFailed}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (report.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>{t.noSales}</p>
        <p>
          <Link to={`/dashboard/${locationId}/sales`} className={`${TEXT_LINK_CLASS} text-link`}>
            {t.importSalesLink}
          </Link>
        </p>
      </EmptyState>
    );
  } else {
    content = <Report report={report.data} locationId={locationId} currency={currency} />;
  }

  return (
    <Page title={t.menuEngineeringTitle} description={t.menuEngineeringDescription} width="full">
      <ReportTabs locationId={locationId} />
      <div role="search" aria-label={t.period} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.from}
          type="date"
          value={range.from}
          error={range.from ? undefined : t.enterDay}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label={t.to}
          type="date"
          value={range.to}
          error={reversed ? t.toBeforeFrom : range.to ? undefined : t.enterDay}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
      </div>
      {content}
    </Page>
  );
}

/**
 * Menu engineering (Kasavana–Smith): each menu item sold in a period placed by popularity and
 * contribution margin as a star, plowhorse, puzzle or dog, with what each class suggests; a
 * chart and a table of the same figures; items of unknown cost listed apart, never classed.
 */
export function MenuEngineeringScreen() {
  const t = useStore(reportsMessages);
  const { locationId = '' } = useParams();
  return (
    <ManagerOnly title={t.menuEngineeringTitle}>
      <MenuEngineering locationId={locationId} />
    </ManagerOnly>
  );
}
