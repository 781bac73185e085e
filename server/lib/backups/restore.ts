import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openPglite } from '#server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/open.ts';

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Opens a backup in memory and reads it: a file that is not a whole Barback database throws. */
async function verifyBackup(bytes: Uint8Array, file: string): Promise<void> {
  try {
    // The whole archive must inflate (a truncated or damaged file fails here)…
    gunzipSync(bytes);
    // …and open as a database with Barback's tables in it.
    const database = await openPglite({ loadDataDir: new Blob([bytes]), migrate: false });
    try {
      await database.client.query('select count(*) from drizzle.__drizzle_migrations');
      await database.client.query('select count(*) from locations');
    } finally {
      await database.close();
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefusedError(
      `${file} is not a Barback backup that can be restored (${reason}). Nothing was replaced.`,
    );
  }
}

/**
 * Puts a backup back as DATA_DIR/db, with no server running: the file is checked first, the
 * data it replaces is moved aside (not deleted) and removed only once the restored database has
 * opened; if it does not open, the replaced data is put back.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  now: () => Date = () => new Date(),
): Promise<{ replaced: boolean }> {
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RestoreRefusedError(
        `A Barback server is running on ${dataDir}: stop the server first, then restore.`,
      );
    }
    throw error;
  }
  try {
    const bytes = new Uint8Array(await readFile(file));
    await verifyBackup(bytes, file);
    const dbDir = path.join(dataDir, 'db');
    const aside = path.join(dataDir, `db-before-restore-${now().getTime()}`);
    const replaced = await exists(dbDir);
    if (replaced) await rename(dbDir, aside);
    try {
      const restored = await openPglite({
        dataDir: dbDir,
        loadDataDir: new Blob([bytes]),
        migrate: false,
      });
      try {
        await restored.client.query('select count(*) from locations');
      } finally {
        await restored.close();
      }
    } catch (error) {
      await rm(dbDir, { recursive: true, force: true });
      if (replaced) await rename(aside, dbDir);
      throw error;
    }
    if (replaced) await rm(aside, { recursive: true, force: true });
    return { replaced };
  } finally {
    await release();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
