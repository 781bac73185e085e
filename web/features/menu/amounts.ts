import type Decimal from 'decimal.js';
import { formatMoney as money, formatPercent as percent } from '../../lib/amounts.ts';

/** Amounts on the cooking screens: a cost the server could not compute says "Missing", never 0. */

export { amountText, formatQuantity, parseAmount, plural } from '../../lib/amounts.ts';

export function formatMoney(value: Decimal | number | null | undefined, currency: string): string {
  return money(value, currency, 'Missing');
}

export function formatPercent(value: number | null | undefined): string {
  return percent(value, 'Missing');
}
