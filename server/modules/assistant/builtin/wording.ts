import Decimal from 'decimal.js';
import type { AssistantLanguage } from '#contract/assistant.ts';
import { unitNameFor } from '#contract/unit-names.ts';
import type { Turn } from '../turn.ts';

/** How the built-in assistant words figures: decimals as typed, money and times of the venue. */

/** Money and times in the venue's currency and time zone (its settings read once per turn). */
export async function formats(turn: Turn) {
  const venue = await turn.scope.venue();
  // Money as money: rounded to the currency's own digits ("$2.34", never "$2.3414").
  const moneyFormat = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: venue.currency,
  });
  const timeFormat =
    turn.language === 'es'
      ? // A date as Spain writes it, in the venue's zone: "20 de noviembre de 2026 a las 12:00".
        new Intl.DateTimeFormat('es', {
          timeZone: venue.timezone,
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })
      : new Intl.DateTimeFormat('en-US', {
          timeZone: venue.timezone,
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        });
  const when = (iso: string) => {
    const text = timeFormat.format(new Date(iso));
    // One o'clock is "a la 1:05", not "a las".
    return turn.language === 'es' ? text.replace(' a las 1:', ' a la 1:') : text;
  };
  return {
    money: (value: number | null) =>
      value === null
        ? turn.language === 'es'
          ? 'sin precio'
          : 'no price'
        : moneyFormat.format(value),
    when,
  };
}

/**
 * A quantity as read, as the web shows it (web/lib/amounts.ts formatQuantity): at most 2
 * decimals, three significant digits when small ("210.53", "0.0333"), never "210.5263".
 */
const SHOWN_QUANTITY = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  maximumSignificantDigits: 3,
  roundingPriority: 'morePrecision',
  useGrouping: false,
});

export const quantity = (value: number | null) =>
  // + 0: no "-0" for a waste of nothing.
  value === null ? 'none' : SHOWN_QUANTITY.format(value + 0);

/** Whether a number, as shown, takes the singular in a language (1, and 1.001 shown as 1). */
function isOne(language: AssistantLanguage, value: number | null): boolean {
  return value !== null && new Intl.PluralRules(language).select(Number(quantity(value))) === 'one';
}

/** A unit's name for that many, in a language: "bottles" for 2, "botella" for 1. */
export function unitNameIn(
  language: AssistantLanguage,
  unit: string,
  count: number | null,
): string {
  // As shown (1.001 reads as 1, and takes the singular); no number takes the plural.
  return unitNameFor(language, unit, count === null ? 'NaN' : quantity(count));
}
export const percent = (value: number | null) =>
  value === null ? 'n/a' : `${new Decimal(value).toDecimalPlaces(2).toString()}%`;
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** A list of phrases in prose: "a, b and c" ("a, b y c"). */
export function prose(parts: string[], language: AssistantLanguage = 'en'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${language === 'es' ? 'y' : 'and'} ${parts.at(-1) ?? ''}`;
}

/**
 * The answer's words in the turn's language: each sentence is written in every language the
 * app has, side by side where it is said, with the same figures.
 */
export function wordsOf(turn: Turn) {
  const language = turn.language;
  return {
    language,
    say: (english: string, spanish: string) => (language === 'es' ? spanish : english),
    and: (parts: string[]) => prose(parts, language),
    /** A quantity with its unit as read: "2 bottles", "1 botella", "210.53 g". */
    amount: (value: number | null, unit: string) =>
      `${quantity(value)} ${unitNameIn(language, unit, value)}`,
    /** A unit's name for one ("per bottle", "por botella"). */
    unit: (unit: string) => unitNameIn(language, unit, 1),
    /** Whether a quantity as shown is one: its verb agrees ("se usó 1 botella"). */
    isOne: (value: number | null) => isOne(language, value),
    /** "1 line", "2 lines" / "1 línea", "2 líneas". */
    count: (count: number, english: [string, string?], spanish: [string, string?]) => {
      const [one, many] = language === 'es' ? spanish : english;
      return `${count} ${count === 1 ? one : (many ?? `${one}s`)}`;
    },
  };
}

/** Streams sentences as separate deltas, so the client shows the answer as it comes. */
export function sayAll(turn: Turn, sentences: string[]) {
  sentences
    .filter((sentence) => sentence !== '')
    .forEach((sentence, index) => turn.say(index === 0 ? sentence : ` ${sentence}`));
}

const SPANISH_DAY = new Intl.DateTimeFormat('es', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar day (YYYY-MM-DD, already the venue's) as Spain writes it: its day, month, year. */
function spanishDay(day: string): { day: string; month: string; year: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parts = SPANISH_DAY.formatToParts(new Date(Date.UTC(year, month - 1, date)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

const isDay = (bound: string) => /^\d{4}-\d{2}-\d{2}$/.test(bound);

/**
 * A span of days in Spanish, said once where the ends share it: "el 19 de noviembre de 2026",
 * "del 16 al 20 de noviembre de 2026", "del 28 de octubre al 3 de noviembre de 2026"; an
 * instant bound with its time ("del 19 de noviembre de 2026 a las 16:00 al …").
 */
function spanishSpan(from: string, to: string, when: (iso: string) => string): string {
  if (!isDay(from) || !isDay(to)) {
    const bound = (each: string) => {
      if (!isDay(each)) return when(each);
      const { day, month, year } = spanishDay(each);
      return `${day} de ${month} de ${year}`;
    };
    return from === to ? `el ${bound(from)}` : `del ${bound(from)} al ${bound(to)}`;
  }
  const start = spanishDay(from);
  const end = spanishDay(to);
  const last = `${end.day} de ${end.month} de ${end.year}`;
  if (from === to) return `el ${last}`;
  if (start.year !== end.year)
    return `del ${start.day} de ${start.month} de ${start.year} al ${last}`;
  if (start.month !== end.month) return `del ${start.day} de ${start.month} al ${last}`;
  return `del ${start.day} al ${last}`;
}

/**
 * The time a question spoke of, as the answer names it: dates.ts's own words in English; in
 * Spanish the days themselves, as dates of the venue written in Spanish ("el 19 de noviembre
 * de 2026", "del 16 al 20 de noviembre de 2026").
 */
export function timeLabel(
  turn: Turn,
  time: { from: string; to: string; label: string },
  when: (iso: string) => string,
): string {
  if (turn.language === 'en') return time.label;
  return spanishSpan(time.from, time.to, when);
}
