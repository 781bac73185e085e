import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject, it } from 'vitest';
import { baseURL, describeInBrowser, openBrowser, owner } from './fixtures.ts';
import { findLink, newestMailTo } from './outbox.ts';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;

/** A fresh address per run: the e2e database lives as long as the whole run. */
function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the API, as a quick way to have an account with a known password. */
async function registerThroughApi(email: string, password: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Robin Reset' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describeInBrowser('accounts', () => {
  it('registers a venue on a phone, lands on its dashboard, and signs out', async () => {
    const { page } = await openBrowser({ width: 360, height: 740 });
    const venue = `The Night Owl ${randomUUID().slice(0, 4)}`;

    await page.goto('/register');
    await page.getByLabel('Your name').fill('Morgan Bar');
    await page.getByLabel('Email').fill(uniqueEmail('register'));
    await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
    await page.getByRole('radio', { name: 'Create a venue' }).check();
    await page.getByLabel('Venue name').fill(venue);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => DASHBOARD.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect(
      page.getByRole('button', { name: `Location: ${venue}. Switch location` }).isVisible(),
    ).resolves.toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // Signed out for real: the dashboard sends us back to sign in.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('resets a forgotten password from the emailed link and signs in with it', async () => {
    const email = uniqueEmail('reset');
    await registerThroughApi(email, 'the old cellar password');
    const { page } = await openBrowser();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

    const mail = await newestMailTo(inject('dataDir'), email);
    const link = findLink(mail, `${baseURL}/reset-password?token=`);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a brand new cellar key');
    await page.getByLabel('New password again').fill('a brand new cellar key');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new cellar key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // No venue yet: the location picker is this user's dashboard.
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Your locations' }).waitFor();
  });

  it('sends an expired session on a guarded screen to /login', async () => {
    // The app asks /api/auth/me (401), then /api/auth/refresh (401, no cookie): Chromium
    // logs both failed requests. Those two, and only in this test, are expected.
    const locations = [{ id: owner.locationId, name: owner.locationName, role: 'owner' }];
    const state = {
      session: {
        access_token: 'expired.garbage.token',
        refresh_token: '',
        expires_in: 3600,
        token_type: 'bearer',
        user: { id: owner.id, email: owner.email, aud: 'authenticated', created_at: '' },
      },
      user: { id: owner.id, email: owner.email, name: owner.name, locations },
      locations,
    };
    const { page, errors } = await openBrowser({
      localStorage: [{ name: 'auth-storage', value: JSON.stringify({ state, version: 0 }) }],
      allowConsoleErrors: [/status of 401/],
    });

    await page.goto(`/dashboard/${owner.locationId}/stocklist`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const stored = await page.context().storageState();
    expect(
      stored.origins.flatMap((origin) => origin.localStorage.map(({ name }) => name)),
    ).not.toContain('auth-storage');
    expect(errors).toEqual([]);
  });
});

describeInBrowser('account screens, scanned', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`pass an axe scan at 360 px in ${colorScheme} mode`, async () => {
      const { page } = await openBrowser({ width: 360, height: 740, colorScheme });
      const violations: string[] = [];
      for (const path of [
        '/register',
        '/forgot-password',
        '/waiting-list',
        '/reset-password?token=x',
      ]) {
        await page.goto(path);
        await page.locator('form').waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        violations.push(...results.violations.map((v) => `${path} ${v.id}: ${v.help}`));
      }
      expect(violations).toEqual([]);
    });
  }
});
