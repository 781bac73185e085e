// A new venue signed up through the app, as the buying, cooking and assistant journeys start.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;

/** The access token the app keeps in localStorage after signing up. */
export async function accessToken(page: Page): Promise<string> {
  // A string runs in the page, where localStorage exists (this file type-checks as Node code).
  const stored = await page.evaluate<string | null>("localStorage.getItem('auth-storage')");
  const parsed = JSON.parse(stored ?? '{}') as { state?: { session?: { access_token?: string } } };
  const token = parsed.state?.session?.access_token;
  if (!token) throw new Error('no access token in auth-storage');
  return token;
}

/**
 * Signs up a new person creating a new venue (both names made unique); returns the venue's
 * dashboard path, its id and the headers to call the API as that person.
 */
export async function signUpVenue(
  page: Page,
  { person, venue }: { person: string; venue: string },
): Promise<{ locationPath: string; locationId: string; headers: Record<string, string> }> {
  const handle = person.split(' ')[0]?.toLowerCase() ?? 'someone';
  await page.goto('/register');
  await page.getByLabel('Your name').fill(person);
  await page.getByLabel('Email').fill(`${handle}-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
  await page.getByRole('radio', { name: 'Create a venue' }).check();
  await page.getByLabel('Venue name').fill(`${venue} ${randomUUID().slice(0, 4)}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => DASHBOARD.test(url.pathname));
  const locationPath = new URL(page.url()).pathname;
  const locationId = locationPath.split('/').at(-1) ?? '';
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  return { locationPath, locationId, headers };
}
