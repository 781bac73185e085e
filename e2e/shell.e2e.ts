import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';

describeInBrowser('the web shell', () => {
  it('sends a signed-out visitor of /dashboard to /login', async () => {
    const { page } = await openBrowser();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/sign in/i);
  });

  it('sends an unknown path to the landing page', async () => {
    const { page } = await openBrowser();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    // The address changes before the landing page has drawn: wait for its link, not a snapshot.
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor({ state: 'visible' });
  });

  it('shows "Orders Page" on /orders to a signed-in user', async () => {
    const { page } = await openBrowser({ signedIn: true });
    await page.goto('/orders');
    await page.getByText('Orders Page', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders');
  });

  it('sends a signed-in user from /login to their first location', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, signedIn: true });
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/[0-9a-f-]{36}$/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes an axe scan of /login in ${colorScheme} mode`, async () => {
      const { page } = await openBrowser({ colorScheme });
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});

describeInBrowser('the API documentation', () => {
  it('renders the OpenAPI UI at /api/docs with no console error', async () => {
    const { page } = await openBrowser();
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Barback API/ }).waitFor();
    await page.getByText('/api/auth/me').first().waitFor();
  });
});

// The signed-in screens' axe scans at 360 px, light and dark, are in a11y-light/dark.e2e.ts
// (every-screen.ts), with the rest of the screens.
