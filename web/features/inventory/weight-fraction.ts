/**
 * A part-used bottle as a fraction of a full one, from a level on a picture or from its
 * weight on a scale. Decimal arithmetic: 0.1 + 0.2 is 0.3 here, and a count is exact.
 *
 * Rounding: a level is read in tenths (what an eye tells on a bottle); a weight in hundredths
 * (what a kitchen scale tells, ±1 g on a 700 ml bottle is about 0.002), half away from zero.
 */
import Decimal from 'decimal.js';
import type { Item } from '#contract/inventory.ts';

/** Tenths of a bottle: the step of the level. */
export const LEVEL_STEP = 0.1;

type Weights = Pick<Item, 'full_weight_g' | 'empty_weight_g'>;

/** Whether the item can be counted by weight: both weights known, the full one heavier. */
export function canWeigh(item: Weights): boolean {
  return (
    item.full_weight_g !== null &&
    item.empty_weight_g !== null &&
    item.full_weight_g > item.empty_weight_g
  );
}

/**
 * (grams − empty) / (full − empty), clamped to 0..1 (a bottle a little lighter than the
 * empty one is empty; a heavier one than full is full), in hundredths. Undefined when the
 * item's weights are missing or make no sense, or the grams are not a weight.
 */
export function fractionFromWeight(grams: number, item: Weights): number | undefined {
  if (!canWeigh(item) || !Number.isFinite(grams) || grams < 0) return undefined;
  const empty = new Decimal(item.empty_weight_g as number);
  const span = new Decimal(item.full_weight_g as number).minus(empty);
  const fraction = Decimal.min(1, Decimal.max(0, new Decimal(grams).minus(empty).div(span)));
  return fraction.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/** A level anywhere in 0..1 (a drag) to the nearest tenth. */
export function levelInTenths(level: number): number {
  const clamped = Decimal.min(1, Decimal.max(0, Number.isFinite(level) ? level : 0));
  return clamped.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}

/** Whole units and the open one: 3 full bottles and 0.7 of one are 3.7. */
export function wholeAndPart(whole: number, part: number): number {
  return new Decimal(Math.max(0, Math.trunc(whole))).plus(part).toNumber();
}

/** The whole units in a quantity: 3.7 → 3. */
export function wholeUnits(quantity: number): number {
  return Math.max(0, Math.floor(quantity));
}

/** The open unit in a quantity: 3.7 → 0.7 (exact, not 0.7000000000000002). */
export function openPart(quantity: number): number {
  return new Decimal(Math.max(0, quantity)).mod(1).toNumber();
}
