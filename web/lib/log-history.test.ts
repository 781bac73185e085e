import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addLogEntry,
  cleanOldLogEntries,
  clearLogHistory,
  getLogEntries,
  startLogCleanup,
  stopLogCleanup,
} from './log-history.ts';

const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  clearLogHistory();
});

afterEach(() => {
  stopLogCleanup();
  vi.useRealTimers();
});

describe('log history', () => {
  it('keeps the newest 1000 entries', () => {
    for (let i = 1; i <= 1005; i += 1) addLogEntry({ level: 'error', message: `error ${i}` });
    const entries = getLogEntries();
    expect(entries).toHaveLength(1000);
    expect(entries[0]?.message).toBe('error 6');
    expect(entries.at(-1)?.message).toBe('error 1005');
  });

  it('drops entries older than an hour', () => {
    const now = Date.now();
    addLogEntry({ level: 'error', message: 'old', timestamp: now - HOUR - 1 });
    addLogEntry({ level: 'warn', message: 'recent', timestamp: now - HOUR + 1000 });
    expect(cleanOldLogEntries(now)).toBe(1);
    expect(getLogEntries().map((e) => e.message)).toEqual(['recent']);
  });

  it('sweeps every 60 s once started, and not after it is stopped', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
    addLogEntry({ level: 'error', message: 'at noon' });
    startLogCleanup();

    vi.advanceTimersByTime(HOUR); // exactly one hour old: still kept
    expect(getLogEntries()).toHaveLength(1);
    addLogEntry({ level: 'error', message: 'at one' });

    vi.advanceTimersByTime(60_000); // the next sweep sees "at noon" past the hour
    expect(getLogEntries().map((e) => e.message)).toEqual(['at one']);

    stopLogCleanup();
    vi.advanceTimersByTime(2 * HOUR);
    expect(getLogEntries().map((e) => e.message)).toEqual(['at one']);
  });

  it('does not start a second timer when started twice', () => {
    vi.useFakeTimers();
    startLogCleanup();
    startLogCleanup();
    expect(vi.getTimerCount()).toBe(1);
    stopLogCleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
