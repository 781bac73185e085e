import Decimal from 'decimal.js';
import { language, languageChoice } from './i18n/language.ts';
import { shownTimeZone } from './venue-time.ts';

/**
 * Numbers and money as people type and read them. A person types "0,5" as readily as "0.5"
 * (as on the stock list); an amount the server does not know is shown as missing, never as 0.
 * Shown amounts and dates follow the reader's locale (the browser's language).
 *
 * What a typed amount may look like — one rule for every number field:
 * - digits with at most ONE separator, a dot or a comma, which is the decimal separator:
 *   "0,5" = "0.5" = 0.5, "1,25" = 1.25, ",5" = 0.5;
 * - nothing else: "1.234,5", "1,234.5" and "1.234.567" are refused, not guessed at — a
 *   thousands separator reads one way in Berlin and the other in Boston, and a wrong guess
 *   is a price off by a factor of a thousand; "1,234" therefore means 1.234;
 * - at most 4 decimals (what the database keeps), no sign, no spaces inside.
 */
const MAX_DECIMALS = 4;

export const AMOUNT_MESSAGES = {
  empty: 'Enter a number',
  notANumber: 'Enter a number, e.g. 2 or 0,5',
  grouped: 'Type it without thousands separators: 1234,5 or 1234.5',
  tooPrecise: `At most ${MAX_DECIMALS} decimals`,
} as const;

type AmountReading = { value: number } | { problem: string };

/** A typed amount read by the rule above: its value, or what is wrong with it in words. */
export function readAmount(typed: string): AmountReading {
  const text = typed.trim();
  if (text === '') return { problem: AMOUNT_MESSAGES.empty };
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { problem: AMOUNT_MESSAGES.notANumber };
  if ((text.match(/[.,]/g) ?? []).length > 1) return { problem: AMOUNT_MESSAGES.grouped };
  const value = new Decimal(text.replace(',', '.'));
  if (value.decimalPlaces() > MAX_DECIMALS) return { problem: AMOUNT_MESSAGES.tooPrecise };
  return { value: value.toNumber() };
}

/** "4.5", "4,5" or " 12 " → the number; undefined for anything else (see readAmount). */
export function parseAmount(typed: string): number | undefined {
  const reading = readAmount(typed);
  return 'value' in reading ? reading.value : undefined;
}

/** What is wrong with a typed amount, or undefined when it reads (empty counts as wrong). */
export function amountProblem(typed: string): string | undefined {
  const reading = readAmount(typed);
  return 'problem' in reading ? reading.problem : undefined;
}

/**
 * The reader's locale for numbers, money and dates (decision 023): the browser's, unless the
 * person chose another language in Settings — then that language, so that "hace 3 horas"
 * and "4,5" sit in a Spanish sentence on an English browser. A German browser with no choice
 * made reads English words with German numbers, as it did before the app had languages.
 */
export function userLocale(): string {
  const browser = globalThis.navigator?.language;
  const chosen = languageChoice.get();
  if (!browser) return language.get();
  return chosen === undefined || browser.split('-')[0]?.toLowerCase() === chosen ? browser : chosen;
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
    return new Intl.NumberFormat(userLocale(), { style: 'currency', currency }).format(number);
  } catch {
    return new Intl.NumberFormat(userLocale(), { maximumFractionDigits: 2 }).format(number);
  }
}

/**
 * A price per unit ("$0.0213 per ml"): below one of the currency's main unit, three
 * significant digits (at most 6 decimals), so a millilitre is never "$0.00"; otherwise as money.
 */
export function formatUnitPrice(
  value: Decimal | number | null | undefined,
  currency: string,
  missing = '—',
): string {
  if (value === null || value === undefined) return missing;
  const exact = new Decimal(value);
  if (exact.isZero() || exact.abs().gte(1)) return formatMoney(exact, currency, missing);
  // 0.0213 → 4 decimals, 0.5 → 3, 0.00123 → 5.
  const decimals = Math.min(6, 2 - Math.floor(Math.log10(exact.abs().toNumber())));
  const number = exact.toSignificantDigits(3).toNumber();
  try {
    const money = new Intl.NumberFormat(userLocale(), { style: 'currency', currency });
    const least = money.resolvedOptions().minimumFractionDigits ?? 2;
    return new Intl.NumberFormat(userLocale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(least, decimals),
      maximumFractionDigits: Math.max(least, decimals),
    }).format(number);
  } catch {
    return new Intl.NumberFormat(userLocale(), { maximumFractionDigits: decimals }).format(number);
  }
}

/**
 * A quantity as read, not typed: at most 2 decimals ("210.53 g"), but three significant
 * digits below that so a small amount is not read as 0 ("0.0333 l"). Inputs keep the exact
 * value (amountText).
 */
export function formatQuantity(value: Decimal | number): string {
  return new Intl.NumberFormat(userLocale(), SHOWN_QUANTITY).format(shownQuantity(value));
}

const SHOWN_QUANTITY: Intl.NumberFormatOptions = {
  maximumFractionDigits: 2,
  maximumSignificantDigits: 3,
  roundingPriority: 'morePrecision',
};

/** The number formatQuantity shows (1.001 shows as 1): what a unit's name agrees with. */
export function shownQuantity(value: Decimal | number): number {
  const number = value instanceof Decimal ? value.toDecimalPlaces(4).toNumber() : value;
  return Number(
    new Intl.NumberFormat('en-US', { ...SHOWN_QUANTITY, useGrouping: false }).format(number),
  );
}

export function formatPercent(value: number | null | undefined, missing = '—'): string {
  if (value === null || value === undefined) return missing;
  return `${new Intl.NumberFormat(userLocale(), { maximumFractionDigits: 1 }).format(value)} %`;
}

/**
 * A moment with its date, in the venue's time zone while a location is open (venue-time.ts),
 * or in `timeZone` when given.
 */
export function formatWhen(timestamp: string, timeZone = shownTimeZone()): string {
  return new Intl.DateTimeFormat(userLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(timestamp));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
