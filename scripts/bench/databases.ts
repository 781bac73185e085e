// The database of each mode, made for one run and removed after it: a temporary data
// directory for the embedded database, a database of its own on the PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { onCleanup } from './cleanup.ts';
import { seedLocation, type Seeded, type SeedSize } from './seed.ts';

export type Mode = 'embedded' | 'postgres';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  mode: Mode;
  /** Environment of the server process (DATA_DIR, DATABASE_URL). */
  serverEnv: Record<string, string>;
  /** Environment of the baseline process (its driver and where the data is). */
  baselineEnv: Record<string, string>;
  seeded: Seeded;
  /** Time to create the database and apply the migrations, in ms. */
  migrateMs: number;
  /** Removes the database (also run on Ctrl-C). */
  dispose(): Promise<void>;
}

const poolSize = () => process.env.DATABASE_POOL_SIZE || '10';

/**
 * A temporary data directory, migrated and seeded from this process, then closed: the server
 * takes the directory for itself, and the baseline opens it after the server has stopped.
 */
export async function embeddedDatabase(size: SeedSize): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-'));
  const dispose = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  try {
    const pgliteDir = path.join(dataDir, 'db');
    const started = performance.now();
    const database = await openPglite({ dataDir: pgliteDir });
    const migrateMs = performance.now() - started;
    let seeded: Seeded;
    try {
      seeded = await seedLocation(database.db, size);
    } finally {
      await database.close();
    }
    return {
      mode: 'embedded',
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      baselineEnv: { BASELINE_DRIVER: 'pglite', BASELINE_PGLITE_DIR: pgliteDir },
      seeded,
      migrateMs,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The URL of another database on the same server. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether the PostgreSQL server answers at `url`; the reason when it does not. */
export async function postgresReachable(url: string): Promise<string | undefined> {
  try {
    await admin(url, (client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The server's version, e.g. "15.20 (Debian 15.20-0+deb12u1)". */
export async function postgresVersion(url: string): Promise<string | undefined> {
  try {
    return await admin(url, async (client) => {
      const result = await client.query<{ server_version: string }>('show server_version');
      return result.rows[0]?.server_version;
    });
  } catch {
    return undefined;
  }
}

/**
 * A database of its own, barback_bench_<random>, on the server at `adminUrl`: migrated and
 * seeded, and dropped at the end (Ctrl-C included). A run killed outright (kill -9) leaves it:
 * drop it by hand (`psql -c 'drop database barback_bench_…'`).
 */
export async function postgresDatabase(adminUrl: string, size: SeedSize): Promise<BenchDatabase> {
  const name = `barback_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-pg-'));
  const removeDir = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const started = performance.now();
  await admin(adminUrl, (client) => client.query(`create database "${name}"`));
  const drop = onCleanup(async () => {
    await admin(adminUrl, async (client) => {
      // WITH (FORCE) since PostgreSQL 13; before it, a plain drop (nothing is connected by then).
      await client
        .query(`drop database if exists "${name}" with (force)`)
        .catch(() => client.query(`drop database if exists "${name}"`));
    });
  });
  const dispose = async () => {
    await drop();
    await removeDir();
  };
  try {
    const database = await openPostgres({ url, poolSize: 4 });
    const migrateMs = performance.now() - started;
    let seeded: Seeded;
    try {
      seeded = await seedLocation(database.db, size);
    } finally {
      await database.close();
    }
    return {
      mode: 'postgres',
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: poolSize() },
      baselineEnv: {
        BASELINE_DRIVER: 'postgres',
        BASELINE_DATABASE_URL: url,
        BASELINE_POOL_SIZE: poolSize(),
      },
      seeded,
      migrateMs,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
