import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;

function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up in the browser; `venue` creates one, otherwise "Not now". */
async function register(page: Page, name: string, venue?: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'user'));
  await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
  if (venue) {
    await page.getByRole('radio', { name: 'Create a venue' }).check();
    await page.getByLabel('Venue name').fill(venue);
  } else {
    await page.getByRole('radio', { name: 'Not now' }).check();
  }
  await page.getByRole('button', { name: 'Create account' }).click();
}

describeInBrowser('team', () => {
  it('an owner invites a second person, who joins; the owner makes them manager', async () => {
    const venue = `The Copper Still ${randomUUID().slice(0, 4)}`;
    const owner = await openBrowser({ width: 360, height: 740 });
    await register(owner.page, 'Olive Owner', venue);
    await owner.page.waitForURL((url) => DASHBOARD.test(url.pathname));
    const locationPath = new URL(owner.page.url()).pathname;

    await owner.page.goto(`${locationPath}/settings`);
    const invites = owner.page.getByRole('region', { name: 'Invite codes' });
    await invites.getByRole('button', { name: 'Create invite code' }).click();
    const code = (await owner.page.getByTestId('new-invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);

    const guest = await openBrowser({ width: 360, height: 740 });
    await register(guest.page, 'Gus Guest');
    await guest.page.waitForURL('**/dashboard');
    await guest.page.goto(`/join-location?code=${code}`);
    await expect(guest.page.getByLabel('Invite code').inputValue()).resolves.toBe(code);
    await guest.page.getByRole('button', { name: 'Join the location' }).click();
    await guest.page.waitForURL((url) => url.pathname === locationPath);
    await guest.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await guest.page.getByRole('button', { name: `Location: ${venue}. Switch location` }).waitFor();

    await owner.page.reload();
    const role = owner.page.getByLabel('Role of Gus Guest');
    await role.waitFor();
    await expect(role.inputValue()).resolves.toBe('staff');
    const saved = owner.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/members/'),
    );
    await role.selectOption('manager');
    expect((await saved).status()).toBe(200);
    await owner.page.reload();
    await expect(owner.page.getByLabel('Role of Gus Guest').inputValue()).resolves.toBe('manager');
  });
});
