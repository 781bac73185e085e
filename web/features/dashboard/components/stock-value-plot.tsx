import { useStore } from '@nanostores/react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { formatDay, formatMoney } from '../format.ts';

export interface Point {
  date: string;
  value: number;
}

// The theme's colours (CSS variables), so the chart follows light and dark.
const TICK = { fill: 'var(--muted)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--surface)',
  borderColor: 'var(--border)',
  color: 'var(--fg)',
};

interface StockValuePlotProps {
  history: Point[];
  currency: string;
  width: number;
  height: number;
}

/**
 * The drawing of the stock value chart. Its own chunk, loaded once the dashboard shows:
 * recharts is most of the dashboard's code, and the figures, the sentence and the table
 * above and below it need none of it.
 */
export default function StockValuePlot({ history, currency, width, height }: StockValuePlotProps) {
  const t = useStore(dashboardMessages);
  const money = (value: number) => formatMoney(value, currency);
  return (
    <AreaChart
      width={width}
      height={height}
      data={history}
      // The chart is hidden from assistive tech (the table says it all): no focus stop.
      accessibilityLayer={false}
      // Room on the right for half of the last day's label, which centres on the last point.
      margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatDay}
        stroke="var(--muted)"
        tick={TICK}
        minTickGap={24}
      />
      {/* Sized to its longest label, so "$1,234" never loses its "$" at any width. */}
      <YAxis
        width="auto"
        stroke="var(--muted)"
        tick={TICK}
        tickFormatter={(value: number) => money(value)}
      />
      <Tooltip
        formatter={(value) => money(Number(value))}
        labelFormatter={(label) => formatDay(String(label))}
        contentStyle={TOOLTIP_STYLE}
      />
      <Area
        type="monotone"
        dataKey="value"
        name={t.stockValue}
        stroke="var(--primary)"
        fill="var(--primary)"
        fillOpacity={0.15}
        strokeWidth={2}
        isAnimationActive={false}
        // A single day has no line to draw: a dot shows it.
        dot={history.length === 1}
      />
    </AreaChart>
  );
}
