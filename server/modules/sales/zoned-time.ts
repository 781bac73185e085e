// Wall-clock times of a venue as instants, with Intl alone (no time-zone library): the offset
// of a zone at a moment is what Intl formats that moment as, less the moment.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds the zone is ahead of UTC at the instant `ms`. */
function offsetAt(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** A wall-clock time, as written in a file or a form. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether Intl knows the zone (an IANA name such as Europe/Madrid). */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Offsets of wall-clock hours already worked out, per zone: a file repeats its hours. */
const offsets = new Map<string, number>();

/** The offset a wall-clock time (as if UTC, in ms) is read with in a zone. */
function offsetOfWall(timeZone: string, wall: number): number {
  const key = `${timeZone}|${Math.floor(wall / HOUR_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  // The offsets a day either side: the two readings around a change of the clocks.
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const holds = [before, after].filter((offset) => offsetAt(timeZone, wall - offset) === offset);
  // Repeated hour: both hold; take the earlier instant (the larger offset). Skipped hour:
  // neither holds; read it with the offset before the change (02:30 becomes 03:30).
  const offset = holds.length === 0 ? before : Math.max(...holds);
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The instant a wall-clock time names in a zone. A time skipped when clocks go forward is
 * read with the offset before the change (02:30 becomes 03:30); a time that happens twice
 * when they go back is the first of the two.
 */
export function instantIn(timeZone: string, clock: WallClock): Date {
  const wall = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return new Date(wall - offsetOfWall(timeZone, wall));
}

/** The start of a day (YYYY-MM-DD) in a zone. */
export function startOfDayIn(timeZone: string, day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return instantIn(timeZone, { year, month, day: date, hour: 0, minute: 0, second: 0 });
}

/** The end of a day (YYYY-MM-DD) in a zone: the start of the next. */
export function endOfDayIn(timeZone: string, day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return instantIn(timeZone, {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  });
}
