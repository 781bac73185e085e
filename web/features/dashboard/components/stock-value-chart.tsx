import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

/**
 * The days since the venue's stock first had a value. The server values a day before any
 * count as 0, which would draw a flat line at 0 and then a cliff: those leading days are not
 * history, so they are left out (a day at 0 after the first valued one stays).
 */
export function daysWithHistory(history: Point[]): Point[] {
  const start = history.findIndex((point) => point.value !== 0);
  return start === -1 ? [] : history.slice(start);
}

/**
 * Stock value over the days of the last 30 that have history: a chart, a sentence and a
 * table for screen readers.
 */
export function StockValueChart({
  history: all,
  currency,
}: {
  history: Point[];
  currency: string;
}) {
  const [ref, width] = useWidth();
  const history = daysWithHistory(all);
  const first = history.at(0);
  const last = history.at(-1);
  const money = (value: number) => formatMoney(value, currency);
  if (!first || !last) {
    return (
      <p className="text-muted">
        No stock value yet: it shows here once items with a cost are counted.
      </p>
    );
  }
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted">
        {history.length === 1
          ? `Stock value on ${formatDay(first.date)}: ${money(first.value)}.`
          : `Stock value over the last ${history.length} days: from ${money(first.value)} on ${formatDay(first.date)} to ${money(last.value)} on ${formatDay(last.date)}.`}
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
        <caption>Stock value per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Stock value</th>
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
