import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openPglite } from '#server/db/client.ts';
import { lockDataDir } from '#server/db/open.ts';
import { locations } from '#server/db/schema/index.ts';
import { testConfig } from '#server/test/app.ts';
import { controlSocketPath } from './control.ts';
import { backupDataDir } from './offline.ts';
import { restoreBackup } from './restore.ts';
import { startBackups } from './service.ts';

const TAKEN_AT = new Date('2026-03-14T09:26:53Z');

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-backup-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Opening a database on disk and copying it take seconds each on a busy machine. */
const SLOW = 120_000;

/**
 * DATA_DIR/db with every migration applied, the run's migrated template copied in when there
 * is one (quicker than migrating again), and `names` as its locations.
 */
async function prepareDataDir(names: string[]): Promise<void> {
  const target = inject('testDatabase');
  const template =
    target.kind === 'pglite' ? new Blob([await readFile(target.templatePath)]) : undefined;
  const database = await openPglite({
    dataDir: path.join(dataDir, 'db'),
    ...(template ? { loadDataDir: template } : {}),
  });
  if (names.length > 0) await database.db.insert(locations).values(names.map((name) => ({ name })));
  await database.close();
}

/** The names of the locations in DATA_DIR/db, opened as the server would open it. */
async function locationNames(dir: string): Promise<string[]> {
  const database = await openPglite({ dataDir: path.join(dir, 'db'), migrate: false });
  try {
    const rows = await database.db
      .select({ name: locations.name })
      .from(locations)
      .orderBy(asc(locations.name));
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

/** DATA_DIR's entries besides the backups: what a refused restore must leave as it was. */
async function dataDirEntries(): Promise<string[]> {
  return (await readdir(dataDir)).filter((name) => !name.startsWith('barback.lock')).sort();
}

describe('backups of the embedded database', () => {
  it(
    'copies the running server’s database, which restores to the same rows',
    async () => {
      await prepareDataDir([]);
      const app = await buildApp(testConfig({ dataDir, backup: { intervalHours: 0, keep: 7 } }), {
        clock: () => TAKEN_AT,
      });
      // What a backup cut short by a killed server leaves behind.
      await mkdir(path.join(dataDir, 'backups', '.copy-0a1b2c', 'base'), { recursive: true });
      await writeFile(path.join(dataDir, 'backups', '.writing-3d4e5f'), 'half');
      try {
        await startBackups(app);
        expect(await readdir(path.join(dataDir, 'backups'))).toEqual([]);
        expect((await stat(controlSocketPath(dataDir))).mode & 0o777).toBe(0o600);
        await app.db.insert(locations).values([{ name: 'Harbour Bar' }, { name: 'Corner Cafe' }]);

        const backup = await backupDataDir(dataDir);

        expect(backup.by).toBe('server');
        expect(path.basename(backup.path)).toBe('barback-20260314T092653Z.tar.gz');
        expect((await stat(backup.path)).size).toBe(backup.size);
        // A change after the backup, which the restore takes away.
        await app.db.insert(locations).values({ name: 'Late Addition' });
      } finally {
        await app.close();
      }
      expect(await locationNames(dataDir)).toEqual(['Corner Cafe', 'Harbour Bar', 'Late Addition']);
      const backups = await readdir(path.join(dataDir, 'backups'));
      expect(backups).toEqual(['barback-20260314T092653Z.tar.gz']);

      await restoreBackup(dataDir, path.join(dataDir, 'backups', backups[0] ?? ''));

      expect(await locationNames(dataDir)).toEqual(['Corner Cafe', 'Harbour Bar']);
      // The replaced data was removed once the restored database opened.
      expect((await dataDirEntries()).filter((name) => name.startsWith('db'))).toEqual(['db']);
    },
    SLOW,
  );

  it(
    'makes the backup itself when no server runs, and the file restores',
    async () => {
      await prepareDataDir(['Quiet Tavern']);
      // What a server killed outright leaves: the socket's file, nobody listening.
      await writeFile(controlSocketPath(dataDir), '');

      const backup = await backupDataDir(dataDir, () => TAKEN_AT);

      expect(backup.by).toBe('this process');
      await rm(path.join(dataDir, 'db'), { recursive: true });
      await restoreBackup(dataDir, backup.path);
      expect(await locationNames(dataDir)).toEqual(['Quiet Tavern']);
    },
    SLOW,
  );

  it('refuses to restore (or copy the files) while a server holds the data directory', async () => {
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const release = await lockDataDir(dataDir);
    try {
      await expect(restoreBackup(dataDir, path.join(dataDir, 'any.tar.gz'))).rejects.toThrow(
        /stop the server first/,
      );
      expect(await readdir(path.join(dataDir, 'db'))).toEqual(['PG_VERSION']);
      // Nor can a backup be made beside it when that server does not answer.
      await expect(backupDataDir(dataDir)).rejects.toThrow(/did not answer/);
    } finally {
      await release();
    }
  });

  it('refuses a damaged or foreign file and replaces nothing', async () => {
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const garbage = path.join(dataDir, 'garbage.tar.gz');
    await writeFile(garbage, 'not a backup at all');
    const foreign = path.join(dataDir, 'foreign.tar.gz');
    await writeFile(foreign, gzipSync(Buffer.from('a gzipped file that is no database')));
    const before = await dataDirEntries();

    for (const file of [garbage, foreign]) {
      await expect(restoreBackup(dataDir, file)).rejects.toThrow(/not a Barback backup/);
    }

    expect(await dataDirEntries()).toEqual(before);
    expect(await readdir(path.join(dataDir, 'db'))).toEqual(['PG_VERSION']);
  });
});
