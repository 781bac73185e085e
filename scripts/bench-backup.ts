// npm run bench:backup: backups of the embedded database of a large venue. Seeds one location
// with 2,000 items and 200,000 change-log rows (BENCH_ITEMS, BENCH_CHANGES) in bulk through SQL,
// starts the real server on it, times `npm run backup` against the running server (with the
// answer time of a request made meanwhile), stops the server, times `npm run restore` of that
// file, and checks the restored rows. Figures: times, file size, data directory size.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite } from '#server/db/client.ts';
import { seedLocation } from './bench/seed.ts';
import { startServerProcess } from './server-process.ts';

const run = promisify(execFile);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Runs one of the npm scripts' files on `dataDir`, as `npm run` would; answers its output and time. */
async function script(file: string, dataDir: string, args: string[] = []) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  return { stdout: stdout.trim(), ms: performance.now() - started };
}

/** The process's memory (Linux: VmHWM, the most so far, or VmRSS, now), in bytes; 0 elsewhere. */
async function memoryOf(pid: number | undefined, field = 'VmHWM'): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
const peakMemory = (pid: number | undefined) => memoryOf(pid);

async function counts(dataDir: string) {
  const database = await openPglite({ dataDir: path.join(dataDir, 'db'), migrate: false });
  try {
    const { rows } = await database.client.query<{ items: number; updates: number }>(
      `select (select count(*)::int from items) as items,
              (select count(*)::int from stock_updates) as updates`,
    );
    const [row] = rows;
    return row;
  } finally {
    await database.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-backup-'));
try {
  const seeding = performance.now();
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  await seedLocation(database.db, { items: ITEMS, updates: CHANGES, members: 20 });
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  const seeded = await counts(dataDir);
  console.log(
    `Seeded ${seeded?.items} items, ${seeded?.updates} change-log rows in ` +
      `${seconds(performance.now() - seeding)}; data directory ${mb(await sizeOf(path.join(dataDir, 'db')))}`,
  );

  const server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', BACKUP_INTERVAL_HOURS: '0' },
    { captureOutput: true },
  );
  let backupFile: string;
  try {
    const peakBefore = await peakMemory(server.child.pid);
    // Requests answered while the backup runs: how long the server keeps them waiting.
    const backup = script('scripts/backup.ts', dataDir);
    let finished = false;
    void backup.finally(() => (finished = true));
    const waits: number[] = [];
    let refused = 0;
    while (!finished) {
      const asked = performance.now();
      const health = await fetch(`${server.baseURL}/health`);
      waits.push(performance.now() - asked);
      if (!health.ok) refused += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = await backup;
    console.log(`npm run backup (server running): ${seconds(done.ms)}`);
    console.log(`  ${done.stdout.split('\n').join('\n  ')}`);
    console.log(
      `  GET /health every 100 ms meanwhile: ${waits.length} asked, slowest ` +
        `${Math.max(...waits).toFixed(0)} ms, ${refused} answered "database down"`,
    );
    console.log(
      `  server's peak memory (VmHWM): ${mb(peakBefore)} before, ` +
        `${mb(await peakMemory(server.child.pid))} after; ` +
        `${mb(await memoryOf(server.child.pid, 'VmRSS'))} held once it was done`,
    );
    const match = /: (\S+\.tar\.gz)$/m.exec(done.stdout);
    if (!match?.[1]) throw new Error(`No backup path in: ${done.stdout}`);
    backupFile = match[1];
  } finally {
    await server.stop();
  }

  const offline = await script('scripts/backup.ts', dataDir);
  console.log(`npm run backup (no server): ${seconds(offline.ms)}`);

  const restore = await script('scripts/restore.ts', dataDir, [backupFile]);
  const restored = await counts(dataDir);
  console.log(`npm run restore -- FILE: ${seconds(restore.ms)}`);
  console.log(
    `  restored ${restored?.items} items, ${restored?.updates} change-log rows ` +
      `(${restored?.items === seeded?.items && restored?.updates === seeded?.updates ? 'same as seeded' : 'DIFFERENT from the seed'})`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
