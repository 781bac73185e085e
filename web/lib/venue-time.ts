/**
 * Days and times in the venue's time zone (the location's `timezone`), whatever the device's:
 * a sale typed as "20:30" happened at half past eight where the bar is, and a count closed at
 * 23:50 there belongs to that day there.
 */

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: string | Date, timeZone: string): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** How far ahead of UTC a time zone's clock is at an instant, in milliseconds. */
function offsetAt(epoch: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(epoch));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(epoch / 1000) * 1000;
}

/**
 * A wall-clock time typed in a `datetime-local` field ("2026-11-20T20:30"), read in a time
 * zone, as an ISO instant; undefined when it is not such a time.
 */
export function zonedToIso(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the wall time read as UTC, then again at the instant it gives: right on
  // both sides of a change of summer time.
  let epoch = wall - offsetAt(wall, timeZone);
  epoch = wall - offsetAt(epoch, timeZone);
  return new Date(epoch).toISOString();
}

/** The device's own time zone ("Europe/Madrid"). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zone the app shows times in: the venue's while a location is open (set by the app's
 * frame, web/app/layouts), else the device's. One rule for every screen: a count at 23:29 in
 * the bar reads 23:29 on the dashboard and in the change log, whatever the phone's zone.
 */
let shownZone: string | undefined;

export function showTimesIn(timeZone: string | undefined): void {
  shownZone = timeZone;
}

export function shownTimeZone(): string | undefined {
  return shownZone;
}

/** "America/Los_Angeles" as read: "America/Los Angeles". */
export function zoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
