import Decimal from 'decimal.js';
import type { AssistantLanguage } from '#contract/assistant.ts';
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
  const timeFormat = new Intl.DateTimeFormat(turn.language === 'es' ? 'es' : 'en-US', {
    timeZone: venue.timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return {
    money: (value: number | null) =>
      value === null
        ? turn.language === 'es'
          ? 'sin precio'
          : 'no price'
        : moneyFormat.format(value),
    when: (iso: string) => timeFormat.format(new Date(iso)),
  };
}

export const quantity = (value: number | null) =>
  value === null ? 'none' : new Decimal(value).toString();
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

/**
 * The time a question spoke of, as the answer names it: dates.ts's own words in English; in
 * Spanish the days themselves ("el 2026-11-19", "del 2026-11-16 al 2026-11-20").
 */
export function timeLabel(
  turn: Turn,
  time: { from: string; to: string; label: string },
  when: (iso: string) => string,
): string {
  if (turn.language === 'en') return time.label;
  const day = (bound: string) => (/^\d{4}-\d{2}-\d{2}$/.test(bound) ? bound : when(bound));
  return time.from === time.to
    ? `el ${day(time.from)}`
    : `del ${day(time.from)} al ${day(time.to)}`;
}
