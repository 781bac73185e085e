// npm run bench:move: how long `npm run db:move` takes for a large venue (decision 039). Seeds
// 2,000 items and 200,000 change-log rows (BENCH_ITEMS, BENCH_CHANGES; the seeding of
// bench-location-export.ts) into a fresh DATA_DIR, creates an empty database on the PostgreSQL
// server of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), runs the
// real command against it as a user would and times it, then drops the database. Prints the
// machine's load too: the figure means little on a busy machine.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPglite } from '#server/db/client.ts';
import { seedLargeVenue } from './bench/large-venue.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = promisify(execFile);
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-move-'));
const name = `barback_bench_move_${randomBytes(4).toString('hex')}`;
const target = new URL(SERVER_URL);
target.pathname = `/${name}`;
try {
  const seeded = performance.now();
  const source = await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    await seedLargeVenue(source.db, { items: ITEMS, changes: CHANGES });
  } finally {
    await source.close();
  }
  console.log(
    `seeded ${ITEMS} items and ${CHANGES} change-log rows in ` +
      `${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  await admin(`create database "${name}"`);

  console.log(`load average before (1, 5, 15 min): ${load()}`);
  const started = performance.now();
  const { stdout } = await run('npm', ['run', '-s', 'db:move', '--', '--to', target.toString()], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const took = performance.now() - started;
  console.log(stdout.trim());
  console.log(
    `\nnpm run db:move: ${(took / 1000).toFixed(1)} s from start to exit; ` +
      `load average after (1, 5, 15 min): ${load()}`,
  );
} finally {
  await admin(`drop database if exists "${name}" with (force)`).catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}
