import { describe, expect, it } from 'vitest';
import {
  canConvert,
  cannotConvertMessage,
  convert,
  conversionFactor,
  type ItemUnits,
  UnitDecimal,
} from './unit-conversion.ts';
import { dimensionOf, massUnits, normalizeUnit, unitConversion, volumeUnits } from './units.ts';

const grams: Record<string, string> = massUnits;
const millilitres: Record<string, string> = volumeUnits;

/** `quantity from` in `to`, rounded to 4 decimals, as a string. */
const shown = (quantity: string | number, from: string, to: string, item?: ItemUnits) =>
  convert(quantity, from, to, item)?.toDecimalPlaces(4).toFixed() ?? null;

describe('conversion within a dimension', () => {
  it.each([
    ['mass', grams],
    ['volume', millilitres],
  ] as const)('converts every pair of %s units exactly, both ways', (_name, table) => {
    for (const [from, fromBase] of Object.entries(table)) {
      for (const [to, toBase] of Object.entries(table)) {
        const factor = conversionFactor(from, to);
        expect(factor, `${from} → ${to}`).not.toBeNull();
        // One `from` is `factor` of `to`: factor × size(to) = size(from), exactly enough.
        expect(factor?.times(toBase).toSignificantDigits(30).toFixed(), `${from} → ${to}`).toBe(
          new UnitDecimal(fromBase).toFixed(),
        );
        const back = conversionFactor(to, from);
        expect(
          factor
            ?.times(back ?? 0)
            .toSignificantDigits(30)
            .toFixed(),
          `${from} ↔ ${to}`,
        ).toBe('1');
      }
    }
  });

  it('uses the legal definitions', () => {
    expect(shown(1, 'kg', 'g')).toBe('1000');
    expect(shown(1, 'lb', 'g')).toBe('453.5924');
    expect(shown(16, 'oz', 'lb')).toBe('1');
    expect(shown(1, 'l', 'ml')).toBe('1000');
    expect(shown(70, 'cl', 'l')).toBe('0.7');
    expect(shown(1, 'fl_oz', 'ml')).toBe('29.5735');
    expect(shown(128, 'fl_oz', 'gal')).toBe('1');
    expect(shown(3, 'tsp', 'tbsp')).toBe('1');
    expect(shown(250, 'g', 'kg')).toBe('0.25');
  });

  it('keeps the exact value until it is rounded', () => {
    // 1 oz = 28.349523125 g exactly: no binary float error creeps in.
    expect(convert('1', 'oz', 'g')?.toFixed()).toBe('28.349523125');
    expect(convert('0.1', 'l', 'ml')?.toFixed()).toBe('100');
  });

  it('reads units in any case and their usual spellings', () => {
    expect(normalizeUnit(' Litres ')).toBe('l');
    expect(normalizeUnit('fl oz')).toBe('fl_oz');
    expect(normalizeUnit('KG')).toBe('kg');
    expect(normalizeUnit('pcs')).toBe('each');
    expect(shown(2, 'Kilograms', 'grams')).toBe('2000');
  });

  it('sorts units into their dimensions', () => {
    expect(dimensionOf('kg')).toBe('mass');
    expect(dimensionOf('fl_oz')).toBe('volume');
    expect(dimensionOf('bottle')).toBe('count');
    expect(dimensionOf('crate')).toBe('count');
  });

  it('converts a count unit to itself, and to nothing else without an item', () => {
    expect(shown(3, 'bottle', 'bottles')).toBe('3');
    expect(canConvert('bottle', 'case')).toBe(false);
    expect(canConvert('each', 'g')).toBe(false);
  });
});

describe('conversions an item states', () => {
  const gin: ItemUnits = { unit: 'bottle', unit_content: '700', unit_content_unit: 'ml' };
  const lemon: ItemUnits = {
    unit: 'each',
    conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
  };
  const tonic: ItemUnits = {
    unit: 'case',
    unit_content: 24,
    unit_content_unit: 'can',
    conversions: [{ quantity: 1, unit: 'can', equals: 200, equals_unit: 'ml' }],
  };

  it('crosses a count to volume through the content per unit', () => {
    expect(shown(50, 'ml', 'bottle', gin)).toBe('0.0714');
    expect(convert(50, 'ml', 'bottle', gin)?.times(14).toSignificantDigits(30).toFixed()).toBe('1');
    expect(shown(1, 'bottle', 'cl', gin)).toBe('70');
    expect(shown(2, 'fl_oz', 'bottle', gin)).toBe('0.0845');
  });

  it('crosses a count to mass through its own conversion (1 each = 150 g)', () => {
    expect(shown(300, 'g', 'each', lemon)).toBe('2');
    expect(shown(1, 'kg', 'each', lemon)).toBe('6.6667');
    expect(shown(1, 'each', 'oz', lemon)).toBe('5.2911');
  });

  it('chains conversions: case → can → ml', () => {
    expect(shown(1, 'case', 'l', tonic)).toBe('4.8');
    expect(shown(400, 'ml', 'case', tonic)).toBe('0.0833');
    expect(shown(2, 'can', 'case', tonic)).toBe('0.0833');
  });

  it('refuses what the item does not say, naming both units', () => {
    expect(canConvert('g', 'bottle', gin)).toBe(false);
    expect(convert(1, 'g', 'bottle', gin)).toBeNull();
    expect(canConvert('ml', 'each', lemon)).toBe(false);
    expect(canConvert('g', 'case', tonic)).toBe(false);
    expect(cannotConvertMessage('g', 'bottle')).toMatch(/g.*bottle/);
  });

  it('ignores a content per unit without its unit', () => {
    expect(canConvert('ml', 'bottle', { unit: 'bottle', unit_content: 700 })).toBe(false);
  });
});

describe('unitConversion', () => {
  it('takes a conversion between two units, both sides above 0', () => {
    expect(
      unitConversion.safeParse({ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' })
        .success,
    ).toBe(true);
    expect(
      unitConversion.safeParse({ quantity: 0, unit: 'each', equals: 150, equals_unit: 'g' })
        .success,
    ).toBe(false);
    const same = unitConversion.safeParse({
      quantity: 1,
      unit: 'Grams',
      equals: 1,
      equals_unit: 'g',
    });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.path).toEqual(['equals_unit']);
  });
});
