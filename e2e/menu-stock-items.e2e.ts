// A dish's stock items on a 360 px phone, by keyboard alone, in light and in dark: a manager
// adds 175 ml of a 750 ml bottle of wine to a glass, the cost follows, then removes it after
// saying yes. Axe scans the dialog and the confirmation; every control of the dialog is 44 px
// tall and its inputs are 16 px, so a phone does not zoom in.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

interface Created {
  id: string;
}

/** Tabs until `target` has the focus (at most 60 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element.ownerDocument.activeElement === element)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** Each control's height and each input's font size that a phone needs. */
async function expectPhoneSized(dialog: Locator): Promise<void> {
  for (const control of await dialog.locator('input, select, button').all()) {
    const box = await control.boundingBox();
    expect(
      box?.height,
      await control.evaluate((element) => element.outerHTML),
    ).toBeGreaterThanOrEqual(44);
  }
  for (const input of await dialog.locator('input, select').all()) {
    expect(
      await input.evaluate(
        (element) => element.ownerDocument.defaultView?.getComputedStyle(element).fontSize,
      ),
    ).toBe('16px');
  }
}

describeInBrowser('menu stock items', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`adds and removes a stock item by keyboard at 360 px in ${colorScheme}`, async () => {
      const { page } = await openBrowser({ width: 360, height: 740, colorScheme });
      const { locationPath, locationId, headers } = await signUpVenue(page, {
        person: 'Wendy Wine',
        venue: `The ${colorScheme} wine bar`,
      });
      const post = async (url: string, data: object): Promise<Created> => {
        const response = await page.request.post(url, { headers, data });
        expect(response.status(), await response.text()).toBe(201);
        return (await response.json()) as Created;
      };
      // $12 a 750 ml bottle: 175 ml cost $2.80.
      await post('/api/inventory/add-item', {
        location_id: locationId,
        name: 'House red',
        unit: 'bottle',
        unit_content: 750,
        unit_content_unit: 'ml',
        quantity: 6,
        cost_per_unit: 12,
      });
      await post('/api/inventory/add-item', { location_id: locationId, name: 'Flour', unit: 'kg' });
      const glass = await post('/api/menu', {
        location_id: locationId,
        name: 'Glass of red',
        price: 8,
      });

      await page.goto(`${locationPath}/menu/${glass.id}`);
      const stockItems = page.getByRole('region', { name: 'Stock items' });
      await stockItems.getByText('No stock item used directly yet.').waitFor();
      const add = stockItems.getByRole('button', { name: 'Add a stock item' });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add a stock item to Glass of red' });
      await dialog
        .getByRole('option', { name: 'House red (bottle)' })
        .waitFor({ state: 'attached' });
      await tabTo(page, dialog.getByLabel('Find a stock item'));
      await page.keyboard.type('red');
      await tabTo(page, dialog.getByLabel('Stock item', { exact: true }));
      await dialog
        .getByLabel('Stock item', { exact: true })
        .selectOption({ label: 'House red (bottle)' });
      await tabTo(page, dialog.getByLabel('Unit'));
      await dialog.getByLabel('Unit').selectOption('ml');
      await tabTo(page, dialog.getByLabel('Quantity'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('175');
      expect(await axeViolations(page)).toEqual([]);
      expect(await fitsTheScreen(page)).toBe(true);
      await expectPhoneSized(dialog);
      await tabTo(page, dialog.getByRole('button', { name: 'Add the stock item' }));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      const line = page
        .getByRole('list', { name: 'Stock items of this item' })
        .getByRole('listitem');
      await line.getByText('175 ml · $2.80').waitFor();
      const figures = page.getByRole('region', { name: 'Price and cost' });
      await figures.getByText('35 %', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await tabTo(page, line.getByRole('button', { name: 'Remove House red' }));
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Remove House red?' });
      await confirm.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, confirm.getByRole('button', { name: 'Remove', exact: true }));
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
      await stockItems.getByText('No stock item used directly yet.').waitFor();
      await figures.getByText('Cost unknown: no recipe or stock item').waitFor();
    }, 120_000);
  }
});
