// Two phones counting one item with no signal, and a new build offered while a page is open.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { startServerProcess } from '#scripts/server-process.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import {
  NO_NETWORK,
  bottle,
  venueWithBottles,
  openStockListOnce,
  workerControls,
  waitingCounts,
  allSent,
  countRows,
  changelog,
  quantities,
  goOffline,
} from './offline-phone.ts';

describeInBrowser('the app with no signal, two phones and a new build', () => {
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
