// A count the server refuses for good, on a 360 px phone: the bottle was archived by a manager
// while the phone had no signal, so the count made on it meanwhile can never be written. When
// the signal is back the count leaves the queue and the stock list says what it was and why
// (decision 029) until the counter dismisses it, by touch or by keyboard, in light and dark;
// signing out meanwhile asks first, since it would delete it.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import {
  NO_NETWORK,
  bottle,
  changelog,
  countRows,
  goOffline,
  openStockListOnce,
  quantities,
  venueWithBottles,
  waitingCounts,
} from './offline-phone.ts';

const PHONE = { width: 360, height: 740 };

/** Chromium logs the archived item's answer to the count as a failed request: it is the point. */
const REFUSED = /^Failed to load resource: the server responded with a status of 409 \(Conflict\)$/;

/** The counts the phone keeps as refused (localStorage `count-outbox`). */
function refusedCounts(page: Page): Promise<number> {
  return page.evaluate<number>(
    `JSON.parse(localStorage.getItem('count-outbox') ?? '{"state":{"refused":[]}}').state.refused.length`,
  );
}

/** Whether the page is drawn in the dark theme (the `dark` class on `<html>`, theme.ts). */
function isDark(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`document.documentElement.classList.contains('dark')`);
}

/** The accessible name of the focused element, or its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate<string>(
    `(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim()`,
  );
}

describeInBrowser('a count the server refused for good', () => {
  it('is shown with what it was at 360 px, light and dark, and dismissed by keyboard', async () => {
    const { page, context } = await openBrowser({
      ...PHONE,
      allowConsoleErrors: [...NO_NETWORK, REFUSED],
    });
    const { locationPath, locationId, headers } = await venueWithBottles(page, 2);
    await openStockListOnce(page, locationPath, 2);
    const listed = await page.request.get(`/api/inventory?location_id=${locationId}`, { headers });
    const items = (await listed.json()) as { id: string; name: string }[];
    const first = items.find((item) => item.name === bottle(1));
    if (!first) throw new Error(`${bottle(1)} is not in the venue`);

    // In the cellar with no signal: 5 of the first bottle, kept on the phone.
    await goOffline(context);
    await countRows(page, [5]);
    await expect.poll(() => waitingCounts(page)).toBe(1);

    // Meanwhile, upstairs, a manager archives that bottle.
    const archived = await page.request.delete(`/api/inventory/${first.id}`, { headers });
    expect(archived.status()).toBe(204);

    // The signal is back: the server refuses the count, which leaves the queue for the panel.
    await context.setOffline(false);
    const panel = page.getByRole('region', { name: '1 count was not saved' });
    await panel.waitFor({ timeout: 30_000 });
    expect(await waitingCounts(page)).toBe(0);
    expect(await refusedCounts(page)).toBe(1);
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`${bottle(1)} was not saved: it was archived.`)
      .waitFor();

    // What the count was: the item, the number, when it was counted; and why it was refused.
    const what = await panel.getByRole('listitem').innerText();
    expect(what).toMatch(
      new RegExp(`^${bottle(1)}: 5, counted [A-Z][a-z]{2} \\d{1,2}, \\d{2}:\\d{2}\\s?[AP]M\\n`),
    );
    expect(what).toContain('The item was archived.');
    // An archived item's count cannot go again: only dismissing it is offered.
    const dismiss = panel.getByRole('button', { name: `Dismiss: the count of ${bottle(1)}` });
    expect(await panel.getByRole('button').count()).toBe(1);
    const box = await dismiss.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);

    // Nothing reached the database: the archived bottle still holds what it held.
    expect(await changelog(page, locationId, headers)).toEqual([]);
    const stock = await quantities(page, locationId, headers);
    expect(stock.get(bottle(1))).toBeUndefined();
    expect(stock.get(bottle(2))).toBe(0);

    // Light, then dark: no axe violation, nothing wider than the phone.
    expect(await isDark(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);

    // Signing out would delete it: the question says so before anything is lost.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const question = page.getByRole('alertdialog', { name: 'Sign out with counts not saved?' });
    await question.waitFor();
    expect(await question.innerText()).toContain(
      '1 count the server did not save is listed on the stock list.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Stay signed in' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await refusedCounts(page)).toBe(1);

    // By keyboard: from the top of the page, Tab reaches the panel's button, shown focused...
    await page.evaluate(
      `document.activeElement instanceof HTMLElement && document.activeElement.blur()`,
    );
    let stops = 0;
    while ((await focusedName(page)) !== `Dismiss: the count of ${bottle(1)}` && stops < 30) {
      await page.keyboard.press('Tab');
      stops += 1;
    }
    expect(await focusedName(page)).toBe(`Dismiss: the count of ${bottle(1)}`);
    expect(await dismiss.evaluate((button) => button.matches(':focus-visible'))).toBe(true);

    // ...Enter dismisses the count, for good (a reload does not bring it back)...
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'detached' });
    expect(await refusedCounts(page)).toBe(0);

    // ...and the next Tab goes on down the screen from where the panel was, not from the top.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate<boolean>(
        `document.querySelector('main')?.contains(document.activeElement) ?? false`,
      ),
    ).toBe(true);
    expect(await focusedName(page)).not.toBe('Skip to content');

    await page.reload();
    await page.getByText(`0 of 1 counted in Bar`).waitFor();
    expect(await page.getByRole('region', { name: /not saved/ }).count()).toBe(0);
  }, 180_000);
});
