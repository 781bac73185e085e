// The money a list adds up to: exact decimals, never float sums; an unpriced line is not 0.
import Decimal from 'decimal.js';

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
