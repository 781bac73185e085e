import Decimal from 'decimal.js';

/**
 * Quantities and money: numeric(14, 4) columns arrive as strings and are computed with
 * decimal.js, never binary floats. The API sends them as JSON numbers rounded to 4 decimals.
 */

/** A numeric column (string) as a JSON number rounded to 4 decimals. */
export const toNumber = (value: string): number => new Decimal(value).toDecimalPlaces(4).toNumber();
export const toNullableNumber = (value: string | null): number | null =>
  value === null ? null : toNumber(value);
/** A client number (already checked: ≥ 0, ≤ 4 decimals) as a numeric column value. */
export const toNumeric = (value: number): string => new Decimal(value).toFixed();
export const toNullableNumeric = (value: number | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : toNumeric(value);
/** `next − previous` of two numeric column values, exactly. */
export const difference = (next: string, previous: string): string =>
  new Decimal(next).minus(previous).toFixed();
/** Whether numeric value `a` is greater than `b`. */
export const greaterThan = (a: string, b: string): boolean => new Decimal(a).greaterThan(b);
/** Whether numeric value `a` is less than `b`. */
export const lessThan = (a: string, b: string): boolean => new Decimal(a).lessThan(b);
/** Whether two numeric values are the same number ('1.50' and '1.5' are). */
export const equals = (a: string, b: string): boolean => new Decimal(a).equals(b);

/**
 * An amount as people and POS exports write it: "$8.00", "-$1.00", "(12.50)", "1,234.50",
 * "8,50", "14,00 €", "US$ 3". Currency signs and codes before or after are dropped. Null for an
 * empty cell or a dash; undefined when the text is not a number.
 */
export function readWrittenAmount(raw: string): Decimal | null | undefined {
  let text = raw.trim();
  if (text === '' || text === '-' || text === '—') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  text = text
    .replace(/^[^\d.,-]+/u, '')
    .replace(/[^\d.,]+$/u, '')
    .trim();
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(',', '');
  else if (/^\d{1,3}(\.\d{3})+,\d+$/.test(text)) text = text.replaceAll('.', '').replace(',', '.');
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const value = new Decimal(text);
  return negative ? value.negated() : value;
}
