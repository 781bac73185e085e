import Decimal from 'decimal.js';

/**
 * Numbers and money as people type and read them. A person types "0,5" as readily as "0.5"
 * (as on the stock list); an amount the server does not know is shown as missing, never as 0.
 */

/** "4.5", "4,5" or " 12 " → the number; undefined for anything else (or more than 4 decimals). */
export function parseAmount(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined;
  const value = new Decimal(text);
  if (value.decimalPlaces() > 4) return undefined;
  return value.toNumber();
}

/** An amount as a person would type it back: no trailing zeros, at most 4 decimals. */
export function amountText(value: number | null | undefined): string {
  return value === null || value === undefined
    ? ''
    : new Decimal(value).toDecimalPlaces(4).toString();
}

/**
 * Money in the location's currency (a plain number for an unknown code); `missing` when there
 * is no amount.
 */
export function formatMoney(
  value: Decimal | number | null | undefined,
  currency: string,
  missing = '—',
): string {
  if (value === null || value === undefined) return missing;
  const number = value instanceof Decimal ? value.toDecimalPlaces(4).toNumber() : value;
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(number);
  } catch {
    return new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(number);
  }
}

export function formatQuantity(value: Decimal | number): string {
  const number = value instanceof Decimal ? value.toDecimalPlaces(4).toNumber() : value;
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 }).format(number);
}

export function formatPercent(value: number | null | undefined, missing = '—'): string {
  if (value === null || value === undefined) return missing;
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value)} %`;
}

export function formatWhen(timestamp: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(timestamp),
  );
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A cost the server computes (a recipe's, a dish's): "Missing" when it could not, never 0. */
export function formatCost(value: Decimal | number | null | undefined, currency: string): string {
  return formatMoney(value, currency, 'Missing');
}

/** A food cost % the server computes; "Missing" when it could not. */
export function formatCostPercent(value: number | null | undefined): string {
  return formatPercent(value, 'Missing');
}
