import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser } from './fixtures.ts';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;

const BAD_CSV = [
  'name,category,unit,quantity,par_level,storage_area',
  'Gin,Spirits,bottle,4,2,Bar',
  'Tonic,Mixers,bottle,-3,12,Bar',
  'Limes,,kg,1,,Walk-in',
].join('\n');

async function register(page: Page): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Ines Inventory');
  await page.getByLabel('Email').fill(`ines-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
  await page.getByRole('radio', { name: 'Create a venue' }).check();
  await page.getByLabel('Venue name').fill(`The Pantry ${randomUUID().slice(0, 4)}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => DASHBOARD.test(url.pathname));
  return new URL(page.url()).pathname;
}

async function importCsv(page: Page, csv: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
  await dialog.getByLabel('Or paste the CSV').fill(csv);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
}

describeInBrowser('items', () => {
  it('imports a CSV: a bad row is reported by number and nothing is written, then all 3', async () => {
    const { page } = await openBrowser();
    const locationPath = await register(page);
    await page.goto(`${locationPath}/items`);
    await page.getByText('No items yet.').waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await importCsv(page, BAD_CSV);
    const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
    const alert = dialog.getByRole('alert');
    await alert.getByText('Nothing was imported').waitFor();
    expect(await alert.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Row 2: /),
    ]);
    expect(await page.getByText('No items yet.').isVisible()).toBe(true);

    await importCsv(page, BAD_CSV.replace(',-3,', ',3,'));
    await dialog.getByText('Imported: 3 created, 0 updated.').waitFor();
    expect(
      await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: 'Limes' }).waitFor();
    const names = await table.getByRole('rowheader').allTextContents();
    expect(names.map((name) => name.split(' ')[0])).toEqual(['Gin', 'Limes', 'Tonic']);
    await page.getByText('3 items').waitFor();
  });

  it('on a 360 px phone in dark mode: cards, the item dialog and no axe violations', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, colorScheme: 'dark' });
    const locationPath = await register(page);
    await page.goto(`${locationPath}/items`);
    await page.getByRole('button', { name: 'Add an item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an item' });
    await dialog.getByLabel('Name').fill('Campari');
    await dialog.getByLabel('Category (optional)').fill('Aperitifs');
    await dialog.getByLabel('Quantity on hand').fill('2');
    expect(
      await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Add the item' }).click();
    await page.getByRole('list', { name: 'Items' }).getByText('Campari').waitFor();
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(360);
    expect(
      await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
  });
});
