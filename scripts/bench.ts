// npm run bench: the performance of the product on this machine, in one command.
//
// For each mode (embedded PGlite; PostgreSQL when a server answers at BENCH_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres) it makes a database of its own, seeds a
// location (2,000 items, 200,000 changelog rows, 20 members by default), starts the server as
// a real process (node --import tsx server/main.ts) and drives each endpoint with autocannon
// at 50 connections, signed in; then a login flood with item reads beside it; then the
// baseline, a bare Fastify app doing the same SQL with the same driver and nothing else.
// Before the modes: cold start, first-page JavaScript and one-at-a-time sign-in figures on an
// empty server. Prints the tables and the targets; writes bench-results/latest.json (and .md).
// Everything it made (processes, databases, directories) is removed at the end, Ctrl-C too.
// How to read it: docs/performance.md. Options: npm run bench -- --help.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';
import { cleanUpAll } from './bench/cleanup.ts';
import { DEFAULT_POSTGRES_URL, postgresReachable, postgresVersion } from './bench/databases.ts';
import { type ModeResult, runMode, serverEnvironment } from './bench/modes.ts';
import { type BenchOptions, readOptions } from './bench/options.ts';
import { ensureWebBuild, type ProductChecks, productChecks } from './bench/product-checks.ts';
import { type BenchReport, machine, printReport, revision, writeReport } from './bench/report.ts';
import { checkTargets } from './bench/targets.ts';
import { benchReports, type ReportsBench, reportsLines } from './bench-reports.ts';
import { removeSeed, seedLocation } from './bench/seed.ts';

/** --seed: a location in the configured database (DATABASE_URL, else DATA_DIR), kept. */
async function seedConfigured(options: BenchOptions) {
  const config = await loadConfig();
  const database = await openDatabase(config);
  try {
    const seeded = await seedLocation(database.db, options.size);
    console.log(
      `Seeded location ${seeded.locationId} (tag ${seeded.tag}): ${seeded.itemIds.length} items, ` +
        `${options.size.updates} changelog rows, ${seeded.emails.length} members in ` +
        `${(seeded.ms / 1000).toFixed(1)} s.`,
    );
    console.log(`Sign in as ${seeded.emails[0]} (the owner) with "${seeded.password}".`);
    console.log(`Remove it with: npm run bench -- --remove ${seeded.tag}`);
  } finally {
    await database.close();
  }
}

/** --remove TAG: the seed with this tag, from the configured database. */
async function removeConfigured(tag: string) {
  const config = await loadConfig();
  const database = await openDatabase(config);
  try {
    const { locations } = await removeSeed(database.db, tag);
    console.log(`Removed seed ${tag}: ${locations} location(s) and its members' accounts.`);
  } finally {
    await database.close();
  }
}

async function benchmark(options: BenchOptions) {
  const started = performance.now();
  const date = new Date().toISOString();
  const postgresUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;

  let checks: ProductChecks | undefined;
  if (options.checks) {
    const webSkipped = await ensureWebBuild();
    console.log('\nProduct checks on an empty embedded server…');
    checks = await productChecks(serverEnvironment(options), webSkipped);
  }

  const postgres: BenchReport['postgres'] = {};
  const modes: ModeResult[] = [];
  for (const mode of options.modes) {
    if (mode === 'postgres') {
      const unreachable = await postgresReachable(postgresUrl);
      if (unreachable) {
        postgres.skipped = `no PostgreSQL server answered (${unreachable}); set BENCH_DATABASE_URL`;
        console.log(`\nPostgreSQL mode skipped: ${postgres.skipped}`);
        continue;
      }
      const version = await postgresVersion(postgresUrl);
      if (version) postgres.version = version;
    }
    modes.push(await runMode(mode, options, postgresUrl));
  }

  let reports: ReportsBench | undefined;
  if (options.reports) {
    console.log('\nSales import and reports on a venue of their own (embedded)…');
    reports = await benchReports();
    for (const line of reportsLines(reports)) console.log(`  ${line}`);
  }

  const {
    seedOnly: _s,
    remove: _r,
    outDir: _o,
    serverLog: _l,
    cpuProfile: _p,
    ...reported
  } = options;
  const report: BenchReport = {
    date,
    ...revision(),
    machine: machine(),
    options: reported,
    postgres,
    wallTimeS: (performance.now() - started) / 1000,
    ...(checks ? { checks } : {}),
    modes,
    ...(reports ? { reports } : {}),
    targets: [],
  };
  report.targets = checkTargets(report);
  printReport(report);
  const written = await writeReport(report, options.outDir);
  console.log(`\nWritten: ${written} (and latest.md beside it)`);
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!options) return;
  if (options.remove) return removeConfigured(options.remove);
  if (options.seedOnly) return seedConfigured(options);
  await benchmark(options);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the processes and removing what the run made…`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanUpAll();
}
