import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * Numbers a client sends (docs/api.md#amounts): quantities and money (numeric(14, 4)
 * columns), and the waste share of an item or a recipe line. They travel as JSON numbers
 * rounded to 4 decimals; the server computes with decimals, never binary floats.
 *
 * A numeric(14, 4) column holds |x| < 10^10, and what the server stores is not only what a
 * client sent but also what it computes from it (decision 028). The bounds below keep every
 * such figure inside its column:
 *
 * - a line generated from an item orders ⌈(par level − stock) ÷ pack size⌉ packs:
 *   at most 9,999,999 ÷ 0.001 = 9,999,999,000;
 * - a delivery sets the item's cost per unit to the invoice price ÷ pack size: at most
 *   9,999,999 ÷ 0.001 = 9,999,999,000;
 * - a delivery adds packs × pack size to the stock: at most 99,999 × 99,999 < 10^10 per line
 *   (the stock that results is checked against the column when it is booked).
 */

/** The most a quantity or an amount of money may be. */
export const MAX_AMOUNT = 9_999_999;
/** The most packs one order line may name, and the most units one pack may hold. */
export const MAX_PACKS = 99_999;
/** The smallest pack: a thousandth of the item's unit (a gram of a kilogram). */
export const MIN_PACK_SIZE = 0.001;
/** What a numeric(14, 4) column holds: every stored figure is below this, in absolute value. */
export const COLUMN_LIMIT = 10_000_000_000;

/** Whether a number has at most 4 decimals (checked on its shortest decimal form). */
export function hasAtMost4Decimals(value: number): boolean {
  return Number.isFinite(value) && new Decimal(value).decimalPlaces() <= 4;
}

/** A quantity or an amount of money sent by a client: ≥ 0, ≤ 9,999,999, ≤ 4 decimals. */
export const amount = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .max(MAX_AMOUNT, 'Use at most 9,999,999')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

/** Packs on an order line (ordered, or received: 0 when none came), ≤ 99,999. */
export const packCount = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .max(MAX_PACKS, 'Use at most 99,999')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

/** Pack size: how many of the inventory item's unit one pack holds, 0.001 to 99,999. */
export const packSize = z
  .number({ error: 'Enter a number' })
  .refine((value) => value > 0, 'Use a number above 0')
  .refine((value) => value <= 0 || value >= MIN_PACK_SIZE, 'Use at least 0.001')
  .refine((value) => value <= MAX_PACKS, 'Use at most 99,999')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

/** Share lost in preparing something (peel, trim, spillage), in percent: 0 up to, not including, 100. */
export const wastePercent = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .lt(100, 'Use a number below 100')
  .refine((value) => hasAtMost4Decimals(value), 'Use at most 4 decimals');
