import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, writeBackupFile } from './files.ts';
import { type BackupSchedule, scheduleBackups, type Timers } from './schedule.ts';

const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2026-05-01T03:00:00Z');

let dataDir: string;
let schedule: BackupSchedule | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-schedule-'));
});
afterEach(async () => {
  await schedule?.stop();
  schedule = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/** Timers that fire only when the test says, moving the clock to their time. */
function manualTime(start: Date) {
  let now = start.getTime();
  const pending: { callback: () => void; at: number }[] = [];
  const timers: Timers = {
    set(callback, ms) {
      const timer = { callback, at: now + ms };
      pending.push(timer);
      return timer;
    },
    clear(handle) {
      pending.splice(pending.indexOf(handle as (typeof pending)[number]), 1);
    },
  };
  return {
    timers,
    now: () => new Date(now),
    /** The delays asked for so far, in hours from the clock's time when each was asked. */
    delays: [] as number[],
    /** Waits (without time passing) until the schedule has asked for its next timer. */
    async nextTimer() {
      for (;;) {
        const [first] = pending;
        if (first) return first;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async fire() {
      const timer = await this.nextTimer();
      this.delays.push((timer.at - now) / HOUR_MS);
      pending.shift();
      now = timer.at;
      timer.callback();
    },
  };
}

const backupNames = async () => (await readdir(path.join(dataDir, 'backups'))).sort();

describe('the backup schedule', () => {
  it('makes one backup per interval and keeps the newest 7', async () => {
    const time = manualTime(START);
    schedule = scheduleBackups({
      dataDir,
      intervalHours: 24,
      keep: 7,
      now: time.now,
      timers: time.timers,
      backup: () => writeBackupFile(dataDir, new Uint8Array([1, 2, 3]), time.now()),
    });

    for (let turn = 0; turn < 10; turn++) await time.fire();
    await time.nextTimer();

    // The first an hour after start (there was none), then one a day.
    expect(time.delays).toEqual([1, 24, 24, 24, 24, 24, 24, 24, 24, 24]);
    const days = [3, 4, 5, 6, 7, 8, 9].map((day) =>
      backupFileName(new Date(START.getTime() + HOUR_MS + day * 24 * HOUR_MS)),
    );
    expect(await backupNames()).toEqual(days);
  });

  it('after a restart, waits only for what is left of the interval since the last backup', async () => {
    const time = manualTime(START);
    await writeBackupFile(dataDir, new Uint8Array([1]), new Date(START.getTime() - 10 * HOUR_MS));
    schedule = scheduleBackups({
      dataDir,
      intervalHours: 24,
      keep: 7,
      now: time.now,
      timers: time.timers,
      backup: () => writeBackupFile(dataDir, new Uint8Array([1]), time.now()),
    });

    await time.fire();

    expect(time.delays).toEqual([14]);
  });

  it('makes none when the interval is 0', async () => {
    const time = manualTime(START);
    let asked = 0;
    const timers: Timers = {
      set: (...args) => {
        asked += 1;
        return time.timers.set(...args);
      },
      clear: time.timers.clear,
    };
    schedule = scheduleBackups({
      dataDir,
      intervalHours: 0,
      keep: 7,
      now: time.now,
      timers,
      backup: () => writeBackupFile(dataDir, new Uint8Array([1]), time.now()),
    });
    await schedule.stop();

    expect(asked).toBe(0);
  });
});
