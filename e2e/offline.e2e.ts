// The installable app with no signal: a phone that used Barback once opens it offline on the
// last known stock list, counts, and every count reaches the database once when the signal is
// back. Each test starts from a fresh browser profile, lets the service worker take the page
// over and the stock list reach IndexedDB, then cuts the network (context.setOffline).
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import {
  NO_NETWORK,
  bottle,
  indicator,
  venueWithBottles,
  openStockListOnce,
  savedItemCount,
  waitingCounts,
  allSent,
  countRows,
  changelog,
  quantities,
} from './offline-phone.ts';

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
});
