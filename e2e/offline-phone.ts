// A phone with no signal, for the offline journeys (offline.e2e.ts, offline-phones.e2e.ts): a
// venue of bottles, the stock list opened once so the service worker and IndexedDB have it,
// counting, and what the server then holds.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpVenue } from './venue.ts';

/** Chromium logs every request the missing network fails: those are these tests' point. */
export const NO_NETWORK = [
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

export const bottle = (index: number) => `Bottle ${String(index).padStart(2, '0')}`;

/** A new venue with `count` bottles in its bar, created through the API. */
export async function venueWithBottles(page: Page, count: number) {
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
export async function openStockListOnce(page: Page, locationPath: string, items: number) {
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
export async function workerControls(page: Page): Promise<void> {
  const controlled = () => page.evaluate<boolean>('navigator.serviceWorker.controller !== null');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if (!(await controlled())) await page.reload();
  // page.waitForFunction would evaluate a string, which the Content Security Policy forbids.
  await expect.poll(controlled, { timeout: 10_000, interval: 100 }).toBe(true);
}

/** How many items of a stock list the phone keeps in IndexedDB (lib/offline/persist-queries.ts). */
export function savedItemCount(page: Page): Promise<number> {
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
export function waitingCounts(page: Page): Promise<number> {
  return page.evaluate<number>(
    `JSON.parse(localStorage.getItem('count-outbox') ?? '{"state":{"pending":[]}}').state.pending.length`,
  );
}

export async function allSent(page: Page): Promise<void> {
  await expect.poll(() => waitingCounts(page), { timeout: 30_000, interval: 100 }).toBe(0);
}

/** Counts the first `count` rows with the keyboard: Enter in the search box, then number + Enter. */
export async function countRows(page: Page, quantities: number[]): Promise<void> {
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Enter');
  for (const quantity of quantities) {
    await page.keyboard.type(String(quantity));
    await page.keyboard.press('Enter');
  }
}

export async function changelog(page: Page, locationId: string, headers: Record<string, string>) {
  const answer = await page.request.get(
    `/api/inventory/updates/changelog?location_id=${locationId}&reason=count&limit=500`,
    { headers },
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ChangeRow[];
}

export async function quantities(page: Page, locationId: string, headers: Record<string, string>) {
  const answer = await page.request.get(`/api/inventory?location_id=${locationId}`, { headers });
  return new Map(((await answer.json()) as ItemAnswer[]).map((item) => [item.name, item.quantity]));
}

export const indicator = (page: Page) =>
  page.locator('[aria-live="polite"]').filter({ hasText: /Offline|Sending/ });

export async function goOffline(...contexts: BrowserContext[]): Promise<void> {
  await Promise.all(contexts.map((context) => context.setOffline(true)));
}
