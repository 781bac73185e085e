import Decimal from 'decimal.js';
import fc from 'fast-check';
import { expect } from 'vitest';
import { massUnits, volumeUnits } from '#contract/units.ts';
import type { CostData, CostItem, CostLine, CostRecipe } from './costing.ts';

// What the property tests of the cost arithmetic (costing.property.test.ts) build their cases
// from. Expected values are worked out independently with a Decimal of its own (80 digits),
// never with binary floats.

export const Exact = Decimal.clone({ precision: 80 });

/** A decimal with at most 4 places between min and max, as numeric columns hold them. */
export const amount = (min: number, max: number) =>
  fc
    .integer({ min: min * 10_000, max: max * 10_000 })
    .map((n) => new Exact(n).div(10_000).toFixed());

export const massUnit = fc.constantFrom(...(Object.keys(massUnits) as (keyof typeof massUnits)[]));
export const volumeUnit = fc.constantFrom(
  ...(Object.keys(volumeUnits) as (keyof typeof volumeUnits)[]),
);

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function item(fields: Partial<CostItem> & { unit: string }): CostItem {
  return {
    id: nextId('item'),
    name: nextId('Item'),
    unitContent: null,
    unitContentUnit: null,
    conversions: [],
    costPerUnit: '1',
    wastePercent: null,
    allergens: {},
    ...fields,
  };
}

export function recipe(fields: Partial<CostRecipe> = {}): CostRecipe {
  return {
    id: nextId('recipe'),
    name: nextId('Recipe'),
    portions: '1',
    yieldQuantity: null,
    yieldUnit: null,
    ...fields,
  };
}

export function line(recipeId: string, fields: Partial<CostLine>): CostLine {
  return {
    id: nextId('line'),
    recipeId,
    inventoryItemId: null,
    subRecipeId: null,
    quantity: '1',
    unit: 'each',
    wastePercent: null,
    ...fields,
  };
}

export function data(items: CostItem[], recipes: CostRecipe[], lines: CostLine[]): CostData {
  const byRecipe = new Map<string, CostLine[]>();
  for (const one of lines) byRecipe.set(one.recipeId, [...(byRecipe.get(one.recipeId) ?? []), one]);
  return {
    items: new Map(items.map((one) => [one.id, one])),
    recipes: new Map(recipes.map((one) => [one.id, one])),
    lines: byRecipe,
  };
}

/**
 * `value` (40 significant digits) equals `expected` (80) to 30 significant digits: a rounding
 * far below the 4 decimals an answer shows, and no binary float would get near it.
 */
export const same = (value: { toString(): string }, expected: Decimal) => {
  const difference = new Exact(value.toString()).minus(expected).abs();
  const tolerance = expected.abs().times('1e-30').plus('1e-30');
  expect(
    difference.lessThanOrEqualTo(tolerance),
    `${value.toString()} ≠ ${expected.toFixed()}`,
  ).toBe(true);
};
