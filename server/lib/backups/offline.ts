import path from 'node:path';
import { openPglite } from '#server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/open.ts';
import { controlSocketPath, requestBackup } from './control.ts';
import { type BackupFile, writeBackupWith } from './files.ts';
import { writeTarGz } from './tar.ts';

export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/**
 * A backup of the embedded database in `dataDir`: made by the server when one runs there (over
 * its control socket), else by this process, which then holds the data directory's lock while
 * it copies (a server started meanwhile waits for nothing: it is refused, as with two servers).
 */
export async function backupDataDir(
  dataDir: string,
  now: () => Date = () => new Date(),
): Promise<BackupFile & { by: 'server' | 'this process' }> {
  const byServer = await requestBackup(dataDir);
  if (byServer) return { ...byServer, by: 'server' };
  const release = await lockDataDir(dataDir).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupRefusedError(
      `A Barback server runs on ${dataDir} but did not answer on ${controlSocketPath(dataDir)} ` +
        '(its log says why). Try again once it has started, or restart it.',
    );
  });
  try {
    // Opened and closed first: a directory left by a server that was killed is recovered and
    // shut down cleanly, so its files on disk are then the whole database.
    const dbDir = path.join(dataDir, 'db');
    const database = await openPglite({ dataDir: dbDir, migrate: false });
    await database.close();
    const takenAt = now();
    const file = await writeBackupWith(dataDir, takenAt, (temporary) =>
      writeTarGz(dbDir, temporary),
    );
    return { ...file, by: 'this process' };
  } finally {
    await release();
  }
}
