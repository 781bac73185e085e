// Checks every screen of a journey must pass: an axe scan, and nothing wider than the phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What axe finds wrong on the page as it is now: `id: help (where)` per rule broken. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

/** Nothing wider than the phone: no sideways scrolling of the page. */
export async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
}
