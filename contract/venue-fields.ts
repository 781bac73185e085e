import { text } from './text.ts';

/*
 * A venue's currency and time zone as typed: in the location settings (locations.ts) and at
 * sign-up, which creates the first venue (auth.ts).
 */

/** Whether the runtime knows an IANA time zone (Intl throws a RangeError for unknown ones). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const currency = text()
  .trim()
  .regex(/^[A-Z]{3}$/, 'Use a 3-letter ISO 4217 code, like USD');
export const timezone = text()
  .trim()
  .min(1, 'Choose a time zone')
  .max(64)
  .refine(isTimeZone, 'Choose a valid time zone, like Europe/Paris');
