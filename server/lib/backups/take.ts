import type { Database } from '#server/db/client.ts';
import { type BackupFile, writeBackupFile } from './files.ts';

/** Whether backups of this database are made here (the embedded one) or by PostgreSQL's tools. */
export const makesOwnBackups = (database: Database) =>
  database.driver === 'pglite' && database.dumpDataDir !== undefined;

/**
 * Copies the open embedded database into DATA_DIR/backups, named after `now`. One copy at a
 * time per database: a second call while one runs gets the same file.
 */
export function backupTaker(
  database: Database,
  dataDir: string,
  now: () => Date,
): () => Promise<BackupFile> {
  let running: Promise<BackupFile> | undefined;
  return () => {
    running ??= (async () => {
      if (!database.dumpDataDir) throw new Error('This database is backed up by PostgreSQL.');
      const takenAt = now();
      const bytes = await database.dumpDataDir();
      return writeBackupFile(dataDir, bytes, takenAt);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}
