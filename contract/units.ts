import { z } from 'zod';
import { text } from './text.ts';

/**
 * Units of measure (docs/domain.md#units): mass, volume and count, their spellings and the
 * dimension of each, and the conversions an item states of itself. Converting between units is
 * `unit-conversion.ts`.
 */

type Dimension = 'mass' | 'volume' | 'count';

/** Mass units, each as grams. */
export const massUnits = {
  mg: '0.001',
  g: '1',
  kg: '1000',
  oz: '28.349523125',
  lb: '453.59237',
} as const;

/** Volume units, each as millilitres (US customary fl_oz and gal). */
export const volumeUnits = {
  ml: '1',
  cl: '10',
  dl: '100',
  l: '1000',
  tsp: '4.92892159375',
  tbsp: '14.78676478125',
  fl_oz: '29.5735295625',
  cup: '236.5882365',
  gal: '3785.411784',
} as const;

/** Count units offered in forms; any other unit name is a count unit too. */
const countUnits = ['each', 'bottle', 'can', 'case', 'pack', 'box', 'bag', 'keg'] as const;

/** What a sub-recipe may be measured in besides its yield's units: its portions. */
export const PORTION_UNIT = 'portion';

type MassUnit = keyof typeof massUnits;
type VolumeUnit = keyof typeof volumeUnits;

/** Every unit with a fixed meaning, for pickers: mass, then volume, then common counts. */
export const knownUnits = [
  ...(Object.keys(massUnits) as MassUnit[]),
  ...(Object.keys(volumeUnits) as VolumeUnit[]),
  ...countUnits,
] as const;

/** Other spellings people type, mapped to the unit's key. */
const aliases: Record<string, string> = {
  gram: 'g',
  grams: 'g',
  gr: 'g',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  milligram: 'mg',
  milligrams: 'mg',
  ounce: 'oz',
  ounces: 'oz',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  centilitre: 'cl',
  centilitres: 'cl',
  centiliter: 'cl',
  centiliters: 'cl',
  decilitre: 'dl',
  deciliter: 'dl',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  'fl oz': 'fl_oz',
  'fl. oz': 'fl_oz',
  'fl.oz': 'fl_oz',
  'fl-oz': 'fl_oz',
  floz: 'fl_oz',
  'fluid ounce': 'fl_oz',
  'fluid ounces': 'fl_oz',
  gallon: 'gal',
  gallons: 'gal',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  cups: 'cup',
  ea: 'each',
  pc: 'each',
  pcs: 'each',
  piece: 'each',
  pieces: 'each',
  unit: 'each',
  units: 'each',
  bottles: 'bottle',
  cans: 'can',
  cases: 'case',
  packs: 'pack',
  boxes: 'box',
  bags: 'bag',
  kegs: 'keg',
  portions: 'portion',
  serving: 'portion',
  servings: 'portion',
};

/** A unit as compared: trimmed, lower case, its usual key ("Litres" → "l", "fl oz" → "fl_oz"). */
export function normalizeUnit(unit: string): string {
  const key = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  return aliases[key] ?? key;
}

/** The dimension of a unit: mass, volume, or count (every unit that is neither). */
export function dimensionOf(unit: string): Dimension {
  const key = normalizeUnit(unit);
  if (key in massUnits) return 'mass';
  if (key in volumeUnits) return 'volume';
  return 'count';
}

/**
 * An item's own conversion: `quantity unit = equals equals_unit` ("1 each = 150 g",
 * "1 case = 24 bottle"). Both sides > 0, the two units different.
 */
export const unitConversion = z
  .object({
    quantity: z
      .number({ error: 'Enter a number' })
      .positive('Use a number above 0')
      .max(9_999_999_999, 'Use a smaller number'),
    unit: text().trim().min(1, 'Enter a unit').max(32, 'Use at most 32 characters'),
    equals: z
      .number({ error: 'Enter a number' })
      .positive('Use a number above 0')
      .max(9_999_999_999, 'Use a smaller number'),
    equals_unit: text().trim().min(1, 'Enter a unit').max(32, 'Use at most 32 characters'),
  })
  .refine((c) => normalizeUnit(c.unit) !== normalizeUnit(c.equals_unit), {
    path: ['equals_unit'],
    message: 'Use two different units',
  });
export type UnitConversion = z.infer<typeof unitConversion>;

/** Most conversions an item carries. */
export const MAX_ITEM_CONVERSIONS = 20;

export const unitConversions = z
  .array(unitConversion)
  .max(MAX_ITEM_CONVERSIONS, `Use at most ${MAX_ITEM_CONVERSIONS} conversions`);
