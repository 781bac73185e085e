import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';

export type TestDatabase =
  | {
      kind: 'postgres';
      /** The run's database, for tests that start servers of their own on one database. */
      url: string;
      /** A migrated database no one connects to: each test file's database is a copy of it. */
      template: string;
      /** The server's own database, to create and drop the copies from. */
      adminUrl: string;
    }
  | { kind: 'pglite'; templatePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Prepares the run's databases: on PostgreSQL (TEST_DATABASE_URL) a migrated database of this
 * run's own plus a migrated template each test file copies (so files running at once never see
 * each other's rows), all dropped at the end; otherwise a PGlite dump every test file starts
 * from.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `barback_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const template = `${name}_template`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    for (const migrated of [name, template]) {
      const database = await openPostgres({ url: databaseUrl(serverUrl, migrated), poolSize: 1 });
      await database.close();
    }
    project.provide('testDatabase', {
      kind: 'postgres',
      url: databaseUrl(serverUrl, name),
      template,
      adminUrl: serverUrl,
    });
    return async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The copies of files that ended without closing theirs, then the run's own.
      const left = await dropper.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}%`],
      );
      for (const { datname } of left.rows) {
        await dropper.query(`drop database if exists "${datname}" with (force)`);
      }
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
