import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;

async function register(page: Page): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Dana Dashboard');
  await page.getByLabel('Email').fill(`dana-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
  await page.getByRole('radio', { name: 'Create a venue' }).check();
  await page.getByLabel('Venue name').fill(`The Tap Room ${randomUUID().slice(0, 4)}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => DASHBOARD.test(url.pathname));
  return new URL(page.url()).pathname;
}

/** The figure the dashboard shows under a label ("Items", "Counted today"…). */
function figure(page: Page, label: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

async function waitForText(read: () => Promise<string>, expected: string, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let seen = await read();
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  expect(seen).toBe(expected);
}

describeInBrowser('dashboard', () => {
  it('a new venue starts from the bar template, then counts one item', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, colorScheme: 'dark' });
    const dashboard = await register(page);

    await page.getByRole('link', { name: 'Set up your items' }).click();
    await page.waitForURL(`**${dashboard}/onboarding`);
    await page.getByRole('radio', { name: 'Bar' }).check();
    const add = page.getByRole('button', { name: /^Add \d+ items$/ });
    const count = Number((await add.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(40);
    expect(await axeViolations(page)).toEqual([]);
    // Halfway down the list "Add N items" is on screen, above the bottom bar: no scrolling.
    await page
      .getByRole('textbox', { name: /^Par level of/ })
      .nth(20)
      .scrollIntoViewIfNeeded();
    const addBox = await add.boundingBox();
    const navBox = await page
      .getByRole('navigation', { name: 'Location (bottom bar)' })
      .boundingBox();
    expect(addBox && navBox && addBox.y > 0 && addBox.y + addBox.height <= navBox.y).toBe(true);
    await add.click();
    await page.getByText(`${count} items created, 0 updated.`).waitFor();

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`**${dashboard}`);
    await waitForText(() => figure(page, 'Items').innerText(), String(count));
    const value = await figure(page, 'Stock value').innerText();
    expect(Number(value.replace(/[^0-9.]/g, ''))).toBeGreaterThan(0);
    expect(await figure(page, 'Counted today').innerText()).toBe('0');
    await page.getByRole('table', { name: 'Stock value per day' }).waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${dashboard}/stocklist`);
    const saved = page.waitForResponse(
      (answer) => answer.url().includes('/api/inventory/update/') && answer.ok(),
    );
    await page
      .getByRole('button', { name: /^One more / })
      .first()
      .click();
    await saved;
    await page.goto(dashboard);
    await waitForText(() => figure(page, 'Counted today').innerText(), '1');
  });

  it('a count on one device appears on another without reloading', async () => {
    const first = await openBrowser();
    const dashboard = await register(first.page);
    const locationId = dashboard.split('/').at(-1) ?? '';
    const stored = await first.page.evaluate<string | null>("localStorage.getItem('auth-storage')");
    if (!stored) throw new Error('no auth-storage after signing up');
    const parsed = JSON.parse(stored) as { state?: { session?: { access_token?: string } } };
    const headers = { Authorization: `Bearer ${parsed.state?.session?.access_token ?? ''}` };
    const created = await first.page.request.post('/api/inventory/add-item', {
      headers,
      data: { location_id: locationId, name: 'Gin', unit: 'bottle', quantity: 3 },
    });
    expect(created.status()).toBe(201);

    const second = await openBrowser({ localStorage: [{ name: 'auth-storage', value: stored }] });
    for (const { page } of [first, second]) {
      await page.goto(`${dashboard}/stocklist`);
      await page.getByLabel('Quantity of Gin').waitFor();
    }
    const quantityOnSecond = () => second.page.getByLabel('Quantity of Gin').inputValue();
    expect(await quantityOnSecond()).toBe('3');

    await first.page.getByRole('button', { name: 'One more Gin' }).click();
    await waitForText(quantityOnSecond, '4');
  });
});
