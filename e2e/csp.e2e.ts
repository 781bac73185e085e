// The Content Security Policy (server/app.ts) forbids eval: no page may try it, even in a
// try/catch (the browser reports each attempt as a violation). zod would, to compile its
// validators, unless told not to before its first schema (web/lib/zod.ts).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';

/** Records every Content Security Policy violation the page reports, from its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(event.violatedDirective + ' ' + event.blockedURI);
    });
  `);
  return () => page.evaluate<string[]>('window.__violations');
}

describeInBrowser('the Content Security Policy', () => {
  it('is never violated by the forms and their checks', async () => {
    const { page } = await openBrowser({ width: 360, height: 740 });
    const violations = await recordViolations(page);

    // Registering loads zod and the contract's schemas with the screen.
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await violations()).toEqual([]);

    // Signing in loads them once the form is used.
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await violations()).toEqual([]);
  });
});
