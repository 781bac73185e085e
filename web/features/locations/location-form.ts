import { z } from 'zod';
import {
  address,
  createLocationBody,
  currency,
  DEFAULT_TIMEZONE,
  targetFoodCostPercent,
  timezone,
  venueEmail,
  venuePhone,
} from '#contract/locations.ts';
import { readAmount } from '#web/lib/amounts.ts';
import { COMMON_CURRENCIES } from '#web/lib/local-currency.ts';

/**
 * The form behind "Add a location" and the General settings: the contract's fields, with
 * every value a string the inputs can hold (the address is sent as null when empty).
 */
export const locationForm = createLocationBody
  .omit({ phone: true, email: true })
  .extend({ currency, timezone, address });
export type LocationFormValues = z.infer<typeof locationForm>;

/**
 * The General settings: the venue's fields, its phone and email (shown on the orders it sends;
 * an empty one is sent as null), and the target food cost % the menu is measured against,
 * typed as text read like every amount ("32,5" reads as 32.5, see readAmount), then checked by
 * the contract.
 */
export const generalForm = locationForm.extend({
  phone: venuePhone,
  email: venueEmail,
  target_food_cost_percent: z
    .string()
    .transform((typed, ctx) => {
      if (typed.trim() === '') return NaN; // the contract's own "Enter a percentage"
      const reading = readAmount(typed);
      if ('value' in reading) return reading.value;
      // Says what is wrong ("1.234,5" has a thousands separator) rather than "not a number".
      ctx.issues.push({ code: 'custom', message: reading.problem, input: typed });
      return z.NEVER;
    })
    .pipe(targetFoodCostPercent),
});
export type GeneralFormInput = z.input<typeof generalForm>;

/** Common ISO 4217 codes first; a location's own code is added when it is not among them. */
export function currencyOptions(current?: string): string[] {
  const codes: string[] = [...COMMON_CURRENCIES];
  return current && !codes.includes(current) ? [current, ...codes] : codes;
}

/** Every IANA zone the browser knows, with UTC (which some browsers leave out). */
export function timeZoneOptions(current?: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(DEFAULT_TIMEZONE);
  if (current) zones.add(current);
  return [...zones].sort();
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
}

/** The body to send: trimmed by the schema, an empty address as null. */
export function locationBody<T extends LocationFormValues>(values: T) {
  return { ...values, address: values.address === '' ? null : values.address };
}
