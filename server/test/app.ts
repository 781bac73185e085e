import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A configuration for tests: silent, no web build, a fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'barback-test-data'),
    databaseUrl: undefined,
    databasePoolSize: 4,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    logFormat: 'json',
    trustProxy: false,
    webDistDir: path.join(tmpdir(), 'barback-no-web-build'),
    registrationMode: 'open',
    adminEmails: [],
    smtpUrl: undefined,
    mailFrom: 'Barback <no-reply@barback.test>',
    stripe: undefined,
    ai: undefined,
    redisUrl: undefined,
    version: '0.0.0-test',
    // Tests delete accounts behind the app's back: it asks the database every time.
    accountCheckMs: 0,
    ...overrides,
  };
}

/**
 * Opens a test database of the caller's own: a copy of the PGlite template, or on PostgreSQL a
 * database copied from the run's template and dropped when closed.
 */
export async function openTestDatabase(options: { shared?: boolean } = {}): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'postgres') {
    return options.shared
      ? openPostgres({ url: target.url, poolSize: 4, migrate: false })
      : openPostgresCopy(target);
  }
  const template = new Blob([await readFile(target.templatePath)]);
  return openPglite({ loadDataDir: template, migrate: false });
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function openPostgresCopy(target: { template: string; adminUrl: string }): Promise<Database> {
  const name = `${target.template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  await adminQuery(target.adminUrl, `create database "${name}" template "${target.template}"`);
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres({ url: url.toString(), poolSize: 4, migrate: false });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(target.adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  logStream?: Writable;
  /** The time services read as "now" (fix it for tests of days and dates). */
  clock?: () => Date;
  /**
   * On PostgreSQL, the run's one shared database rather than a copy of the file's own: for
   * tests of several apps (API processes) on one database.
   */
  sharedDatabase?: boolean;
  /** Called before the app is ready, to add routes that exist only in a test. */
  extend?: (app: App) => void | Promise<void>;
}

/** Builds the real app (buildApp) on a fresh test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase({ shared: options.sharedDatabase ?? false });
  const app = await buildApp(testConfig(options.config), {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * useTestApp for the server-pg tests (`*.pg.test.ts`), which need a real PostgreSQL server:
 * they fail, saying how to run them, when the run has none.
 */
export function usePostgresTestApp(options: TestAppOptions = {}): TestContext {
  beforeAll(() => {
    if (inject('testDatabase').kind !== 'postgres') {
      throw new Error(
        'The server-pg tests need a PostgreSQL server: run them with TEST_DATABASE_URL, e.g. ' +
          'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
      );
    }
  });
  return useTestApp(options);
}

/** One app per test file: built before the first test, closed after the last. */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(options);
  });
  afterAll(async () => {
    await context?.close();
  });
  const current = () => {
    if (!context) throw new Error('The test app is not ready yet: use it inside a test.');
    return context;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
