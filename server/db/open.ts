import { rmSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Config } from '../config.ts';
import { type Database, openPgliteThread, openPostgres } from './client.ts';
import { keepStatistics, type StatisticsKeeper } from './statistics.ts';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Barback process is already using the data directory ${dataDir}. ` +
        'Stop that process first, or start this one with another DATA_DIR (or with DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

// The holder refreshes the lock's time every UPDATE_MS; a lock not refreshed for STALE_MS is
// abandoned whoever holds it (a process that hangs, or one on another machine sharing the disk).
const UPDATE_MS = 2_000;
const STALE_MS = 10_000;

/** Who holds the lock of a data directory, written beside it when it is taken. */
interface LockOwner {
  pid: number;
  host: string;
}

const lockPaths = (dataDir: string) => ({
  lock: path.join(dataDir, 'barback.lock'),
  owner: path.join(dataDir, 'barback.lock.owner'),
  // Held for the moment it takes to remove an abandoned lock, so two processes starting
  // together never both remove it (one would remove the lock the other just took).
  takeover: path.join(dataDir, 'barback-takeover'),
});

/** The locks this process holds, so a lock recorded under its own pid is told from a leftover. */
const held = new Set<string>();

/**
 * Takes the single-owner lock of a data directory; the returned function releases it. The lock
 * of a process that no longer runs on this machine (killed, crashed) is taken over at once.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const paths = lockPaths(dataDir);
  let release: () => Promise<void>;
  try {
    release = await takeLock(dataDir, paths.lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    release = await takeOverAbandonedLock(dataDir);
  }
  held.add(paths.lock);
  // Exiting without releasing (process.exit, an uncaught error) removes the lock directory
  // (proper-lockfile does); the owner record goes with it.
  const forget = () => rmSync(paths.owner, { force: true });
  process.once('exit', forget);
  try {
    const owner: LockOwner = { pid: process.pid, host: hostname() };
    await writeFile(paths.owner, JSON.stringify(owner));
  } catch (error) {
    process.off('exit', forget);
    held.delete(paths.lock);
    await release();
    throw error;
  }
  return async () => {
    process.off('exit', forget);
    held.delete(paths.lock);
    await rm(paths.owner, { force: true });
    await release();
  };
}

function takeLock(dataDir: string, lockPath: string): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPath,
    // Only takeOverAbandonedLock removes someone else's lock, never proper-lockfile itself.
    stale: Infinity,
    update: UPDATE_MS,
    realpath: false,
    onCompromised: (error) => {
      console.error(`The lock on ${dataDir} was lost: ${error.message}`);
    },
  });
}

async function takeOverAbandonedLock(dataDir: string): Promise<() => Promise<void>> {
  const paths = lockPaths(dataDir);
  let releaseTakeover: () => Promise<void>;
  try {
    releaseTakeover = await lockfile.lock(paths.takeover, {
      stale: STALE_MS,
      realpath: false,
      onCompromised: () => {},
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  try {
    const state = await lockState(paths);
    if (state === 'held') throw new DataDirLockedError(dataDir);
    if (state === 'abandoned') {
      await rm(paths.owner, { force: true });
      await rm(paths.lock, { recursive: true, force: true });
    }
    return await takeLock(dataDir, paths.lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  } finally {
    await releaseTakeover();
  }
}

async function lockState(
  paths: ReturnType<typeof lockPaths>,
): Promise<'held' | 'abandoned' | 'released'> {
  let refreshedAt: number;
  try {
    refreshedAt = (await stat(paths.lock)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'released';
    throw error;
  }
  if (Date.now() - refreshedAt > STALE_MS) return 'abandoned';
  const owner = await readOwner(paths.owner);
  if (!owner || owner.host !== hostname()) return 'held';
  // The same pid in another process: a restarted container, whose first process it was again.
  const gone = owner.pid === process.pid ? !held.has(paths.lock) : !isRunning(owner.pid);
  return gone ? 'abandoned' : 'held';
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host };
    }
  } catch {
    // Missing, or being written: the holder cannot be told, so it is taken to be alive.
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * How long after the open the embedded database is first vacuumed and analysed. Every statement
 * waits behind a vacuum (one thread), and at the open it held up the first /health by as long as
 * it took; the statistics of the last run are kept on disk, so the planner has them meanwhile.
 */
export const FIRST_STATISTICS_AFTER_MS = 60_000;

/**
 * Opens the database the configuration names: PostgreSQL at DATABASE_URL, else the embedded
 * PGlite in DATA_DIR/db, in a thread of its own, once this process holds DATA_DIR's lock.
 */
export async function openDatabase(
  config: Config,
  options: {
    onMaintenanceError?: (error: unknown) => void;
    /** When the embedded database is first vacuumed (FIRST_STATISTICS_AFTER_MS). */
    firstStatisticsAfterMs?: number;
  } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const database = await openPgliteThread({ dataDir: path.join(config.dataDir, 'db') });
    // No autovacuum in the embedded database: vacuum and analyse a minute after the open and
    // every hour after that.
    let statistics: StatisticsKeeper | undefined;
    const firstStatistics = setTimeout(() => {
      statistics = keepStatistics(database.db, { onError: options.onMaintenanceError });
    }, options.firstStatisticsAfterMs ?? FIRST_STATISTICS_AFTER_MS);
    firstStatistics.unref();
    return {
      ...database,
      async close() {
        try {
          clearTimeout(firstStatistics);
          await statistics?.stop();
          await database.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
