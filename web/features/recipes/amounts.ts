// Amounts on the cooking screens, in the reader's locale (userLocale(), web/lib/amounts.ts). A
// cost the server could not compute is never formatted here: the screens say "Missing" in the
// reader's language instead of showing 0.
import { formatMoney as money, formatPercent as percent } from '#web/lib/amounts.ts';

export { amountText, formatQuantity, parseAmount } from '#web/lib/amounts.ts';

/** A known amount of money in the location's currency: "€1.50", "1,50 €". */
export function formatMoney(value: number, currency: string): string {
  return money(value, currency);
}

/** A known food cost % or waste %: "40 %", "12,5 %". */
export function formatPercent(value: number): string {
  return percent(value);
}
