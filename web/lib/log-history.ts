/**
 * A bounded, in-memory history of what went wrong in this tab (§9): at most 1000 entries,
 * entries older than an hour are dropped by a sweep every minute. Support can read it from
 * the console (`getLogEntries()`) without the app sending anything anywhere.
 */
import {
  LOG_HISTORY_CLEAN_INTERVAL_MS,
  LOG_HISTORY_MAX_AGE_MS,
  LOG_HISTORY_MAX_ENTRIES,
} from '#contract/constants.ts';

type LogLevel = 'error' | 'warn' | 'info';

interface LogEntry {
  level: LogLevel;
  message: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  context?: Record<string, unknown>;
}

let entries: LogEntry[] = [];
let cleanupTimer: ReturnType<typeof setInterval> | undefined;

export function addLogEntry(entry: Omit<LogEntry, 'timestamp'> & { timestamp?: number }): void {
  entries.push({ ...entry, timestamp: entry.timestamp ?? Date.now() });
  if (entries.length > LOG_HISTORY_MAX_ENTRIES) {
    entries = entries.slice(entries.length - LOG_HISTORY_MAX_ENTRIES);
  }
}

export function getLogEntries(): readonly LogEntry[] {
  return entries;
}

export function clearLogHistory(): void {
  entries = [];
}

/** Drops the entries older than an hour; returns how many were dropped. */
export function cleanOldLogEntries(now: number = Date.now()): number {
  const before = entries.length;
  entries = entries.filter((entry) => now - entry.timestamp <= LOG_HISTORY_MAX_AGE_MS);
  return before - entries.length;
}

/** Starts the once-a-minute sweep; calling it twice keeps one timer. */
export function startLogCleanup(): void {
  if (cleanupTimer !== undefined) return;
  cleanupTimer = setInterval(() => cleanOldLogEntries(), LOG_HISTORY_CLEAN_INTERVAL_MS);
}

export function stopLogCleanup(): void {
  if (cleanupTimer === undefined) return;
  clearInterval(cleanupTimer);
  cleanupTimer = undefined;
}
