import type { BackupFile } from './files.ts';
import { lastBackupAt, pruneBackups } from './files.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * With no backup yet, the first comes an hour after start (or sooner with a shorter interval):
 * not at every start of a new install, a test or a benchmark, and soon enough for a server
 * restarted daily.
 */
export const FIRST_BACKUP_AFTER_MS = HOUR_MS;

/** How the schedule waits: real timers by default, a test's own to skip the waiting. */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    // The schedule never keeps the process alive.
    timer.unref();
    return timer;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface BackupScheduleOptions {
  dataDir: string;
  /** Hours between backups; 0 makes none. */
  intervalHours: number;
  /** Backups kept in DATA_DIR/backups, the newest; 0 keeps every one. */
  keep: number;
  backup: () => Promise<BackupFile>;
  now: () => Date;
  timers?: Timers;
  onBackup?: (file: BackupFile) => void;
  onError?: (error: unknown) => void;
}

export interface BackupSchedule {
  /** No more backups; resolves when the one in progress (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Takes a backup every `intervalHours`, the first as soon as the newest one in DATA_DIR/backups
 * is that old (an hour after start when there is none), so a server restarted every night still
 * makes its daily backup; then removes all but the newest `keep`. A failed backup is reported to
 * `onError` and tried again at the next turn.
 */
export function scheduleBackups(options: BackupScheduleOptions): BackupSchedule {
  const timers = options.timers ?? realTimers;
  const intervalMs = options.intervalHours * HOUR_MS;
  let stopped = options.intervalHours <= 0;
  let handle: unknown;
  let running: Promise<void> | undefined;

  const wait = (ms: number) => {
    if (stopped) return;
    handle = timers.set(() => {
      handle = undefined;
      running = run().finally(() => {
        running = undefined;
      });
    }, ms);
  };
  const run = async () => {
    try {
      const file = await options.backup();
      options.onBackup?.(file);
      if (options.keep > 0) await pruneBackups(options.dataDir, options.keep);
    } catch (error) {
      options.onError?.(error);
    }
    wait(intervalMs);
  };

  if (!stopped) {
    running = lastBackupAt(options.dataDir)
      .then((last) => {
        const due = last
          ? last.getTime() + intervalMs - options.now().getTime()
          : Math.min(intervalMs, FIRST_BACKUP_AFTER_MS);
        wait(Math.max(0, due));
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        wait(intervalMs);
      })
      .finally(() => {
        running = undefined;
      });
  }
  return {
    async stop() {
      stopped = true;
      if (handle !== undefined) timers.clear(handle);
      handle = undefined;
      await running;
    },
  };
}
