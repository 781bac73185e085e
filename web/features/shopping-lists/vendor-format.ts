import { WEEKDAY_NAMES } from '../../../contract/vendors.ts';
import type { IsoWeekday } from '../../../contract/vendors.ts';

/** "Mon, Wed, Fri"; "No delivery days set" for none. */
export function deliveryDaysText(days: number[], style: 'short' | 'long' = 'short'): string {
  if (days.length === 0) return 'No delivery days set';
  return days
    .map((day) => {
      const name = WEEKDAY_NAMES[day as IsoWeekday] ?? String(day);
      return style === 'short' ? name.slice(0, 3) : name;
    })
    .join(', ');
}

export function leadTimeText(days: number | null): string | null {
  if (days === null) return null;
  return days === 1 ? '1 day lead time' : `${days} days lead time`;
}
