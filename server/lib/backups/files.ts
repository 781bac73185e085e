import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the embedded database's backups go: DATA_DIR/backups. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** barback-20261126T173000Z.tar.gz: the UTC time it was taken, sortable by name. */
const NAME = /^barback-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

export function backupFileName(takenAt: Date): string {
  // Two backups in the same second: the second replaces the first (same data, moments apart).
  const stamp = takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `barback-${stamp}.tar.gz`;
}

export interface BackupFile {
  path: string;
  /** Bytes. */
  size: number;
}

export interface ListedBackup {
  path: string;
  takenAt: Date;
}

/**
 * Makes a backup beside its final name (`produce` writes the file it is given), syncs it, then
 * renames it: a backup is whole or absent.
 */
export async function writeBackupWith(
  dataDir: string,
  takenAt: Date,
  produce: (temporary: string) => Promise<void>,
): Promise<BackupFile> {
  const dir = backupsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const final = path.join(dir, backupFileName(takenAt));
  const temporary = path.join(dir, `.writing-${randomBytes(6).toString('hex')}`);
  try {
    await produce(temporary);
    const handle = await open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const { size } = await stat(temporary);
    await rename(temporary, final);
    return { path: final, size };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes `bytes` as a backup (see writeBackupWith). */
export function writeBackupFile(
  dataDir: string,
  bytes: Uint8Array,
  takenAt: Date,
): Promise<BackupFile> {
  return writeBackupWith(dataDir, takenAt, (temporary) =>
    writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' }),
  );
}

/** The backups in DATA_DIR/backups, oldest first (none when the folder is missing). */
export async function listBackups(dataDir: string): Promise<ListedBackup[]> {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const [year = 0, month = 1, day, hour, minute, second] = match.slice(1).map(Number);
      const takenAt = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
      return [{ path: path.join(dir, name), takenAt }];
    })
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** When the newest backup was taken, if there is one. */
export async function lastBackupAt(dataDir: string): Promise<Date | undefined> {
  return (await listBackups(dataDir)).at(-1)?.takenAt;
}

/** Removes all but the newest `keep` backups. */
export async function pruneBackups(dataDir: string, keep: number): Promise<void> {
  const backups = await listBackups(dataDir);
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) {
    await rm(old.path, { force: true });
  }
}

/**
 * Removes what a backup cut short (the server killed meanwhile) left in DATA_DIR/backups: a
 * copy of the data directory, a half-written file. Only for the holder of DATA_DIR's lock.
 */
export async function removeLeftovers(dataDir: string): Promise<void> {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    if (name.startsWith('.copy-') || name.startsWith('.writing-')) {
      await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}
