import { z } from 'zod';

export const NUL_MESSAGE = 'Remove the invisible NUL character from this text';

/**
 * Every text a client sends: a string without NUL characters (PostgreSQL cannot store them,
 * and a name or a note with one is a broken paste, not data). Chain rules onto it as onto
 * `z.string()`: `text({ error: 'Enter a name' }).trim().min(1).max(200)`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/**
 * An optional text of at most `max` characters: trimmed, and blank means none (null), so a
 * cleared field clears the value.
 */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** An email address of at most 254 characters, or empty / null for none. */
export const optionalEmail = text()
  .trim()
  .max(254, 'Use at most 254 characters')
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value))
  .pipe(z.email('Enter a valid email address').nullable().optional());

/** A point in time as the API writes it: ISO 8601 with its offset (UTC, `Z`). */
export const timestamp = z.iso.datetime({ offset: true });

/** The years a period's bound may name: what the database reads on either side of any time zone. */
const BOUND_YEARS = { min: 1900, max: 9998 };
export const BOUND_YEARS_MESSAGE = 'Use a year from 1900 to 9998';

/**
 * A bound of a period: a day (YYYY-MM-DD, read in the location's time zone) or an instant (ISO
 * date-time with an offset), in a year from 1900 to 9998.
 */
export const dayOrInstant = z
  .union([z.iso.date(), timestamp], {
    error: 'Use a date (YYYY-MM-DD) or a date and time with an offset',
  })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= BOUND_YEARS.min && year <= BOUND_YEARS.max;
  }, BOUND_YEARS_MESSAGE);

/** Whether a bound is a day (YYYY-MM-DD) rather than an instant. */
export const isDayBound = (bound: string) => bound.length === 10;

/** Two days or two instants in the wrong order (a day and an instant are not compared). */
export function boundsReversed(from: string, to: string): boolean {
  if (isDayBound(from) !== isDayBound(to)) return false;
  return isDayBound(from) ? to < from : Date.parse(to) < Date.parse(from);
}
