import type { AssistantValue, AssistantValueFormat } from '#contract/assistant-results.ts';
import { formatMoney, formatPercent, formatQuantity, formatWhen } from '#web/lib/amounts.ts';
import type { AssistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';

/** Shown for a value the venue's data does not have (a missing price is never 0). */
export const MISSING_VALUE = '—';

function asNumber(value: string | number): number | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A table cell or card field as text, in the location's currency and the reader's locale. */
export function formatValue(
  value: AssistantValue,
  format: AssistantValueFormat,
  currency: string,
  t: AssistantMessages,
): string {
  if (value === null) return MISSING_VALUE;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (format === 'text') return String(value);
  if (format === 'datetime') {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? String(value) : formatWhen(at.toISOString());
  }
  const number = asNumber(value);
  if (number === undefined) return String(value);
  if (format === 'money') return formatMoney(number, currency);
  if (format === 'percent') return formatPercent(number);
  return formatQuantity(number);
}

/** Numbers line up on the right of a column; words on the left. */
export function alignsRight(format: AssistantValueFormat): boolean {
  return format === 'number' || format === 'money' || format === 'percent';
}
