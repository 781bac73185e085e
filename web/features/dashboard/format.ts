// Money, quantities and times as everywhere else: in the reader's locale.
import { userLocale } from '#web/lib/amounts.ts';

export { formatMoney, formatQuantity, formatWhen, userLocale } from '#web/lib/amounts.ts';

/** "21 Nov" for a YYYY-MM-DD date (read as a calendar day, not an instant). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat(userLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A whole number of things ("1,234" items), in the reader's locale. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(userLocale()).format(value);
}
