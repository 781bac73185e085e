import { describe, expect, it } from 'vitest';
import {
  canWeigh,
  fractionFromWeight,
  levelInTenths,
  openPart,
  wholeAndPart,
  wholeUnits,
} from './weight-fraction.ts';

// A 700 ml bottle of rum: 1,150 g full, 450 g empty (700 g of spirit).
const rum = { full_weight_g: 1150, empty_weight_g: 450 };

describe('a part-used bottle by weight', () => {
  it('is (grams − empty) / (full − empty), in hundredths', () => {
    expect(fractionFromWeight(940, rum)).toBe(0.7);
    expect(fractionFromWeight(800, rum)).toBe(0.5);
    // 353 / 700 = 0.50428…: hundredths, not a long float.
    expect(fractionFromWeight(803, rum)).toBe(0.5);
    // 0.505 exactly rounds half up: 453.5 g over empty.
    expect(fractionFromWeight(803.5, rum)).toBe(0.51);
    expect(fractionFromWeight(450, rum)).toBe(0);
    expect(fractionFromWeight(1150, rum)).toBe(1);
  });

  it('is empty below the empty weight and full above the full one', () => {
    expect(fractionFromWeight(430, rum)).toBe(0);
    expect(fractionFromWeight(0, rum)).toBe(0);
    expect(fractionFromWeight(1200, rum)).toBe(1);
  });

  it('is unknown without both weights, with a full one no heavier than the empty, or no weight', () => {
    expect(fractionFromWeight(800, { full_weight_g: null, empty_weight_g: 450 })).toBeUndefined();
    expect(fractionFromWeight(800, { full_weight_g: 1150, empty_weight_g: null })).toBeUndefined();
    expect(fractionFromWeight(800, { full_weight_g: 450, empty_weight_g: 450 })).toBeUndefined();
    expect(fractionFromWeight(Number.NaN, rum)).toBeUndefined();
    expect(fractionFromWeight(-5, rum)).toBeUndefined();
    expect(canWeigh(rum)).toBe(true);
    expect(canWeigh({ full_weight_g: 400, empty_weight_g: 450 })).toBe(false);
  });
});

describe('a part-used bottle by its level', () => {
  it('is read in tenths, within 0..1', () => {
    expect(levelInTenths(0.66)).toBe(0.7);
    expect(levelInTenths(0.64)).toBe(0.6);
    expect(levelInTenths(0.05)).toBe(0.1);
    expect(levelInTenths(-0.2)).toBe(0);
    expect(levelInTenths(1.3)).toBe(1);
  });

  it('adds to the whole bottles exactly, and splits back', () => {
    expect(wholeAndPart(3, 0.7)).toBe(3.7);
    expect(wholeAndPart(0, 0.1)).toBe(0.1);
    expect(wholeAndPart(2, 0.55)).toBe(2.55);
    expect(wholeUnits(3.7)).toBe(3);
    expect(openPart(3.7)).toBe(0.7);
    expect(openPart(4)).toBe(0);
  });
});
