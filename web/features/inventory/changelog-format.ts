import type { StockUpdateReason } from '../../../contract/inventory.ts';
import { formatQuantity } from './stock-rows.ts';

export const REASON_LABELS: Record<StockUpdateReason, string> = {
  count: 'Count',
  receive: 'Delivery received',
  waste: 'Waste',
  adjust: 'Adjustment',
  undo: 'Undo',
  import: 'Import',
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The exact moment in the venue's own time zone: what the bar's clock said. */
export function exactTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

export function signedDelta(delta: number): string {
  return delta > 0 ? `+${formatQuantity(delta)}` : delta < 0 ? `−${formatQuantity(-delta)}` : '±0';
}
