// The installable app with no signal: a phone that used Barback once opens it offline on the
// last known stock list, counts, and every count reaches the database once when the signal is
// back. Each test starts from a fresh browser profile, lets the service worker take the page
// over and the stock list reach IndexedDB, then cuts the network (context.setOffline).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { startServerProcess } from '#scripts/server-process.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

/** Chromium logs every request the missing network fails: those are these tests' point. */
const NO_NETWORK = [
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
  /^WebSocket connection to .* failed/,
];

interface ItemAnswer {
  id: string;
  name: string;
  quantity: number;
}

interface ChangeRow {
  item_id: string;
  new_quantity: number;
}

const bottle = (index: number) => `Bottle ${String(index).padStart(2, '0')}`;

/** A new venue with `count` bottles in its bar, created through the API. */
async function venueWithBottles(page: Page, count: number) {
  const venue = await signUpVenue(page, { person: 'Olly Offline', venue: 'The Cellar' });
  for (let index = 1; index <= count; index += 1) {
    const created = await page.request.post('/api/inventory/add-item', {
      headers: venue.headers,
      data: {
        location_id: venue.locationId,
        name: bottle(index),
        unit: 'bottle',
        category: 'Spirits',
        storage_area: 'Bar',
        par_level: 2,
        quantity: 0,
      },
    });
    expect(created.status()).toBe(201);
  }
  return venue;
}

/**
 * Opens the stock list and waits until the phone could open it again with no signal: the
 * service worker controls the page and the items are saved in IndexedDB.
 */
async function openStockListOnce(page: Page, locationPath: string, items: number) {
  await page.goto(`${locationPath}/stocklist`);
  await page.getByText(`0 of ${items} counted in Bar`).waitFor();
  await workerControls(page);
  await expect.poll(() => savedItemCount(page), { timeout: 10_000, interval: 100 }).toBe(items);
}

/**
 * Waits for the service worker to control the page. It claims every open page when it first
 * becomes active; a page whose load was already under way at that moment is not one of them
 * (its request went past the worker), and only its next load is the worker's — as on a phone,
 * whose next opening of the app is. So: wait until the worker is active, then give the page
 * that next load if it is not controlled.
 */
async function workerControls(page: Page): Promise<void> {
  const controlled = () => page.evaluate<boolean>('navigator.serviceWorker.controller !== null');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if (!(await controlled())) await page.reload();
  // page.waitForFunction would evaluate a string, which the Content Security Policy forbids.
  await expect.poll(controlled, { timeout: 10_000, interval: 100 }).toBe(true);
}

/** How many items of a stock list the phone keeps in IndexedDB (lib/offline/persist-queries.ts). */
function savedItemCount(page: Page): Promise<number> {
  // A string runs in the page, where indexedDB exists (this file type-checks as Node code).
  return page.evaluate<number>(`new Promise((resolve) => {
    const open = indexedDB.open('barback-offline');
    open.onerror = () => resolve(-1);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) return resolve(-1);
      const read = db.transaction('queries').objectStore('queries').get('query-cache');
      read.onerror = () => resolve(-1);
      read.onsuccess = () => {
        const queries = read.result?.clientState?.queries ?? [];
        const items = queries.find((query) => query.queryKey.at(-1) === 'items');
        resolve(items ? items.state.data.length : -1);
        db.close();
      };
    };
  })`);
}

/** The counts still waiting in the phone's outbox (localStorage `count-outbox`). */
function waitingCounts(page: Page): Promise<number> {
  return page.evaluate<number>(
    `JSON.parse(localStorage.getItem('count-outbox') ?? '{"state":{"pending":[]}}').state.pending.length`,
  );
}

async function allSent(page: Page): Promise<void> {
  await expect.poll(() => waitingCounts(page), { timeout: 30_000, interval: 100 }).toBe(0);
}

/** Counts the first `count` rows with the keyboard: Enter in the search box, then number + Enter. */
async function countRows(page: Page, quantities: number[]): Promise<void> {
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Enter');
  for (const quantity of quantities) {
    await page.keyboard.type(String(quantity));
    await page.keyboard.press('Enter');
  }
}

async function changelog(page: Page, locationId: string, headers: Record<string, string>) {
  const answer = await page.request.get(
    `/api/inventory/updates/changelog?location_id=${locationId}&reason=count&limit=500`,
    { headers },
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ChangeRow[];
}

async function quantities(page: Page, locationId: string, headers: Record<string, string>) {
  const answer = await page.request.get(`/api/inventory?location_id=${locationId}`, { headers });
  return new Map(((await answer.json()) as ItemAnswer[]).map((item) => [item.name, item.quantity]));
}

const indicator = (page: Page) =>
  page.locator('[aria-live="polite"]').filter({ hasText: /Offline|Sending/ });

describeInBrowser('the app with no signal', () => {
  it('reloads offline on the stock list with the last known data', async () => {
    const { page, context } = await openBrowser({
      width: 390,
      height: 844,
      allowConsoleErrors: NO_NETWORK,
    });
    const { locationPath } = await venueWithBottles(page, 3);
    await openStockListOnce(page, locationPath, 3);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('0 of 3 counted in Bar').waitFor();
    expect(await page.getByLabel(`Quantity of ${bottle(3)}`).inputValue()).toBe('0');
    expect(await indicator(page).textContent()).toMatch(/^Offline — last synced \d{1,2}:\d{2}/);
    expect(new URL(page.url()).pathname).toBe(`${locationPath}/stocklist`);

    // Signing out leaves nothing of the person on the phone, the saved stock list included.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => savedItemCount(page), { interval: 100 }).toBe(-1);
  });

  it('keeps 50 counts made offline through a reload and writes each once on reconnecting', async () => {
    const { page, context } = await openBrowser({
      width: 390,
      height: 844,
      allowConsoleErrors: NO_NETWORK,
    });
    const { locationPath, locationId, headers } = await venueWithBottles(page, 50);
    await openStockListOnce(page, locationPath, 50);

    await context.setOffline(true);
    const counted = Array.from({ length: 50 }, (_, index) => index + 1);
    await countRows(page, counted);
    await expect.poll(() => waitingCounts(page)).toBe(50);
    await indicator(page)
      .getByText(/^Offline — 50 counts waiting — last synced/)
      .waitFor();

    await page.reload();
    await page
      .getByText('0 of 50 counted in Bar')
      .or(page.getByText(/of 50 counted/))
      .waitFor();
    await indicator(page)
      .getByText(/^Offline — 50 counts waiting/)
      .waitFor();
    expect(await waitingCounts(page)).toBe(50);

    await context.setOffline(false);
    await allSent(page);
    await indicator(page).waitFor({ state: 'detached' });
    const rows = await changelog(page, locationId, headers);
    expect(rows).toHaveLength(50);
    const stock = await quantities(page, locationId, headers);
    expect(counted.map((index) => stock.get(bottle(index)))).toEqual(counted);
  });

  for (const choice of ['Keep theirs', 'Use mine'] as const) {
    it(`two phones count one item offline: the second one's "${choice}" is what the database holds`, async () => {
      // The second phone's count meets the first one's change: the server answers 409.
      const allowConsoleErrors = [
        ...NO_NETWORK,
        /^Failed to load resource: the server responded with a status of 409 \(Conflict\)$/,
      ];
      const first = await openBrowser({ width: 390, height: 844, allowConsoleErrors });
      const { locationPath, locationId, headers } = await venueWithBottles(first.page, 1);
      const session = await first.page.evaluate<string>(`localStorage.getItem('auth-storage')`);
      const second = await openBrowser({
        width: 390,
        height: 844,
        allowConsoleErrors,
        localStorage: [{ name: 'auth-storage', value: session }],
      });
      await openStockListOnce(first.page, locationPath, 1);
      await openStockListOnce(second.page, locationPath, 1);

      await goOffline(first.context, second.context);
      await countRows(first.page, [5]);
      await countRows(second.page, [8]);
      await expect.poll(() => waitingCounts(second.page)).toBe(1);

      await first.context.setOffline(false);
      await allSent(first.page);
      await second.context.setOffline(false);
      const dialog = second.page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Keep theirs (5)' }).waitFor();
      await dialog.getByRole('button', { name: choice, exact: false }).click();
      await dialog.waitFor({ state: 'detached' });
      await allSent(second.page);

      const expected = choice === 'Keep theirs' ? 5 : 8;
      await expect
        .poll(async () => (await quantities(first.page, locationId, headers)).get(bottle(1)))
        .toBe(expected);
      const rows = await changelog(first.page, locationId, headers);
      expect(rows.map((row) => row.new_quantity).sort()).toEqual(
        choice === 'Keep theirs' ? [5] : [5, 8],
      );
    });
  }

  it('a count whose answer was lost on the way back is written once', async () => {
    const { page } = await openBrowser({
      width: 390,
      height: 844,
      allowConsoleErrors: [...NO_NETWORK, /^Failed to load resource: net::ERR_FAILED$/],
    });
    const { locationPath, locationId, headers } = await venueWithBottles(page, 1);
    await openStockListOnce(page, locationPath, 1);

    // The first send reaches the server, which writes the count; the phone never hears back.
    let sends = 0;
    await page.route('**/api/inventory/update/**', async (route) => {
      sends += 1;
      if (sends > 1) return route.continue();
      await route.fetch();
      return route.abort('internetdisconnected');
    });
    await countRows(page, [6]);
    await allSent(page);
    expect(sends).toBeGreaterThanOrEqual(2);
    const rows = await changelog(page, locationId, headers);
    expect(rows.map((row) => row.new_quantity)).toEqual([6]);
  });

  it(
    'offers a new build while a page is open, and Reload runs it',
    { timeout: 120_000 },
    async () => {
      // A second server, on a copy of the build: "deploying" is changing that copy's worker.
      const webRoot = await mkdtemp(path.join(tmpdir(), 'barback-web-'));
      const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-data-'));
      await cp(path.resolve('dist/web'), webRoot, { recursive: true });
      const server = await startServerProcess(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          JWT_SECRET: inject('jwtSecret'),
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: webRoot,
        },
        { captureOutput: true },
      );
      try {
        const { page } = await openBrowser({ width: 390, height: 844 });
        await page.goto(`${server.baseURL}/login`);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await workerControls(page);

        const worker = path.join(webRoot, 'sw.js');
        const answersBuild = `
self.addEventListener('message', (event) => {
  if (event.data === 'build?') event.ports[0].postMessage('second');
});`;
        await writeFile(worker, `${await readFile(worker, 'utf8')}${answersBuild}`);
        // The server prefers the files compressed at build time: those are the old worker.
        await rm(`${worker}.br`, { force: true });
        await rm(`${worker}.gz`, { force: true });
        await page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => r.update())`);

        const prompt = page.getByText('A new version of Barback is ready');
        await prompt.waitFor();
        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        const build = await page.evaluate<string>(`new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller.postMessage('build?', [channel.port2]);
      })`);
        expect(build).toBe('second');
        await expect(prompt.count()).resolves.toBe(0);
      } finally {
        await server.stop();
        await rm(webRoot, { recursive: true, force: true });
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

async function goOffline(...contexts: BrowserContext[]): Promise<void> {
  await Promise.all(contexts.map((context) => context.setOffline(true)));
}
