// npm run bench:web: Lighthouse (its default config: the mobile preset, simulated throttling) on
// the built app, as a phone sees it. Builds the web app if it is missing or older than its
// sources, seeds a location of 2,000 items in a temporary embedded database, starts the server
// as a real process and runs Lighthouse in Debian's Chromium on two pages:
//   - /login, signed out (Lighthouse clears the origin's storage and the cache before each run);
//   - the stock list of that location, signed in: the owner signs in through the login page
//     first, then each run keeps the origin's storage (the session) but starts from an empty
//     HTTP cache, as the first visit to the list after signing in.
// Prints the four category scores and LCP / TBT / CLS of each run and their medians, the
// audits that lost points, and the targets; writes bench-results/web-latest.json and the
// Lighthouse report (HTML) of each page's median run beside it. Nothing leaves this machine.
// Options: npm run bench:web -- --help.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { cleanUpAll, onCleanup } from './bench/cleanup.ts';
import { embeddedDatabase } from './bench/databases.ts';
import { serverEnvironment } from './bench/modes.ts';
import { machine, revision } from './bench/report.ts';
import { startServerProcess } from './server-process.ts';
import type { Category, PageResult, RunFigures } from './bench/web-figures.ts';
import {
  BUSY_RATIO,
  CATEGORIES,
  figures,
  lostPoints,
  medianFigures,
  printPage,
  representative,
  seconds,
  TARGETS,
} from './bench/web-figures.ts';

const USAGE = `Usage: npm run bench:web [-- options]

Lighthouse (mobile preset) on /login and on the signed-in stock list of a seeded location, on
the built app served by the real server. Prints the scores, LCP, TBT and CLS (median of the
runs); writes bench-results/web-latest.json and a Lighthouse report per page.

  --runs N      Lighthouse runs per page (default 3; the median is reported)
  --items N     items in the seeded location (default 2000)
  --pages LIST  some of login,stocklist (default both)
  --out DIR     where the results go (default bench-results)
  --help        this text

Chromium: CHROME_PATH, else /usr/bin/chromium.`;

function readOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      items: { type: 'string', default: '2000' },
      pages: { type: 'string', default: 'login,stocklist' },
      out: { type: 'string', default: 'bench-results' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  const runs = Number(values.runs);
  const items = Number(values.items);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (!Number.isInteger(items) || items < 1) throw new Error('--items takes a whole number ≥ 1');
  const pages = values.pages.split(',').filter(Boolean);
  const unknown = pages.filter((page) => !(page in TARGETS));
  if (unknown.length > 0 || pages.length === 0) {
    throw new Error(`--pages takes some of ${Object.keys(TARGETS).join(', ')}`);
  }
  return { runs, items, pages, outDir: values.out };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!options) return;
  const started = performance.now();
  const date = new Date().toISOString();
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

  // The same step as `npm start`: a build only when the sources changed since the last one.
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The web app did not build');

  console.log(`Seeding a location of ${options.items} items…`);
  const database = await embeddedDatabase({
    items: options.items,
    updates: options.items,
    members: 1,
  });
  const { locationId, emails, password } = database.seeded;
  const email = emails[0] ?? '';
  const server = await startServerProcess(
    { ...serverEnvironment({ logLevel: 'warn' }), ...database.serverEnv },
    { captureOutput: true },
  );
  onCleanup(() => server.stop());
  console.log(`Server on ${server.baseURL}, started in ${server.startedInMs.toFixed(0)} ms`);

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  onCleanup(async () => chrome.kill());
  // Playwright on the same Chromium (its default profile, which Lighthouse's tabs share):
  // signs in through the page, and empties the HTTP cache before each signed-in run.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  onCleanup(() => browser.close());
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default profile');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  const stocklistPath = `/dashboard/${locationId}/stocklist`;
  const signIn = async () => {
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
  };
  const signOut = async () => {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: server.baseURL,
      storageTypes: 'all',
    });
    await cdp.send('Network.clearBrowserCache');
  };

  // One visit of each page first, unmeasured: the server's code paths are warm for every run.
  await signIn();
  await page.goto(`${server.baseURL}${stocklistPath}`);
  await page.locator('input[aria-label^="Quantity of "]').first().waitFor();
  await page.goto('about:blank');
  await signOut();

  const pages = [
    { page: 'login', path: '/login', signedIn: false },
    { page: 'stocklist', path: stocklistPath, signedIn: true },
  ].filter((page) => options.pages.includes(page.page));
  const results: PageResult[] = [];
  let lighthouseVersion = 'unknown';
  for (const target of pages) {
    if (target.signedIn) {
      await signIn();
      await page.goto('about:blank');
    }
    const runs: { figures: RunFigures; lhr: LighthouseResult; report: string }[] = [];
    for (let i = 0; i < options.runs; i++) {
      if (target.signedIn) await cdp.send('Network.clearBrowserCache');
      const answer = await lighthouse(`${server.baseURL}${target.path}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Signed in: keep the session Lighthouse would otherwise clear (the cache is emptied
        // above). Signed out: Lighthouse clears the origin's storage and the cache itself.
        disableStorageReset: target.signedIn,
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${target.path}`);
      const { lhr } = answer;
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse on ${target.path}: ${lhr.runtimeError.message}`);
      }
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== target.path) {
        throw new Error(`Lighthouse on ${target.path} ended on ${finalPath}`);
      }
      lighthouseVersion = lhr.lighthouseVersion;
      const run = figures(lhr);
      runs.push({ figures: run, lhr, report: String(answer.report) });
      console.log(
        `  ${target.page} run ${i + 1}: performance ${run.scores.performance}, LCP ${seconds(run.lcpMs)}, TBT ${run.tbtMs.toFixed(0)} ms`,
      );
    }
    const medianRun = medianFigures(runs.map((run) => run.figures));
    const shown = representative(runs, medianRun);
    const reportFile = path.join(options.outDir, `web-${target.page}.html`);
    await mkdir(options.outDir, { recursive: true });
    await writeFile(reportFile, shown.report);
    results.push({
      page: target.page,
      path: target.signedIn ? '/dashboard/<locationId>/stocklist' : target.path,
      runs: runs.map((run) => run.figures),
      median: medianRun,
      lostPoints: lostPoints(shown.lhr),
      report: reportFile,
    });
  }

  const chromiumVersion = browser.version();
  const m = machine();
  const load = loadavg().map((value) => value.toFixed(1));
  const { commit, uncommittedChanges } = revision();
  console.log(
    `\nLighthouse ${lighthouseVersion} (mobile preset), Chromium ${chromiumVersion}; ${date}, ` +
      `${commit?.slice(0, 10) ?? 'no commit'}${uncommittedChanges ? ' (with uncommitted changes)' : ''}; ` +
      `${m.cores} cores (${m.cpu}), Node ${m.node}, load average ${load.join(' ')}; ` +
      `${options.items} items. bench.: Lighthouse's benchmark index of the machine in each run`,
  );
  for (const result of results) printPage(result);

  const targets: { target: string; measured: number; ok: boolean }[] = [];
  for (const result of results) {
    for (const [category, minimum] of Object.entries(TARGETS[result.page] ?? {})) {
      const measured = result.median.scores[category as Category];
      targets.push({
        target: `${result.page}: ${category} ≥ ${minimum}`,
        measured,
        ok: measured >= minimum,
      });
    }
  }
  // Lighthouse simulates a phone from what it times on this machine: when other work shares the
  // cores, tasks take longer and TBT (and with it the performance score) suffers.
  const indices = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex));
  const busy = Math.min(...indices) < BUSY_RATIO * Math.max(...indices);
  if (busy) {
    console.log(
      `\nThe machine was busy during some runs (benchmark index from ${Math.min(...indices).toFixed(0)} ` +
        `to ${Math.max(...indices).toFixed(0)}): their TBT and performance scores are lower than a ` +
        `quiet machine gives. Run again when it is idle before quoting them.`,
    );
  }

  console.log('\nTargets (medians)');
  for (const check of targets) {
    console.log(`  [${check.ok ? ' ok ' : 'MISS'}] ${check.target}: ${check.measured}`);
  }

  const out = path.join(options.outDir, 'web-latest.json');
  await writeFile(
    out,
    `${JSON.stringify(
      {
        date,
        commit,
        uncommittedChanges,
        machine: m,
        loadAverage: loadavg(),
        lighthouse: lighthouseVersion,
        chromium: chromiumVersion,
        preset: 'mobile (Lighthouse default config)',
        items: options.items,
        runsPerPage: options.runs,
        wallTimeS: (performance.now() - started) / 1000,
        busy,
        pages: results,
        targets,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten: ${out} (and the reports ${results.map((r) => r.report).join(', ')})`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server, removing the data…`);
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
