// The crash tests' stores and server processes: the embedded database in a temporary DATA_DIR,
// or a PostgreSQL database of the run's own (server/test/global-setup.ts makes and drops it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { startServerProcess } from '#scripts/server-process.ts';

export const CRASH_JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

export interface Store {
  kind: 'embedded' | 'postgres';
  /** What the server is started with to use this store. */
  env: NodeJS.ProcessEnv;
  /** Opens the store in this process (no server may hold an embedded one). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A fresh embedded data directory. */
export async function embeddedStore(): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-crash-'));
  return {
    kind: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openPglite({ dataDir: path.join(dataDir, 'db') }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The run's PostgreSQL database; each crash run writes a venue of its own in it. */
export async function postgresStore(url: string): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-crash-pg-'));
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: '10' },
    open: () => openPostgres({ url, poolSize: 2 }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface Started {
  server: ServerProcess;
  /** Time from spawning to the first /health 200, in ms. */
  startedInMs: number;
}

/** Starts the real server on the store and waits until it serves. */
export async function startServer(store: Store): Promise<Started> {
  const server = await startServerProcess(
    {
      ...store.env,
      JWT_SECRET: CRASH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: path.join(store.env.DATA_DIR ?? tmpdir(), 'no-web'),
      // No scheduled backup of the embedded database in the middle of a run.
      BACKUP_INTERVAL_HOURS: '0',
    },
    { captureOutput: true, timeoutMs: 90_000 },
  );
  return { server, startedInMs: server.startedInMs };
}

/** SIGKILL: the process ends where it stands, with no chance to finish or clean up. */
export async function killHard(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
