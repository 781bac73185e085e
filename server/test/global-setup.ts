import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';

export type TestDatabase =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; templatePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/**
 * Prepares one migrated database for the whole run: on PostgreSQL (TEST_DATABASE_URL) a database
 * of this run's own, dropped at the end; otherwise a PGlite dump every test file starts from.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `barback_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres({ url: url.toString(), poolSize: 1 });
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url: url.toString() });
    return async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'barback-test-'));
  const templatePath = path.join(dir, 'template.tar');
  const database = await openPglite();
  const dump = await database.client.dumpDataDir('none');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
