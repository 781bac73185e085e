import { hasPhrase, sameWord } from './words.ts';

/**
 * Times as staff say them ("today", "last night", "this week", "on monday") turned into the
 * changelog's bounds (docs/api.md#assistant: a day in the venue's time zone, or an instant),
 * counted from the app's clock in the venue's time zone.
 */

export interface TimeRange {
  /** A day (YYYY-MM-DD, from its start) or an ISO instant. */
  from: string;
  /** A day (YYYY-MM-DD, to its end) or an ISO instant (excluded). */
  to: string;
  /** How the answer names it: "today", "last night", "this week (from 2026-11-16)". */
  label: string;
}

const DAY_MS = 86_400_000;

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A day shifted by whole days (calendar arithmetic, no time zone involved). */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
function isoWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock hour of a day has in a time zone, as an ISO string. */
function zonedInstant(day: string, hour: number, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date, hour);
  let instant = guess - zoneOffset(guess, timeZone);
  instant = guess - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY_SHORT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The weekday a word names (typos allowed), 1 = Monday, or 0. */
function weekdayOf(word: string): number {
  for (let index = 0; index < 7; index += 1) {
    if (word === WEEKDAY_SHORT[index] || sameWord(word, WEEKDAYS[index] as string)) {
      return index + 1;
    }
  }
  // Plural: "mondays".
  if (word.endsWith('s')) return weekdayOf(word.slice(0, -1));
  return 0;
}

/** The most recent day (today included) that is this weekday. */
function lastWeekday(today: string, weekday: number): string {
  const back = (isoWeekday(today) - weekday + 7) % 7;
  return addDays(today, -back);
}

/**
 * The time a question speaks of, if any. `words` are its normalized, stemmed words.
 */
export function parseTimeRange(
  words: string[],
  now: Date,
  timeZone: string,
): TimeRange | undefined {
  const today = localDay(now, timeZone);
  const yesterday = addDays(today, -1);
  const since = hasPhrase(words, ['since']);

  if (hasPhrase(words, ['last night', 'tonight', 'overnight', 'last nite', 'after close'])) {
    if (hasPhrase(words, ['tonight'])) {
      return {
        from: zonedInstant(today, 16, timeZone),
        to: zonedInstant(addDays(today, 1), 6, timeZone),
        label: 'tonight',
      };
    }
    return {
      from: zonedInstant(yesterday, 16, timeZone),
      to: zonedInstant(today, 6, timeZone),
      label: 'last night (from 4 pm yesterday to 6 am today)',
    };
  }
  if (hasPhrase(words, ['this morning'])) {
    return {
      from: today,
      to: zonedInstant(today, 12, timeZone),
      label: 'this morning',
    };
  }
  if (hasPhrase(words, ['day before yesterday'])) {
    const day = addDays(today, -2);
    return { from: day, to: day, label: `the day before yesterday (${day})` };
  }
  if (hasPhrase(words, ['yesterday', 'yday', 'ystrday'])) {
    return since
      ? { from: yesterday, to: today, label: 'since yesterday' }
      : { from: yesterday, to: yesterday, label: `yesterday (${yesterday})` };
  }
  if (hasPhrase(words, ['today', 'todays', 'tdy', 'so far'])) {
    return { from: today, to: today, label: `today (${today})` };
  }
  const lastDays = /^(?:last|past|previous)$/;
  for (let index = 0; index + 2 < words.length; index += 1) {
    const count = Number(words[index + 1]);
    if (
      lastDays.test(words[index] as string) &&
      Number.isInteger(count) &&
      count > 0 &&
      count <= 366 &&
      /^day$|^dy$/.test(words[index + 2] as string)
    ) {
      const from = addDays(today, -(count - 1));
      return { from, to: today, label: `the last ${count} days (from ${from})` };
    }
  }
  if (hasPhrase(words, ['last week', 'previous week', 'past week'])) {
    if (hasPhrase(words, ['past week'])) {
      const from = addDays(today, -6);
      return { from, to: today, label: `the past week (from ${from})` };
    }
    const monday = addDays(lastWeekday(today, 1), -7);
    const sunday = addDays(monday, 6);
    return { from: monday, to: sunday, label: `last week (${monday} to ${sunday})` };
  }
  if (hasPhrase(words, ['this week', 'week so far', 'the week', 'thi week'])) {
    const monday = lastWeekday(today, 1);
    return { from: monday, to: today, label: `this week (from ${monday})` };
  }
  if (hasPhrase(words, ['weekend'])) {
    const saturday =
      isoWeekday(today) >= 6 ? lastWeekday(today, 6) : addDays(lastWeekday(today, 6), 0);
    const sunday = addDays(saturday, 1);
    const to = sunday > today ? today : sunday;
    return { from: saturday, to, label: `the weekend (${saturday} to ${to})` };
  }
  if (hasPhrase(words, ['last month', 'previous month'])) {
    const first = `${addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const last = addDays(`${today.slice(0, 8)}01`, -1);
    return { from: first, to: last, label: `last month (${first} to ${last})` };
  }
  if (hasPhrase(words, ['this month', 'month so far', 'the month'])) {
    const first = `${today.slice(0, 8)}01`;
    return { from: first, to: today, label: `this month (from ${first})` };
  }
  for (const word of words) {
    const weekday = weekdayOf(word);
    if (weekday > 0) {
      const day = lastWeekday(today, weekday);
      const name = WEEKDAYS[weekday - 1] as string;
      const label = `${name[0]?.toUpperCase()}${name.slice(1)}`;
      return since
        ? { from: day, to: today, label: `since ${label} (${day})` }
        : { from: day, to: day, label: `${label} (${day})` };
    }
  }
  // An explicit date: 2026-11-20, or "nov 20" / "20 nov".
  for (const word of words) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(word)) return { from: word, to: word, label: word };
  }
  for (let index = 0; index + 1 < words.length; index += 1) {
    const pair = [words[index] as string, words[index + 1] as string];
    for (const [monthWord, dayWord] of [pair, [pair[1], pair[0]]] as [string, string][]) {
      const month = MONTHS.findIndex(
        (name) =>
          monthWord.length >= 3 && (name.startsWith(monthWord) || sameWord(monthWord, name)),
      );
      const date = Number(dayWord.replace(/(st|nd|rd|th)$/, ''));
      if (month >= 0 && Number.isInteger(date) && date >= 1 && date <= 31) {
        let year = Number(today.slice(0, 4));
        let day = `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
        if (day > today) {
          year -= 1;
          day = `${year}${day.slice(4)}`;
        }
        return since
          ? { from: day, to: today, label: `since ${day}` }
          : { from: day, to: day, label: day };
      }
    }
  }
  return undefined;
}

/**
 * A range's bounds as instants in the venue's zone: a day `from` from its start, a day `to`
 * to its end (the next day's start); an instant as it is.
 */
export function instantsOf(
  range: { from?: string; to?: string },
  timeZone: string,
): { from?: Date; to?: Date } {
  const isDay = (bound: string) => /^\d{4}-\d{2}-\d{2}$/.test(bound);
  const at = (bound: string, end: boolean) =>
    new Date(isDay(bound) ? zonedInstant(end ? addDays(bound, 1) : bound, 0, timeZone) : bound);
  return {
    ...(range.from ? { from: at(range.from, false) } : {}),
    ...(range.to ? { to: at(range.to, true) } : {}),
  };
}
