import { userLocale } from '#web/lib/amounts.ts';
import { formatQuantity } from './stock-rows.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", or `justNow` (the screen's words) under a minute. */
export function relativeTime(iso: string, justNow: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(userLocale(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}

/** The exact moment in the venue's own time zone: what the bar's clock said. */
export function exactTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(userLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

export function signedDelta(delta: number): string {
  return delta > 0 ? `+${formatQuantity(delta)}` : delta < 0 ? `−${formatQuantity(-delta)}` : '±0';
}
