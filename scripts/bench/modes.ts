// One mode of a run: a fresh database seeded, the real server driven endpoint by endpoint and
// through a login flood, then the baseline on the same data, each side measured alike.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDLE_GC_AFTER_MS } from '#server/lib/idle-gc.ts';
import { startServerProcess } from '../server-process.ts';
import { onCleanup } from './cleanup.ts';
import { type BenchDatabase, embeddedDatabase, type Mode, postgresDatabase } from './databases.ts';
import { ENDPOINTS, item, login, type Subject } from './endpoints.ts';
import { load, type LoadStats, settle } from './load.ts';
import type { BenchOptions } from './options.ts';
import { type BuyingResult, measureBuying } from './buying.ts';
import { type CookingResult, measureCooking } from './cooking.ts';
import { type Memory, memoryOf, startBaselineProcess } from './processes.ts';
import { type Probe, probe, signIn } from './probe.ts';

interface Side extends LoadStats {
  probe: Probe;
  /** The process's resident memory right after this endpoint's run, bytes. */
  rssAfter?: number;
}

interface EndpointResult {
  key: string;
  label: string;
  about: string;
  real: Side;
  baseline?: Side;
  /** real req/s ÷ baseline req/s. */
  ratio?: number;
}

interface FloodResult {
  /** The sign-ins, at full speed on every connection. */
  login: LoadStats;
  /** GET /api/inventory/{id} at a steady rate meanwhile. */
  item: LoadStats;
  itemRate: number;
}

export interface ModeResult {
  mode: Mode;
  seed: { items: number; updates: number; members: number; ms: number; migrateMs: number };
  /** Spawn to the first /health 200 on the seeded database, ms. */
  serverStartMs: number;
  endpoints: EndpointResult[];
  flood?: FloodResult;
  /**
   * server: right after the run; serverQuiet: once the server has had no request for
   * QUIET_AFTER_RUN_MS (it collects its garbage after IDLE_GC_AFTER_MS, decision 045);
   * serverAtStart: once up, before any load; baseline: after its run.
   */
  memory: { server?: Memory; serverQuiet?: Memory; serverAtStart?: Memory; baseline?: Memory };
  /** Error lines the server logged during the run (the first few). */
  serverErrors: string[];
  /** Generating and receiving, timed one request at a time (after the loads). */
  buying?: BuyingResult;
  /** The menu, a dish's cost and a bulk recipe import, timed one request at a time. */
  cooking?: CookingResult;
  /** SIGTERM after the last load to the process's exit: how long, and its exit code. */
  serverStop?: { ms: number; code: number | null };
}

export const MODE_TITLES: Record<Mode, string> = {
  embedded: 'Embedded mode (PGlite in a worker thread of the server)',
  postgres: 'PostgreSQL mode (node-postgres pool)',
};

/** The server's environment in every mode (the mode adds where its data is). */
export function serverEnvironment(options: Pick<BenchOptions, 'logLevel'>): Record<string, string> {
  return {
    LOG_LEVEL: options.logLevel,
    LOG_FORMAT: 'json',
    // The load comes from many client addresses (X-Forwarded-For, see load.ts clientAddress).
    TRUST_PROXY: 'true',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    REGISTRATION_MODE: 'open',
    // Nothing outside this machine: no mail, payments, assistant or shared realtime bus.
    REDIS_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    AI_BASE_URL: '',
  };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function progress(label: string, side: string, stats: LoadStats, pid?: number) {
  const rss = pid ? memoryOf(pid)?.rss : undefined;
  console.log(
    `  ${label.padEnd(40)} ${side.padEnd(8)} ${fixed(stats.reqPerSec, 1).padStart(8)} req/s` +
      `  p50 ${fixed(stats.latency.p50).padStart(4)} ms  p99 ${fixed(stats.latency.p99).padStart(5)} ms` +
      `  max ${fixed(stats.latency.max).padStart(5)} ms  ${stats.errors} errors` +
      (rss ? `  ${fixed(rss / 1e6)} MB resident` : ''),
  );
}

/** The server's error lines (JSON logs at level 50 and up, or anything that is not JSON). */
function errorLines(output: string): string[] {
  const lines: string[] = [];
  for (const line of output.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      if ((entry.level ?? 0) >= 50) lines.push(`${entry.msg ?? ''} ${entry.err?.message ?? ''}`);
    } catch {
      lines.push(line);
    }
    if (lines.length >= 5) break;
  }
  return lines;
}

/** How long the server is left without requests before its memory is read again. */
export const QUIET_AFTER_RUN_MS = IDLE_GC_AFTER_MS + 5000;

export async function runMode(
  mode: Mode,
  options: BenchOptions,
  postgresUrl: string,
): Promise<ModeResult> {
  console.log(`\n${MODE_TITLES[mode]}`);
  const database: BenchDatabase =
    mode === 'embedded'
      ? await embeddedDatabase(options.size)
      : await postgresDatabase(postgresUrl, options.size);
  try {
    const { seeded } = database;
    console.log(
      `  Seeded ${seeded.itemIds.length} items, ${options.size.updates} changelog rows, ` +
        `${seeded.emails.length} members in ${(seeded.ms / 1000).toFixed(1)} s ` +
        `(database created and migrated in ${(database.migrateMs / 1000).toFixed(1)} s)`,
    );
    const endpoints = ENDPOINTS.filter((endpoint) => options.endpoints.includes(endpoint.key));
    const loadOptions = {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
    };

    const server = await startServerProcess(
      { ...serverEnvironment(options), ...database.serverEnv },
      {
        captureOutput: true,
        nodeArgs: options.cpuProfile
          ? [
              '--cpu-prof',
              // One profile per thread (the main one, the module loader's, the embedded database's).
              `--cpu-prof-dir=${path.join(options.cpuProfile, mode)}`,
            ]
          : [],
      },
    );
    const stopServer = onCleanup(() => server.stop());
    const results: EndpointResult[] = [];
    let flood: FloodResult | undefined;
    let serverMemory: Memory | undefined;
    let serverQuiet: Memory | undefined;
    let serverStop: ModeResult['serverStop'];
    let buying: BuyingResult | undefined;
    let cooking: CookingResult | undefined;
    let subject: Subject | undefined;
    const serverAtStart = memoryOf(server.child.pid ?? 0);
    try {
      console.log(`  Server up in ${(server.startedInMs / 1000).toFixed(1)} s; real endpoints:`);
      subject = { seeded, tokens: await signIn(server.baseURL, seeded) };
      for (const endpoint of endpoints) {
        const requests = endpoint.real(subject);
        const first = await probe(server.baseURL, requests);
        const stats = await load({ baseURL: server.baseURL, requests, ...loadOptions });
        progress(endpoint.label, 'real', stats, server.child.pid);
        const rssAfter = memoryOf(server.child.pid ?? 0)?.rss;
        results.push({
          key: endpoint.key,
          label: endpoint.label,
          about: endpoint.about,
          real: { ...stats, probe: first, ...(rssAfter ? { rssAfter } : {}) },
        });
      }
      if (options.flood) {
        // The flood runs longer than the item reads on both sides, so every measured item
        // read happens while the sign-ins pour in.
        const [logins, items] = await Promise.all([
          load({
            baseURL: server.baseURL,
            requests: login.real(subject),
            connections: options.connections,
            duration: options.duration + 3,
            warmup: 0,
          }),
          load({
            baseURL: server.baseURL,
            requests: item.real(subject),
            connections: options.floodConnections,
            duration: options.duration,
            warmup: 2,
            overallRate: options.floodRate,
          }),
        ]);
        flood = { login: logins, item: items, itemRate: options.floodRate };
        progress('POST /api/auth/login (the flood)', 'real', logins);
        progress(`GET /api/inventory/{id} during it`, 'real', items, server.child.pid);
      }
      if (options.buying) {
        await settle(server.baseURL);
        buying = await measureBuying(server.baseURL, subject);
        console.log(
          `  Generate (${buying.generate.lists} lists, ${buying.generate.lines} lines): median ` +
            `${buying.generate.medianMs.toFixed(0)} ms, p95 ${buying.generate.p95Ms.toFixed(0)} ms; ` +
            `receive (${buying.receive.lines} lines): median ${buying.receive.medianMs.toFixed(0)} ms, ` +
            `max ${buying.receive.maxMs.toFixed(0)} ms`,
        );
      }
      if (options.cooking) {
        await settle(server.baseURL);
        cooking = await measureCooking(server.baseURL, subject);
        console.log(
          `  Menu (${cooking.menu.items} dishes): median ${cooking.menu.medianMs.toFixed(0)} ms, ` +
            `p95 ${cooking.menu.p95Ms.toFixed(0)} ms; a dish's cost: median ` +
            `${cooking.recipeCost.medianMs.toFixed(0)} ms, p95 ${cooking.recipeCost.p95Ms.toFixed(0)} ms; ` +
            `import of ${cooking.bulkImport.recipes} recipes: ${cooking.bulkImport.ms.toFixed(0)} ms`,
        );
      }
      serverMemory = memoryOf(server.child.pid ?? 0);
      await sleep(QUIET_AFTER_RUN_MS);
      serverQuiet = memoryOf(server.child.pid ?? 0);
    } finally {
      const stopping = performance.now();
      await stopServer();
      serverStop = { ms: performance.now() - stopping, code: server.child.exitCode };
    }
    const serverErrors = errorLines(server.output());
    if (options.serverLog) {
      await mkdir(options.serverLog, { recursive: true });
      await writeFile(path.join(options.serverLog, `${mode}-server.log`), server.output());
    }

    let baselineMemory: Memory | undefined;
    if (options.baseline && subject) {
      // After the server has stopped: the embedded data directory has one owner at a time.
      const baseline = await startBaselineProcess(database.baselineEnv);
      const stopBaseline = onCleanup(() => baseline.stop());
      try {
        console.log('  Baseline (the same SQL, nothing else):');
        for (const endpoint of endpoints) {
          const result = results.find((entry) => entry.key === endpoint.key);
          if (!result) continue;
          const requests = endpoint.baseline(subject);
          const first = await probe(baseline.baseURL, requests);
          const stats = await load({ baseURL: baseline.baseURL, requests, ...loadOptions });
          progress(endpoint.label, 'baseline', stats, baseline.pid);
          const rssAfter = memoryOf(baseline.pid)?.rss;
          result.baseline = { ...stats, probe: first, ...(rssAfter ? { rssAfter } : {}) };
          result.ratio = stats.reqPerSec > 0 ? result.real.reqPerSec / stats.reqPerSec : undefined;
        }
        baselineMemory = memoryOf(baseline.pid);
      } finally {
        await stopBaseline();
      }
    }
    return {
      mode,
      seed: { ...options.size, ms: seeded.ms, migrateMs: database.migrateMs },
      serverStartMs: server.startedInMs,
      endpoints: results,
      ...(flood ? { flood } : {}),
      ...(buying ? { buying } : {}),
      ...(cooking ? { cooking } : {}),
      memory: {
        ...(serverMemory ? { server: serverMemory } : {}),
        ...(serverQuiet ? { serverQuiet } : {}),
        ...(serverAtStart ? { serverAtStart } : {}),
        ...(baselineMemory ? { baseline: baselineMemory } : {}),
      },
      serverErrors,
      ...(serverStop ? { serverStop } : {}),
    };
  } finally {
    await database.dispose();
  }
}
