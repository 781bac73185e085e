import type { IsoWeekday } from '#contract/vendors.ts';
import type { VendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';

/** The messages that name each ISO weekday, in full and short. */
const WEEKDAY_KEYS = {
  1: ['monday', 'mon'],
  2: ['tuesday', 'tue'],
  3: ['wednesday', 'wed'],
  4: ['thursday', 'thu'],
  5: ['friday', 'fri'],
  6: ['saturday', 'sat'],
  7: ['sunday', 'sun'],
} as const satisfies Record<IsoWeekday, readonly [keyof VendorsMessages, keyof VendorsMessages]>;

/** An ISO weekday's name in the language in use: "Monday", or "Mon" short. */
export function weekdayName(
  day: number,
  t: VendorsMessages,
  style: 'short' | 'long' = 'long',
): string {
  const keys = WEEKDAY_KEYS[day as IsoWeekday] as (typeof WEEKDAY_KEYS)[IsoWeekday] | undefined;
  if (!keys) return String(day);
  return t[style === 'short' ? keys[1] : keys[0]];
}

/** "Mon, Wed, Fri"; "No delivery days set" for none. */
export function deliveryDaysText(
  days: number[],
  t: VendorsMessages,
  style: 'short' | 'long' = 'short',
): string {
  if (days.length === 0) return t.noDeliveryDays;
  return days.map((day) => weekdayName(day, t, style)).join(', ');
}

export function leadTimeText(days: number | null, t: VendorsMessages): string | null {
  if (days === null) return null;
  return t.leadTime(days);
}
