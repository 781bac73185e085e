import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Copies the embedded database's data directory (on disk) to `to`, between transactions: a
   * consistent copy to back up.
   */
  copyDataDir?(to: string): Promise<void>;
  /** A full garbage collection where the database runs in this process's thread (embedded). */
  collectGarbage?(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Key of the advisory lock that serialises migrations across processes sharing one server. */
const MIGRATION_LOCK_KEY = 4_242_001;

export interface PgliteOptions {
  /** Directory of the data; omitted for an in-memory database. */
  dataDir?: string;
  /** A dump of a data directory to start from (tests start from a migrated template). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

/**
 * Opens the embedded PostgreSQL (PGlite) in this thread, on disk or in memory, and applies
 * migrations. Every statement runs on the caller's event loop: for tests (one in-memory copy per
 * file) and scripts; the server opens its data directory with openPgliteThread.
 */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<Database & { client: PGlite }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  }
  return {
    db,
    client,
    driver: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Settings of the embedded database in its thread. PGlite's default 128 MB of shared buffers is
 * memory the server holds for good (WebAssembly memory never shrinks); a venue's working set
 * (its items, the newest changelog pages) fits in far less, and the rest of the data stays in
 * the operating system's file cache, one read away.
 */
export const EMBEDDED_SETTINGS = ['shared_buffers=32MB'];

/**
 * Opens the embedded PostgreSQL (PGlite) in a thread of its own (pglite-thread.ts) and applies
 * migrations there, so its statements never hold up the server's event loop. Same data
 * directory, same Drizzle driver and the same results as openPglite, which stays for tests and
 * scripts that own their database alone.
 */
export async function openPgliteThread(
  options: PgliteOptions = {},
): Promise<Database & { client: PgliteThread }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PgliteThread.start({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.migrate === false ? {} : { migrationsFolder }),
    settings: EMBEDDED_SETTINGS,
  });
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client has.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    client,
    driver: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    ...(options.dataDir ? { copyDataDir: (to: string) => client.copyDataDir(to) } : {}),
    collectGarbage: () => client.collectGarbage(),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  migrate?: boolean;
}

/** Connects to a PostgreSQL server with a pool and applies migrations under an advisory lock. */
export async function openPostgres(
  options: PostgresOptions,
): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its server must not crash the process; the next query fails instead.
  pool.on('error', () => {});
  if (options.migrate !== false) {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    pool,
    driver: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
