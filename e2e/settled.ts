import type { Page, Request } from 'playwright-core';

/** Each page's requests in flight, counted from when openBrowser opened it. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests in flight from now on (openBrowser does this for every page). */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page has had no request in flight for `quietMs`: the screen's data has
 * arrived, so a scan sees the full page rather than a spinner. (Playwright's 'networkidle'
 * asks for 500 ms of quiet after each load; a screen's queries start well within 100 ms.)
 */
export async function dataSettled(page: Page, quietMs = 100, timeoutMs = 15_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('dataSettled needs a page from openBrowser, which tracks requests');
  const started = Date.now();
  let quietSince = started;
  while (Date.now() - started < timeoutMs) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const urls = [...open].map((request) => request.url()).join(', ');
  throw new Error(`Requests still in flight after ${timeoutMs} ms: ${urls}`);
}
