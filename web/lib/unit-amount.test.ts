// What the screens show for a price per unit, a quantity and its unit (issue: "$0.00 per ml",
// "210.5263 g used", "20 bottle").
import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatQuantity, formatUnitPrice } from './amounts.ts';
import { language, languageChoice, setLanguage } from './i18n/language.ts';
import { unitsMessages } from './i18n/locales/en/units.ts';
import { unitAmount } from './unit-amount.ts';

function inLocale(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

beforeEach(() => {
  languageChoice.set(undefined);
  inLocale('en-US');
});
afterEach(() => {
  vi.restoreAllMocks();
  languageChoice.set(undefined);
  language.set('en');
  localStorage.clear();
});

describe('a price per unit', () => {
  it.each([
    [0.0213, '$0.0213'],
    [new Decimal('0.00123456'), '$0.00123'],
    [0.5, '$0.50'],
    [0.523, '$0.523'],
    [0.05, '$0.05'],
    [12.345, '$12.35'],
    [0, '$0.00'],
  ])('shows %s as %s, never a small price as $0.00', (value, shown) => {
    expect(formatUnitPrice(value, 'USD')).toBe(shown);
  });

  it('keeps money itself to cents, and a missing price missing', () => {
    expect(formatMoney(0.0213, 'USD')).toBe('$0.02');
    expect(formatUnitPrice(null, 'USD')).toBe('—');
  });

  it('writes it as a reader in Spain does', () => {
    inLocale('es-ES');
    expect(formatUnitPrice(0.0213, 'EUR').replace(/\s/g, ' ')).toBe('0,0213 €');
  });
});

describe('a quantity as read', () => {
  it.each([
    [210.5263, '210.53'],
    [new Decimal('210.5263'), '210.53'],
    [0.0333, '0.0333'],
    [0.125, '0.125'],
    [2.5, '2.5'],
    [1234.5678, '1,234.57'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatQuantity(value)).toBe(shown);
  });
});

describe('a quantity with its unit', () => {
  it('agrees the unit with the number in English', () => {
    const words = unitsMessages.get();
    expect(unitAmount(words, 20, 'bottle')).toBe('20 bottles');
    expect(unitAmount(words, 1, 'bottle')).toBe('1 bottle');
    expect(unitAmount(words, 1.001, 'case')).toBe('1 case');
    expect(unitAmount(words, 2.5, 'box')).toBe('2.5 boxes');
    expect(unitAmount(words, 210.5263, 'g')).toBe('210.53 g');
    expect(unitAmount(words, 3, 'fl_oz')).toBe('3 fl oz');
    expect(unitAmount(words, 3, 'tray of 6')).toBe('3 tray of 6');
  });

  it('and in Spanish', async () => {
    const stop = unitsMessages.listen(() => {});
    setLanguage('es');
    await vi.waitFor(() => expect(unitsMessages.get().bottle(2)).toBe('botellas'));
    const words = unitsMessages.get();
    inLocale('es-ES');
    expect(unitAmount(words, 20, 'bottle')).toBe('20 botellas');
    expect(unitAmount(words, 1, 'keg')).toBe('1 barril');
    expect(unitAmount(words, 2.5, 'can')).toBe('2,5 latas');
    stop();
  });
});
