import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Barback process is already using the data directory ${dataDir}. ` +
        'Stop that process first, or start this one with another DATA_DIR (or with DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Takes the single-owner lock of a data directory; the returned function releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    // The lock is refreshed every few seconds; a crashed owner's lock goes stale after 10 s.
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'barback.lock'),
      stale: 10_000,
      update: 2_000,
      realpath: false,
      onCompromised: (error) => {
        console.error(`The lock on ${dataDir} was lost: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}

/** Opens the database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
    return {
      ...database,
      async close() {
        try {
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
