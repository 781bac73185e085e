// npm run bench:offline: the installable app with no signal, measured in Debian's Chromium on
// the built app served by the real server (a location of 2,000 items in a temporary embedded
// database). Builds the web app if it is missing or older than its sources. Prints:
//   - installability: Chromium's own verdict (CDP Page.getInstallabilityErrors; Lighthouse 12
//     has no PWA category or installable-manifest audit any more) and the manifest's errors;
//   - opening the stock list offline: reload with no network until the first row shows
//     (median of the runs);
//   - 200 counts waiting on the phone (made offline on the items' real versions, as the stock
//     list would queue them) until the outbox is empty and the database holds 200 rows, from
//     the moment the network comes back.
// Nothing leaves this machine. Options: npm run bench:offline -- --help.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { cleanUpAll, onCleanup } from './bench/cleanup.ts';
import { embeddedDatabase } from './bench/databases.ts';
import { serverEnvironment } from './bench/modes.ts';
import { machine, revision } from './bench/report.ts';
import { startServerProcess } from './server-process.ts';

const USAGE = `Usage: npm run bench:offline [-- options]

Installability, the time to open the stock list with no network, and the time for counts made
offline to reach the database once the network is back, on the built app served by the real
server and driven in Chromium.

  --items N     items in the seeded location (default 2000)
  --counts N    counts waiting on the phone when the network comes back (default 200)
  --runs N      offline openings of the stock list (default 5; the median is reported)
  --help        this text

Chromium: CHROME_PATH, else /usr/bin/chromium.`;

function readOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      items: { type: 'string', default: '2000' },
      counts: { type: 'string', default: '200' },
      runs: { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const number = (name: string, value: string) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a count`);
    return parsed;
  };
  const items = number('items', values.items);
  const counts = number('counts', values.counts);
  if (counts > items) throw new Error('--counts cannot exceed --items');
  return { items, counts, runs: number('runs', values.runs) };
}

interface ItemAnswer {
  id: string;
  name: string;
  quantity: number;
  version: number;
}

const FIRST_ROW = 'input[data-item-id]';
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Polls `check` every 20 ms until it holds (or fails after `timeoutMs`). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pendingCounts = (page: Page) =>
  page.evaluate<number>(
    `JSON.parse(localStorage.getItem('count-outbox') ?? '{"state":{"pending":[]}}').state.pending.length`,
  );

/** Items the phone keeps for opening offline (IndexedDB, lib/offline/persist-queries.ts). */
const savedItems = (page: Page) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const open = indexedDB.open('barback-offline');
    open.onerror = () => resolve(-1);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) return resolve(-1);
      const read = db.transaction('queries').objectStore('queries').get('query-cache');
      read.onsuccess = () => {
        const queries = read.result?.clientState?.queries ?? [];
        const items = queries.find((query) => query.queryKey.at(-1) === 'items');
        resolve(items ? items.state.data.length : -1);
        db.close();
      };
      read.onerror = () => resolve(-1);
    };
  })`);

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (!options) return;
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
  const { locationId, emails, userIds, password } = database.seeded;
  const server = await startServerProcess(
    { ...serverEnvironment({ logLevel: 'warn' }), ...database.serverEnv },
    { captureOutput: true },
  );
  onCleanup(() => server.stop());
  console.log(`Server on ${server.baseURL}, started in ${server.startedInMs.toFixed(0)} ms`);

  // A profile on disk: Chromium never offers to install an app from an incognito window.
  const profile = await mkdtemp(path.join(tmpdir(), 'barback-offline-profile-'));
  onCleanup(() => rm(profile, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  onCleanup(() => context.close());
  const page = context.pages()[0] ?? (await context.newPage());

  // Used once, online: sign in, open the stock list, let the worker and IndexedDB take it.
  await page.goto('/login');
  await page.getByLabel('Email').fill(emails[0] ?? '');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
  const stocklist = `/dashboard/${locationId}/stocklist`;
  await page.goto(stocklist);
  await page.locator(FIRST_ROW).first().waitFor();
  await until(
    () => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'),
    'the service worker',
  );
  await until(async () => (await savedItems(page)) === options.items, 'the saved stock list');

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[];
  };

  const { product: chromiumVersion } = (await cdp.send('Browser.getVersion')) as {
    product: string;
  };

  const token = await page.evaluate<string>(
    `JSON.parse(localStorage.getItem('auth-storage')).state.session.access_token`,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const items = (await (
    await page.request.get(`/api/inventory?location_id=${locationId}`, { headers })
  ).json()) as ItemAnswer[];

  // Opening with no network at all.
  await context.setOffline(true);
  const openings: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    await page.reload({ waitUntil: 'commit' });
    await page.locator(FIRST_ROW).first().waitFor();
    // The page's own clock starts with the navigation: what the phone's owner waits for.
    openings.push(await page.evaluate<number>('performance.now()'));
  }

  // Counts made offline, on the versions the phone saw, as the stock list queues them.
  const counted = items.slice(0, options.counts);
  const pending = counted.map((item) => ({
    key: randomUUID(),
    userId: userIds[0],
    locationId,
    itemId: item.id,
    itemName: item.name,
    quantity: item.quantity + 1,
    reason: 'count',
    version: item.version,
    attempts: 0,
    retryAt: 0,
  }));
  // Written as the next page starts: the open page saves its own (empty) outbox as it goes.
  const outbox = JSON.stringify({
    state: { pending, conflicts: [], lastSyncedAt: null },
    version: 1,
  });
  await context.addInitScript(`if (!sessionStorage.getItem('bench-seeded')) {
    sessionStorage.setItem('bench-seeded', '1');
    localStorage.setItem('count-outbox', ${JSON.stringify(outbox)});
  }`);
  await page.reload();
  await page.locator(FIRST_ROW).first().waitFor();
  if ((await pendingCounts(page)) !== options.counts) throw new Error('The outbox was not seeded');

  // The seed's own history holds counts too: only the rows written from now on are these.
  const since = new Date().toISOString();
  const reconnected = performance.now();
  await context.setOffline(false);
  await until(async () => (await pendingCounts(page)) === 0, 'the outbox to empty');
  const syncedMs = performance.now() - reconnected;
  const changes = (await (
    await page.request.get(
      `/api/inventory/updates/changelog?location_id=${locationId}&reason=count&limit=500&from=${encodeURIComponent(since)}`,
      { headers },
    )
  ).json()) as unknown[];
  const stock = new Map(
    (
      (await (
        await page.request.get(`/api/inventory?location_id=${locationId}`, { headers })
      ).json()) as ItemAnswer[]
    ).map((item) => [item.id, item.quantity]),
  );
  const wrong = counted.filter((item) => stock.get(item.id) !== item.quantity + 1).length;

  const m = machine();
  const { commit, uncommittedChanges } = revision();
  console.log(
    `\nChromium ${chromiumVersion}; ${commit?.slice(0, 10) ?? 'no commit'}` +
      `${uncommittedChanges ? ' (with uncommitted changes)' : ''}; ${m.cores} cores (${m.cpu}), ` +
      `Node ${m.node}, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}; ${options.items} items`,
  );
  console.log(
    `Installable: ${installabilityErrors.length === 0 ? 'yes (no installability errors)' : `no: ${installabilityErrors.map((error) => error.errorId).join(', ')}`}` +
      `; manifest errors: ${manifestErrors.length === 0 ? 'none' : manifestErrors.map((error) => error.message).join('; ')}`,
  );
  console.log(
    `Stock list opened offline (reload → first row), ${options.runs} runs: median ` +
      `${median(openings).toFixed(0)} ms (${openings.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `${options.counts} counts made offline, sent after reconnecting: ${(syncedMs / 1000).toFixed(2)} s ` +
      `(${(syncedMs / options.counts).toFixed(1)} ms per count); changelog rows ${changes.length}, ` +
      `wrong quantities ${wrong}`,
  );
  if (installabilityErrors.length > 0 || changes.length !== options.counts || wrong > 0) {
    process.exitCode = 1;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUpAll().finally(() => process.exit(130));
  });
}

try {
  await main();
} finally {
  await cleanUpAll();
}
