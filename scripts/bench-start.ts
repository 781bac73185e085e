// npm run bench:start: how long a second start takes, from spawning the process to the first
// 200 on /health, on a data directory that already holds a venue (BENCH_ITEMS items and
// BENCH_CHANGES change-log rows): the server run through tsx (compiling at start), the compiled
// server (what `npm start` runs), and `npm start` itself (both builds up to date). Then the parts
// of the compiled start: loading the modules, opening PGlite, and the vacuum (which ran at the
// open before decision 041 and held up every statement, /health too). Each figure
// is the median of BENCH_RUNS runs, taken in turns so that all see the same load.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, openPgliteThread } from '#server/db/client.ts';
import { gatherStatistics } from '#server/db/statistics.ts';
import { seedLocation } from './bench/seed.ts';
import { buildServerIfStale } from './server-build.ts';
import { freePort } from './server-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20_000);
const HEALTH_TIMEOUT_MS = 120_000;

const root = process.cwd();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const loads: number[] = [];
const noteLoad = () => loads.push(loadavg()[0] ?? NaN);

/** Spawns a start command and answers the time to the first 200 on /health; then stops it. */
async function timeStart([program, ...args]: string[], dataDir: string): Promise<number> {
  if (!program) throw new Error('No command to start');
  const command = [program, ...args];
  const port = await freePort();
  const started = performance.now();
  // A process group of its own: `npm start` runs the server under npm and a shell, and
  // stopping the group stops all of them.
  const child = spawn(program, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      BACKUP_INTERVAL_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited:\n${output}`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS) {
        throw new Error(`${command.join(' ')} did not answer /health:\n${output}`);
      }
      const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    noteLoad();
    await stopGroup(child);
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Node's start and the import of every module of the compiled server, up to listening. */
async function timeModuleLoad(main: string): Promise<number> {
  const app = pathToFileURL(path.join(path.dirname(main), 'app.js')).href;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--input-type=module', '-e', `await import(${JSON.stringify(app)});`],
    { stdio: 'inherit' },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Loading ${app} failed`);
  noteLoad();
  return performance.now() - started;
}

/** PGlite's open as the server does it (own thread, migrations checked), and the vacuum after. */
async function timeDatabaseOpen(dataDir: string): Promise<{ open: number; vacuum: number }> {
  const started = performance.now();
  const database = await openPgliteThread({ dataDir: path.join(dataDir, 'db') });
  const opened = performance.now();
  try {
    await gatherStatistics(database.db);
    return { open: opened - started, vacuum: performance.now() - opened };
  } finally {
    await database.close();
    noteLoad();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-start-'));
try {
  console.log(
    `Load average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const built = await timeBuild();
  const main = built.main;

  const seeding = performance.now();
  const seedDb = await openPglite({ dataDir: path.join(dataDir, 'db') });
  await seedLocation(seedDb.db, { items: ITEMS, updates: CHANGES, members: 20 });
  await seedDb.db.execute(sql`vacuum analyze`);
  await seedDb.close();
  console.log(
    `Seeded ${ITEMS} items and ${CHANGES} change-log rows in ${ms(performance.now() - seeding)}.`,
  );

  // `npm start` checks the web build as well: build it now if needed, outside the figures.
  const upToDate = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], {
    stdio: 'inherit',
  });
  await new Promise((resolve) => upToDate.once('exit', resolve));

  const compiled = [process.execPath, '--enable-source-maps', main];
  const throughTsx = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const npmStart = ['npm', 'start', '--silent'];
  // The first start of each warms the file cache (and tsx its own cache): not counted.
  for (const command of [compiled, throughTsx, npmStart]) await timeStart(command, dataDir);

  const figures = {
    tsx: [] as number[],
    compiled: [] as number[],
    npmStart: [] as number[],
    modules: [] as number[],
    open: [] as number[],
    vacuum: [] as number[],
  };
  for (let run = 0; run < RUNS; run++) {
    figures.tsx.push(await timeStart(throughTsx, dataDir));
    figures.compiled.push(await timeStart(compiled, dataDir));
    figures.npmStart.push(await timeStart(npmStart, dataDir));
    figures.modules.push(await timeModuleLoad(main));
    const database = await timeDatabaseOpen(dataDir);
    figures.open.push(database.open);
    figures.vacuum.push(database.vacuum);
    console.log(
      `Run ${run + 1}/${RUNS}: tsx ${ms(figures.tsx[run] ?? NaN)}, compiled ` +
        `${ms(figures.compiled[run] ?? NaN)}, npm start ${ms(figures.npmStart[run] ?? NaN)} ` +
        `(load ${loadavg()[0]?.toFixed(2)})`,
    );
  }

  const line = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(58)} ${ms(median(values)).padStart(8)}   (${values.map(ms).join(', ')})`,
    );
  console.log(
    `\nSecond start on an existing data directory, spawn to the first 200 on /health ` +
      `(median of ${RUNS}; Node ${process.versions.node}):`,
  );
  line('node --import tsx server/main.ts (compiles at start)', figures.tsx);
  line('node --enable-source-maps dist/server/main.js (compiled)', figures.compiled);
  line('npm start (web and server builds up to date)', figures.npmStart);
  console.log('Parts of the compiled start:');
  line('node and the import of the server modules', figures.modules);
  line('PGlite open in its thread (data directory, migrations)', figures.open);
  line('vacuum analyze (a minute after the open since decision 041)', figures.vacuum);
  console.log(`Server build: ${built.how}.`);
  console.log(
    `Load average (1 min) during the runs: ${Math.min(...loads).toFixed(2)}–` +
      `${Math.max(...loads).toFixed(2)}; after: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

/** Builds the server if stale; says whether it did, and how long it took. */
async function timeBuild(): Promise<{ main: string; how: string }> {
  const started = performance.now();
  const { main, compiled } = await buildServerIfStale({ root });
  const took = performance.now() - started;
  return { main, how: compiled ? `built in ${ms(took)}` : `up to date, checked in ${ms(took)}` };
}
