import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * Numbers a client sends (docs/api.md#amounts): quantities and money (numeric(14, 4)
 * columns), and the waste share of an item or a recipe line. They travel as JSON numbers
 * rounded to 4 decimals; the server computes with decimals, never binary floats.
 */

/** Columns are numeric(14, 4): at most 10 digits before the point. */
const MAX_AMOUNT = 9_999_999_999;

/** Whether a number has at most 4 decimals (checked on its shortest decimal form). */
export function hasAtMost4Decimals(value: number): boolean {
  return Number.isFinite(value) && new Decimal(value).decimalPlaces() <= 4;
}

/** A quantity or an amount of money sent by a client: ≥ 0, ≤ 4 decimals. */
export const amount = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .max(MAX_AMOUNT, 'Use a smaller number')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

/** Share lost in preparing something (peel, trim, spillage), in percent: 0 up to, not including, 100. */
export const wastePercent = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .lt(100, 'Use a number below 100')
  .refine((value) => hasAtMost4Decimals(value), 'Use at most 4 decimals');
