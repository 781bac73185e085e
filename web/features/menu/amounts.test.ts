// The cooking screens' amounts follow the reader's locale (the browser's), never a fixed one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatPercent, formatQuantity } from './amounts.ts';

afterEach(() => vi.restoreAllMocks());

const reading = (locale: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('amounts in the reader’s locale', () => {
  it('writes money, percentages and quantities as a German reader reads them', () => {
    reading('de-DE');
    expect(plain(formatMoney(1234.5, 'EUR'))).toBe('1.234,50 €');
    expect(plain(formatPercent(12.25))).toBe('12,3 %');
    expect(formatQuantity(2.5)).toBe('2,5');
  });

  it('writes them as a reader in Spain or the United States reads them', () => {
    reading('es-ES');
    expect(plain(formatMoney(0.59, 'EUR'))).toBe('0,59 €');
    expect(formatQuantity(1.5)).toBe('1,5');
    reading('en-US');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPercent(40)).toBe('40 %');
  });
});
