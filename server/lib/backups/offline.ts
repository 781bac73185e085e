import path from 'node:path';
import { openPglite } from '#server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/open.ts';
import { controlSocketPath, requestBackup } from './control.ts';
import { type BackupFile, writeBackupFile } from './files.ts';

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
    const database = await openPglite({ dataDir: path.join(dataDir, 'db'), migrate: false });
    try {
      const takenAt = now();
      if (!database.dumpDataDir) throw new Error('The embedded database cannot be copied.');
      const bytes = await database.dumpDataDir();
      return { ...(await writeBackupFile(dataDir, bytes, takenAt)), by: 'this process' };
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}
