import { describe, expect, it } from 'vitest';
import { CheckedSessions } from './checked-sessions.ts';

describe('CheckedSessions', () => {
  it('trusts a sign-in for the window only, and only for its own account', () => {
    let now = 1_000;
    const checked = new CheckedSessions(5_000, () => now);
    expect(checked.has('s1', 'anna')).toBe(false);
    checked.remember('s1', 'anna', checked.mark());
    now += 4_999;
    expect(checked.has('s1', 'anna')).toBe(true);
    expect(checked.has('s1', 'ben')).toBe(false);
    now += 1;
    expect(checked.has('s1', 'anna')).toBe(false);
  });

  it('forgets every sign-in of a user at once, and the others of no one', () => {
    const checked = new CheckedSessions(5_000, () => 0);
    for (const [key, user] of [
      ['s1', 'anna'],
      ['s2', 'anna'],
      ['s3', 'ben'],
    ] as const) {
      checked.remember(key, user, checked.mark());
    }
    checked.forgetUser('anna');
    expect(checked.has('s1', 'anna')).toBe(false);
    expect(checked.has('s2', 'anna')).toBe(false);
    expect(checked.has('s3', 'ben')).toBe(true);
    checked.clear();
    expect(checked.has('s3', 'ben')).toBe(false);
  });

  it('keeps no answer of a check that began before a forget', () => {
    const checked = new CheckedSessions(5_000, () => 0);
    const mark = checked.mark();
    // The database said "live"; meanwhile the sign-in ended and the notice arrived.
    checked.forgetUser('anna');
    expect(checked.changedSince(mark)).toBe(true);
    checked.remember('s1', 'anna', mark);
    expect(checked.has('s1', 'anna')).toBe(false);
  });

  it('remembers nothing with a window of 0, and stays bounded', () => {
    const off = new CheckedSessions(0, () => 0);
    off.remember('s1', 'anna', off.mark());
    expect(off.has('s1', 'anna')).toBe(false);
    const small = new CheckedSessions(5_000, () => 0, 2);
    small.remember('s1', 'anna', small.mark());
    small.remember('s2', 'anna', small.mark());
    small.remember('s3', 'ben', small.mark());
    expect(small.has('s1', 'anna')).toBe(false);
    expect(small.has('s3', 'ben')).toBe(true);
  });
});
