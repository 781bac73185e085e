// npm run soak: a long mixed load on the real server, in each mode, to see that it stays flat.
//
// For each mode (embedded PGlite; PostgreSQL when one answers at BENCH_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres) it seeds a location (2,000 items, 20,000
// changelog rows, 20 members by default) in a database of its own, starts the server as a real
// process, and for --minutes (default 10) keeps --clients (default 8) clients busy with counts,
// item and stock-list reads, lists, the menu, the changelog and sign-ins, receiving one of the
// seeded 100-line deliveries every minute. It passes when nothing errs, every minute's p99 is
// within twice the first minute's, and the server's memory after the first minute (warm-up)
// does not grow (scripts/soak/verdict.ts). Everything it made is removed at the end.
//
//   npm run soak -- --minutes 2 --mode embedded --period 20
import { parseArgs } from 'node:util';
import { cleanUpAll } from './bench/cleanup.ts';
import {
  type BenchDatabase,
  DEFAULT_POSTGRES_URL,
  embeddedDatabase,
  type Mode,
  postgresDatabase,
  postgresReachable,
} from './bench/databases.ts';
import { serverEnvironment } from './bench/modes.ts';
import { memoryOf } from './bench/processes.ts';
import { signIn } from './bench/probe.ts';
import { startServerProcess } from './server-process.ts';
import { runMix, type Sample } from './soak/mix.ts';
import { judge, printVerdict, type Verdict } from './soak/verdict.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    mode: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '8' },
    period: { type: 'string', default: '60' },
    items: { type: 'string', default: '2000' },
    updates: { type: 'string', default: '20000' },
  },
});
const minutes = Number(values.minutes);
const periodSeconds = Number(values.period);
const clients = Number(values.clients);
if (!(minutes > 0 && periodSeconds > 0 && clients > 0)) {
  throw new Error('--minutes, --period and --clients must be numbers above 0');
}
const size = { items: Number(values.items), updates: Number(values.updates), members: 20 };

async function soak(mode: Mode): Promise<Verdict> {
  const database: BenchDatabase =
    mode === 'embedded'
      ? await embeddedDatabase(size)
      : await postgresDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL, size);
  try {
    const server = await startServerProcess(
      { ...serverEnvironment({ logLevel: 'warn' }), ...database.serverEnv },
      { captureOutput: true },
    );
    try {
      const tokens = await signIn(server.baseURL, database.seeded);
      const samples: Sample[] = [];
      const memory: { at: number; rssMb: number }[] = [];
      const began = performance.now();
      const sampler = setInterval(() => {
        const rss = memoryOf(server.child.pid ?? 0)?.rss;
        if (rss) memory.push({ at: performance.now() - began, rssMb: rss / 1024 / 1024 });
      }, 2_000);
      console.log(`${mode}: ${minutes} min, ${clients} clients…`);
      await runMix({
        baseURL: server.baseURL,
        seeded: database.seeded,
        tokens,
        durationMs: minutes * 60_000,
        clients,
        receiveEveryMs: 60_000,
        onSample: (sample) => samples.push(sample),
      });
      clearInterval(sampler);
      const verdict = judge(samples, memory, periodSeconds * 1000);
      printVerdict(`${mode} mode`, verdict, periodSeconds);
      const logged = server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      if (logged.length > 0) console.log(`server errors logged:\n${logged.slice(0, 5).join('\n')}`);
      return verdict;
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const unreachable = values.mode === 'embedded' ? undefined : await postgresReachable(postgresUrl);
  if (unreachable) console.log(`PostgreSQL mode skipped: ${unreachable} (set BENCH_DATABASE_URL)`);
  const modes: Mode[] =
    values.mode === 'both'
      ? ['embedded', ...(unreachable ? [] : (['postgres'] as Mode[]))]
      : [values.mode as Mode];
  let failed = false;
  for (const mode of modes) {
    const verdict = await soak(mode);
    failed ||= !Object.values(verdict.passed).every(Boolean);
  }
  process.exitCode = failed ? 1 : 0;
}

try {
  await main();
} finally {
  await cleanUpAll();
}
