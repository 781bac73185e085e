// The command line of `npm run bench`.
import { parseArgs } from 'node:util';
import type { Mode } from './databases.ts';
import { ENDPOINTS } from './endpoints.ts';
import { DEFAULT_SEED, type SeedSize } from './seed.ts';

export interface BenchOptions {
  modes: Mode[];
  size: SeedSize;
  connections: number;
  /** Seconds of measurement per endpoint, per side (real, baseline). */
  duration: number;
  /** Seconds of unmeasured load before each measurement. */
  warmup: number;
  endpoints: string[];
  baseline: boolean;
  checks: boolean;
  flood: boolean;
  /** Time generating orders and receiving deliveries (one request at a time). */
  buying: boolean;
  /** Time the menu, a dish's cost and a bulk recipe import (one request at a time). */
  cooking: boolean;
  /**
   * The sales import and the reports (variance, menu engineering) on 2,000 items, 200 menu
   * items and 50,000 sales lines, in a venue of their own (scripts/bench-reports.ts).
   */
  reports: boolean;
  /** Item requests per second during the login flood. */
  floodRate: number;
  floodConnections: number;
  logLevel: string;
  /** A folder to write the server's output to, one file per mode. */
  serverLog: string | undefined;
  /** A folder for V8 CPU profiles of the server (node --cpu-prof), a folder per mode. */
  cpuProfile: string | undefined;
  outDir: string;
  /** Seed the configured database and stop (no benchmark). */
  seedOnly: boolean;
  /** Remove the seed with this tag from the configured database and stop. */
  remove: string | undefined;
}

const USAGE = `Usage: npm run bench [-- options]

Seeds a location, starts the built server as a process and drives it with autocannon, in
embedded mode and (when a PostgreSQL server answers) in PostgreSQL mode, each endpoint beside a
bare baseline doing the same SQL. Prints a table; writes bench-results/latest.json and .md.

  --modes LIST          embedded,postgres (default both; PostgreSQL at BENCH_DATABASE_URL or
                        postgres://postgres@127.0.0.1:5432/postgres, skipped when unreachable)
  --items N             items in the location (default ${DEFAULT_SEED.items})
  --updates N           changelog rows (default ${DEFAULT_SEED.updates})
  --members N           members, each signed in once (default ${DEFAULT_SEED.members})
  --connections N       concurrent connections (default 50)
  --duration S          seconds measured per endpoint and side (default 10)
  --warmup S            seconds of unmeasured load before each (default 2)
  --endpoints LIST      some of: ${ENDPOINTS.map((endpoint) => endpoint.key).join(',')}
  --skip-baseline       only the real server
  --skip-flood          no login-flood scenario
  --skip-buying         no timing of generating orders and receiving deliveries
  --skip-cooking        no timing of the menu, a dish's cost and a bulk recipe import
  --skip-reports        no timing of the sales import and the variance and menu-engineering
                        reports (2,000 items, 200 menu items, 50,000 sales lines)
  --skip-checks         no cold start, first-page JavaScript, one-at-a-time sign-in figures
  --flood-rate N        item requests per second during the login flood (default 200)
  --flood-connections N connections of those item requests (default 10)
  --log-level LEVEL     the server's LOG_LEVEL (default warn: request logs off)
  --server-log DIR      write what the server printed to DIR/<mode>-server.log
  --cpu-profile DIR     run the server with node --cpu-prof, writing a profile per thread
                        to DIR/<mode>/ (the largest is the main thread's)
                        (open them in Chromium's DevTools, Performance panel)
  --out DIR             where the results go (default bench-results)
  --seed                only seed a location into the configured database (DATABASE_URL, else
                        DATA_DIR) and print its tag, its location and how to sign in
  --remove TAG          only remove the seed with this tag from the configured database
  --help`;

function positive(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(number) || number < min) throw new Error(`--${name} must be ≥ ${min}`);
  return number;
}

function list(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The options, or undefined after printing the usage (--help). */
export function readOptions(args: string[]): BenchOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      modes: { type: 'string' },
      items: { type: 'string' },
      updates: { type: 'string' },
      members: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      endpoints: { type: 'string' },
      'skip-baseline': { type: 'boolean', default: false },
      'skip-flood': { type: 'boolean', default: false },
      'skip-buying': { type: 'boolean', default: false },
      'skip-cooking': { type: 'boolean', default: false },
      'skip-reports': { type: 'boolean', default: false },
      'skip-checks': { type: 'boolean', default: false },
      'flood-rate': { type: 'string' },
      'flood-connections': { type: 'string' },
      'log-level': { type: 'string', default: 'warn' },
      'server-log': { type: 'string' },
      'cpu-profile': { type: 'string' },
      out: { type: 'string', default: 'bench-results' },
      seed: { type: 'boolean', default: false },
      remove: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  const modes = (list(values.modes) ?? ['embedded', 'postgres']) as Mode[];
  for (const mode of modes) {
    if (mode !== 'embedded' && mode !== 'postgres') throw new Error(`Unknown mode: ${mode}`);
  }
  const keys = ENDPOINTS.map((endpoint) => endpoint.key);
  const endpoints = list(values.endpoints) ?? keys;
  for (const key of endpoints) {
    if (!keys.includes(key))
      throw new Error(`Unknown endpoint: ${key} (one of ${keys.join(', ')})`);
  }
  return {
    modes,
    size: {
      items: positive('items', values.items, DEFAULT_SEED.items),
      updates: positive('updates', values.updates, DEFAULT_SEED.updates, 0),
      members: positive('members', values.members, DEFAULT_SEED.members),
    },
    connections: positive('connections', values.connections, 50),
    duration: positive('duration', values.duration, 10),
    warmup: positive('warmup', values.warmup, 2, 0),
    endpoints,
    baseline: !values['skip-baseline'],
    checks: !values['skip-checks'],
    flood: !values['skip-flood'],
    buying: !values['skip-buying'],
    cooking: !values['skip-cooking'],
    reports: !values['skip-reports'],
    floodRate: positive('flood-rate', values['flood-rate'], 200),
    floodConnections: positive('flood-connections', values['flood-connections'], 10),
    logLevel: values['log-level'],
    serverLog: values['server-log'],
    cpuProfile: values['cpu-profile'],
    outDir: values.out,
    seedOnly: values.seed,
    remove: values.remove,
  };
}
