import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { InventorySummary } from '#contract/stock-updates.ts';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { formatDay, formatMoney } from '../format.ts';
import type { Point } from './stock-value-plot.tsx';

// The drawing comes in its own chunk (recharts); the box keeps its height meanwhile.
const StockValuePlot = lazy(() => import('./stock-value-plot.tsx'));

const CHART_HEIGHT = 220;

/** The width of an element, following resizes (0 until measured, as in jsdom). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

type Day = InventorySummary['value_history'][number];

/**
 * The days since the venue's first stock update. The server gives no value (null) for a day
 * before it: those days are not history and are left out. From that day on every day has a
 * value, and a day worth 0 is drawn at 0.
 */
function daysWithHistory(history: Day[]): Point[] {
  const start = history.findIndex((day) => day.value !== null);
  if (start === -1) return [];
  return history.slice(start).map((day) => ({ date: day.date, value: day.value ?? 0 }));
}

/**
 * Stock value over the days of the last 30 that have history: a chart, a sentence and a
 * table for screen readers.
 */
export function StockValueChart({ history: all, currency }: { history: Day[]; currency: string }) {
  const t = useStore(dashboardMessages);
  const [ref, width] = useWidth();
  const history = daysWithHistory(all);
  const first = history.at(0);
  const last = history.at(-1);
  const money = (value: number) => formatMoney(value, currency);
  if (!first || !last) return <p className="text-muted">{t.noHistory}</p>;
  // History, but never worth anything: no items with a cost counted yet.
  if (history.every((point) => point.value === 0)) {
    return <p className="text-muted">{t.noStockValue}</p>;
  }
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted">
        {history.length === 1
          ? t.valueOnDay({ date: formatDay(first.date), value: money(first.value) })
          : t.valueOverDays({
              days: history.length,
              first: money(first.value),
              firstDate: formatDay(first.date),
              last: money(last.value),
              lastDate: formatDay(last.date),
            })}
      </figcaption>
      <div ref={ref} aria-hidden="true" style={{ height: CHART_HEIGHT }} className="w-full">
        {width > 0 && (
          <Suspense fallback={null}>
            <StockValuePlot
              history={history}
              currency={currency}
              width={width}
              height={CHART_HEIGHT}
            />
          </Suspense>
        )}
      </div>
      <table className="sr-only">
        <caption>{t.valuePerDay}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.stockValue}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.date}>
              <td>{point.date}</td>
              <td>{money(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
