import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import { type BackupFile, backupsDir, writeBackupWith } from './files.ts';
import { writeTarGz } from './tar.ts';

/** Whether this server copies its database itself (embedded, on disk) or PostgreSQL's tools do. */
export const makesOwnBackups = (database: Database) =>
  database.driver === 'pglite' && database.copyDataDir !== undefined;

/**
 * Backs up the open embedded database into DATA_DIR/backups, named after `now`: its data
 * directory copied by its thread between transactions (the only moment requests wait), then
 * archived and compressed from that copy as a stream, and the copy removed. One backup at a
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
      const { copyDataDir } = database;
      if (!copyDataDir) throw new Error('This database is backed up by PostgreSQL.');
      const takenAt = now();
      const copy = path.join(backupsDir(dataDir), `.copy-${randomBytes(6).toString('hex')}`);
      try {
        return await writeBackupWith(dataDir, takenAt, async (temporary) => {
          await copyDataDir(copy);
          await writeTarGz(copy, temporary);
        });
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}
