import { describe, expect, it } from 'vitest';
import { dayIn, zonedToIso } from './venue-time.ts';

describe('venue time', () => {
  it('reads a typed time in the venue’s zone, summer time or not', () => {
    expect(zonedToIso('2026-11-20T20:30', 'America/New_York')).toBe('2026-11-21T01:30:00.000Z');
    expect(zonedToIso('2026-07-20T20:30', 'America/New_York')).toBe('2026-07-21T00:30:00.000Z');
    expect(zonedToIso('2026-07-20T20:30', 'Europe/Madrid')).toBe('2026-07-20T18:30:00.000Z');
    expect(zonedToIso('2026-07-20', 'Europe/Madrid')).toBeUndefined();
  });

  it('names the venue’s day of an instant', () => {
    expect(dayIn('2026-11-21T01:30:00.000Z', 'America/New_York')).toBe('2026-11-20');
    expect(dayIn('2026-11-21T01:30:00.000Z', 'UTC')).toBe('2026-11-21');
  });
});
