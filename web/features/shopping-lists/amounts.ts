import Decimal from 'decimal.js';

/**
 * Typed quantities and prices, and the money a list adds up to. A person types "0,5" as
 * readily as "0.5" (as on the stock list); totals are exact decimals, never float sums.
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

/** Packs × price per pack, exactly; null when the price is unknown. */
export function lineTotal(quantity: number, unitPrice: number | null): Decimal | null {
  return unitPrice === null ? null : new Decimal(quantity).times(unitPrice);
}

/** The sum of the priced lines, and how many lines have no price (they are not counted as 0). */
export function sumLines(lines: { quantity: number; unit_price: number | null }[]): {
  total: Decimal;
  unpriced: number;
} {
  let total = new Decimal(0);
  let unpriced = 0;
  for (const line of lines) {
    const value = lineTotal(line.quantity, line.unit_price);
    if (value === null) unpriced += 1;
    else total = total.plus(value);
  }
  return { total, unpriced };
}

/** Money in the location's currency; a plain number for an unknown code. "—" when missing. */
export function formatMoney(value: Decimal | number | null | undefined, currency: string): string {
  if (value === null || value === undefined) return '—';
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

export function formatWhen(timestamp: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(timestamp),
  );
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
