import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AMOUNT_MESSAGES,
  amountProblem,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatWhen,
  parseAmount,
  readAmount,
  userLocale,
} from './amounts.ts';
import { language, languageChoice, setLanguage } from './i18n/language.ts';

describe('reading a typed amount', () => {
  it.each([
    ['0,5', 0.5],
    ['0.5', 0.5],
    [' 12 ', 12],
    [',5', 0.5],
    ['1,25', 1.25],
    ['1234,5', 1234.5],
    ['1,234', 1.234],
    ['0.1234', 0.1234],
    ['7', 7],
  ])('reads "%s" as %s', (typed, value) => {
    expect(readAmount(typed)).toEqual({ value });
    expect(parseAmount(typed)).toBe(value);
  });

  it.each([
    ['1.234,5', AMOUNT_MESSAGES.grouped],
    ['1,234.5', AMOUNT_MESSAGES.grouped],
    ['1.234.567', AMOUNT_MESSAGES.grouped],
    ['1,2,3', AMOUNT_MESSAGES.grouped],
    ['', AMOUNT_MESSAGES.empty],
    ['   ', AMOUNT_MESSAGES.empty],
    ['abc', AMOUNT_MESSAGES.notANumber],
    ['-1', AMOUNT_MESSAGES.notANumber],
    ['1 000', AMOUNT_MESSAGES.notANumber],
    ['.', AMOUNT_MESSAGES.notANumber],
    ['1e3', AMOUNT_MESSAGES.notANumber],
    ['0,12345', AMOUNT_MESSAGES.tooPrecise],
  ])('refuses "%s" saying why', (typed, problem) => {
    expect(readAmount(typed)).toEqual({ problem });
    expect(amountProblem(typed)).toBe(problem);
    expect(parseAmount(typed)).toBeUndefined();
  });

  it('keeps the typed digits exactly (no binary rounding on the way)', () => {
    expect(parseAmount('0,1')).toBe(0.1);
    expect(new Decimal(parseAmount('12,3456') ?? 0).toString()).toBe('12.3456');
  });
});

describe('amounts in the reader’s locale', () => {
  function inLocale(language: string) {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  }
  afterEach(() => {
    vi.restoreAllMocks();
    languageChoice.set(undefined);
    language.set('en');
    localStorage.clear();
  });

  it('shows money, quantities and percentages in German', () => {
    inLocale('de-DE');
    // Intl puts a no-break space between the amount and the sign.
    expect(formatMoney(1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney(new Decimal('0.125'), 'EUR').replace(/\s/g, ' ')).toBe('0,13 €');
    expect(formatQuantity(1234.5)).toBe('1.234,5');
    expect(formatPercent(32.5)).toBe('32,5 %');
  });

  it('shows the same amounts in American English', () => {
    inLocale('en-US');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatQuantity(1234.5)).toBe('1,234.5');
    expect(formatPercent(32.5)).toBe('32.5 %');
  });

  it('shows a missing amount as missing, never as zero', () => {
    inLocale('de-DE');
    expect(formatMoney(null, 'EUR')).toBe('—');
    expect(formatPercent(undefined)).toBe('—');
  });

  it('writes dates the German way', () => {
    inLocale('de-DE');
    // A fixed instant; the test machine's time zone only moves the hour, not the format.
    expect(formatWhen('2026-03-04T12:00:00Z')).toMatch(/^04\.03\.2026, \d{2}:\d{2}$/);
  });

  it('follows a language chosen in Settings over a browser of another language', () => {
    inLocale('en-US');
    setLanguage('es');
    expect(userLocale()).toBe('es');
    expect(formatMoney(1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatQuantity(2.5)).toBe('2,5');
    // A browser in the chosen language keeps its region.
    inLocale('es-MX');
    expect(userLocale()).toBe('es-MX');
    setLanguage('en');
    inLocale('de-DE');
    expect(userLocale()).toBe('en');
  });
  // The cooking screens' figures (recipes, menu) go through these same functions.
  it('writes a cost, a food cost % and a portion as a German reader reads them', () => {
    inLocale('de-DE');
    expect(formatMoney(1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatPercent(12.25).replace(/\s/g, ' ')).toBe('12,3 %');
    expect(formatQuantity(2.5)).toBe('2,5');
  });

  it('writes them as a reader in Spain or the United States reads them', () => {
    inLocale('es-ES');
    expect(formatMoney(0.59, 'EUR').replace(/\s/g, ' ')).toBe('0,59 €');
    expect(formatQuantity(1.5)).toBe('1,5');
    inLocale('en-US');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPercent(40)).toBe('40 %');
  });
});
