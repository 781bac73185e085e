import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { workerControls } from './offline-phone.ts';
import { accessToken } from './venue.ts';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;
const ITEM_COUNT = 20;

interface ItemAnswer {
  id: string;
  name: string;
  quantity: number;
}

async function register(page: Page, venue: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Bea Bartender');
  await page.getByLabel('Email').fill(`bea-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
  await page.getByRole('radio', { name: 'Create a venue' }).check();
  await page.getByLabel('Venue name').fill(venue);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => DASHBOARD.test(url.pathname));
}

/** Signs up with a new venue and adds `count` bottles to its bar through the API. */
async function venueWithBottles(page: Page, count: number) {
  await register(page, `The Night Shift ${randomUUID().slice(0, 4)}`);
  const locationPath = new URL(page.url()).pathname;
  const locationId = locationPath.split('/').at(-1) ?? '';
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  for (let index = 1; index <= count; index += 1) {
    const created = await page.request.post('/api/inventory/add-item', {
      headers,
      data: {
        location_id: locationId,
        name: `Bottle ${String(index).padStart(2, '0')}`,
        unit: 'bottle',
        category: 'Spirits',
        storage_area: 'Bar',
        par_level: 2,
        quantity: 0,
      },
    });
    expect(created.status()).toBe(201);
  }
  return { locationPath, locationId, headers };
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describeInBrowser('stock list', () => {
  it('a bartender counts 20 bottles with the keyboard alone and undoes the last', async () => {
    const { page } = await openBrowser({ width: 360, height: 740 });
    const { locationPath, locationId, headers } = await venueWithBottles(page, ITEM_COUNT);

    await page.goto(`${locationPath}/stocklist`);
    await page.getByText(`0 of ${ITEM_COUNT} counted in Bar`).waitFor();
    // Enter in the (empty) search box puts the cursor on the first item.
    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Enter');
    for (let index = 1; index <= ITEM_COUNT; index += 1) {
      const quantity = index === 1 ? '0.5' : String(index);
      await page.keyboard.type(quantity);
      await page.keyboard.press('Enter');
    }
    await page.getByText(`${ITEM_COUNT} of ${ITEM_COUNT} counted in Bar`).waitFor();

    // Every count reached the server before the undo.
    const counted = async () => {
      const answer = await page.request.get(`/api/inventory?location_id=${locationId}`, {
        headers,
      });
      return new Map(
        ((await answer.json()) as ItemAnswer[]).map((item) => [item.name, item.quantity]),
      );
    };
    await expect.poll(async () => (await counted()).get('Bottle 20'), { timeout: 10_000 }).toBe(20);

    const undone = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/api/inventory/update/') &&
        (response.request().postData() ?? '').includes('"undo"'),
    );
    await page.getByRole('button', { name: 'Undo' }).last().focus();
    await page.keyboard.press('Enter');
    expect((await undone).status()).toBe(200);

    const quantities = await counted();
    expect(quantities.get('Bottle 01')).toBe(0.5);
    expect(quantities.get('Bottle 19')).toBe(19);
    expect(quantities.get('Bottle 20')).toBe(0);
    await expect(page.getByLabel('Quantity of Bottle 20').inputValue()).resolves.toBe('0');
    expect(await axeViolations(page)).toEqual([]);

    // Bottle 01 is both below par and counted: at 360 px its row still holds all it says
    // instead of spilling over the next one.
    await page.locator('[data-stock-scroll]').evaluate((area) => area.scrollTo(0, 0));
    await page.getByLabel('Quantity of Bottle 01').waitFor();
    const overflowing = await page.evaluate<string[]>(`(() => {
      const rows = [...document.querySelectorAll('[data-stock-row]')];
      return rows
        .filter((row, index) => {
          const next = rows[index + 1];
          return row.scrollHeight > row.clientHeight + 1 ||
            (next && row.getBoundingClientRect().bottom > next.getBoundingClientRect().top + 1);
        })
        .map((row) => row.textContent);
    })()`);
    expect(overflowing).toEqual([]);

    await page.goto(`${locationPath}/changelog`);
    const changes = page.getByRole('list', { name: 'Stock changes' }).getByRole('listitem');
    await changes.first().waitFor();
    await expect(changes.first().textContent()).resolves.toContain('Undo');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps counts made without a connection, through a reload, and sends each once', async () => {
    const { page, context } = await openBrowser({
      width: 360,
      height: 740,
      // Chromium logs each request the missing network fails; those are this test's point.
      allowConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
    });
    const { locationPath, locationId, headers } = await venueWithBottles(page, 3);
    await page.goto(`${locationPath}/stocklist`);
    await page.getByText('0 of 3 counted in Bar').waitFor();
    // The phone has opened the app before: its service worker holds the code a count's
    // notice loads. Without it, that code cannot load offline and the notice fails.
    await workerControls(page);
    await page.getByText('0 of 3 counted in Bar').waitFor();

    // The cellar: no signal at all.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'One more Bottle 01' }).click();
    await page.getByRole('button', { name: 'One more Bottle 01' }).click();
    await page.getByLabel('Quantity of Bottle 02').fill('7');
    await page.keyboard.press('Enter');
    await page.getByText('2 counts are saved on this phone, not sent yet.').waitFor();

    // Signal again, but the counts' requests still fail; the phone reloads the page.
    await page.route('**/api/inventory/update/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await page.getByText('2 counts are saved on this phone, not sent yet.').waitFor();
    expect(await page.getByLabel('Quantity of Bottle 01').inputValue()).toBe('2');
    expect(await page.getByLabel('Quantity of Bottle 02').inputValue()).toBe('7');

    await page.unroute('**/api/inventory/update/**');
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText(/not sent yet/).waitFor({ state: 'detached' });
    const answer = await page.request.get(`/api/inventory?location_id=${locationId}`, { headers });
    const quantities = new Map(
      ((await answer.json()) as ItemAnswer[]).map((item) => [item.name, item.quantity]),
    );
    expect([quantities.get('Bottle 01'), quantities.get('Bottle 02')]).toEqual([2, 7]);
    const changes = await page.request.get(
      `/api/inventory/updates/changelog?location_id=${locationId}&reason=count`,
      { headers },
    );
    // The two quick taps on Bottle 01 are one count: two counts, each written once however
    // many times it was tried.
    expect(((await changes.json()) as unknown[]).length).toBe(2);
  });

  it('two tabs of the app holding the same waiting count write it once', async () => {
    const { page, context } = await openBrowser({
      width: 360,
      height: 740,
      allowConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
    });
    const { locationPath, locationId, headers } = await venueWithBottles(page, 2);
    await page.goto(`${locationPath}/stocklist`);
    await page.getByText('0 of 2 counted in Bar').waitFor();
    const other = await context.newPage();
    await other.goto(`${locationPath}/stocklist`);
    await other.getByText('0 of 2 counted in Bar').waitFor();

    await context.setOffline(true);
    await page.getByLabel('Quantity of Bottle 01').fill('4');
    await page.keyboard.press('Enter');
    await page.getByText('1 count is saved on this phone, not sent yet.').waitFor();
    // The other tab reads the count from storage and shows it too.
    await expect
      .poll(() => other.getByLabel('Quantity of Bottle 01').inputValue(), { timeout: 10_000 })
      .toBe('4');

    await context.setOffline(false);
    await page.getByText(/not sent yet/).waitFor({ state: 'detached' });
    const changes = await page.request.get(
      `/api/inventory/updates/changelog?location_id=${locationId}&reason=count`,
      { headers },
    );
    expect(
      ((await changes.json()) as { new_quantity: number }[]).map((row) => row.new_quantity),
    ).toEqual([4]);
    await expect
      .poll(() => other.getByLabel('Quantity of Bottle 01').inputValue(), { timeout: 10_000 })
      .toBe('4');
  });

  it('scans a bottle with the phone camera and jumps to it, then lets the camera go', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, fakeCamera: true });
    // Chromium on Linux has no BarcodeDetector: this one reads the code only once real camera
    // frames play in the video it is given, and keeps the stream to check it is stopped.
    await page.addInitScript(`
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        window.cameraStream = await getUserMedia(constraints);
        return window.cameraStream;
      };
      window.BarcodeDetector = class {
        async detect(video) {
          const playing = video instanceof HTMLVideoElement && video.videoWidth > 0 &&
            video.readyState >= 2 && video.srcObject === window.cameraStream;
          return playing ? [{ rawValue: '4006381333931' }] : [];
        }
      };
    `);
    const { locationPath, locationId, headers } = await venueWithBottles(page, ITEM_COUNT);
    const scanned = await page.request.post('/api/inventory/add-item', {
      headers,
      data: {
        location_id: locationId,
        name: 'Zubrowka',
        unit: 'bottle',
        storage_area: 'Bar',
        barcode: '4006381333931',
      },
    });
    expect(scanned.status()).toBe(201);

    await page.goto(`${locationPath}/stocklist`);
    await page.getByText(`0 of ${ITEM_COUNT + 1} counted in Bar`).waitFor();
    // The last bottle is far below the fold of a 360 px phone, out of the virtual list's DOM.
    expect(await page.getByLabel('Quantity of Zubrowka').count()).toBe(0);
    await page.getByRole('button', { name: 'Scan a barcode with the camera' }).click();
    await page.getByRole('dialog', { name: 'Scan a barcode' }).waitFor();

    const focused = () =>
      page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");
    await expect.poll(focused, { timeout: 10_000 }).toBe('Quantity of Zubrowka');
    expect(await page.getByRole('dialog', { name: 'Scan a barcode' }).count()).toBe(0);
    const ended = await page.evaluate<boolean>(
      "window.cameraStream.getTracks().every((track) => track.readyState === 'ended')",
    );
    expect(ended).toBe(true);
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.getByText(`1 of ${ITEM_COUNT + 1} counted in Bar`).waitFor();
  });

  it('passes an axe scan of the stock list and the change log in dark mode', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, colorScheme: 'dark' });
    const { locationPath } = await venueWithBottles(page, 3);
    await page.goto(`${locationPath}/stocklist`);
    await page.getByRole('button', { name: 'One more Bottle 01' }).click();
    await page.getByText('1 of 3 counted in Bar').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${locationPath}/changelog`);
    await page.getByRole('list', { name: 'Stock changes' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
