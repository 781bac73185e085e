// The rough edges of the screens, as a new user meets them on a phone and on a wide screen.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openBrowser, owner } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

interface Created {
  id: string;
}

type Headers = Record<string, string>;

async function post(page: Page, headers: Headers, url: string, data: object): Promise<Created> {
  const response = await page.request.post(url, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

async function getJson<T>(page: Page, headers: Headers, url: string): Promise<T> {
  const response = await page.request.get(url, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The boxes of the chart's axis labels that stick out of the drawing (none, when whole). */
async function clippedChartLabels(page: Page): Promise<string[]> {
  const svg = page.locator('.recharts-wrapper svg').first();
  await svg.locator('.recharts-yAxis-tick-labels text').first().waitFor();
  const frame = await svg.boundingBox();
  if (!frame) throw new Error('the chart is not drawn');
  const clipped: string[] = [];
  for (const label of await svg.locator('.recharts-cartesian-axis-tick-value').all()) {
    const box = await label.boundingBox();
    const inside =
      box !== null &&
      box.x >= frame.x - 0.5 &&
      box.y >= frame.y - 0.5 &&
      box.x + box.width <= frame.x + frame.width + 0.5 &&
      box.y + box.height <= frame.y + frame.height + 0.5;
    if (!inside) clipped.push(await label.textContent().then((text) => text ?? ''));
  }
  return clipped;
}

/** The button of the location picker in the header (its visible text is the venue). */
function picker(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /location/i })
    .first();
}

/** Waits for the picker to name a venue (it follows the route and the stored locations). */
async function pickerSays(page: Page, venue: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Location: ${venue}. Switch location`, exact: true })
    .waitFor();
  expect(await picker(page).innerText()).toBe(venue);
}

describeInBrowser('screens', () => {
  it('the chart starts on the first day with history and keeps its labels whole; the items table uses the width', async () => {
    const { page } = await openBrowser({ width: 1280, height: 800 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Wanda Wide',
      venue: 'The Long Bar',
    });
    // Expensive stock, so the value axis has long labels ("$16,000").
    await post(page, headers, '/api/inventory/add-item', {
      location_id: locationId,
      name: 'Grand cru',
      unit: 'bottle',
      quantity: 10,
      cost_per_unit: 1234.56,
    });
    await post(page, headers, '/api/inventory/add-item', {
      location_id: locationId,
      name: 'Château Lafite Rothschild Pauillac 2015 Magnum',
      unit: 'bottle',
      quantity: 1,
      par_level: 6,
      cost_per_unit: 899.5,
      storage_area: 'Cellar',
    });

    // The server gives no value (null) for the days before the first stock update: the chart
    // starts where history does.
    const summary = await getJson<{ value_history: { date: string; value: number | null }[] }>(
      page,
      headers,
      `/api/inventory/summary?location_id=${locationId}`,
    );
    const withHistory = summary.value_history.filter((day) => day.value !== null);
    expect(summary.value_history.length).toBeGreaterThan(withHistory.length);
    await page.goto(locationPath);
    const days = page.getByRole('table', { name: 'Stock value per day' }).getByRole('row');
    await days.nth(1).waitFor({ state: 'attached' });
    expect(await days.count()).toBe(withHistory.length + 1);
    expect(await days.nth(1).getByRole('cell').first().textContent()).toBe(withHistory[0]?.date);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await clippedChartLabels(page), `labels at ${width} px`).toEqual([]);
      // The ticks go up the axis: the last is the top one, the longest.
      const top = page.locator('.recharts-yAxis-tick-labels text').last();
      expect(await top.textContent()).toMatch(/^\$[\d,]+/);
    }

    // The items table: one line a row at 1280 px, costs in dollars.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${locationPath}/items`);
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: 'Château Lafite Rothschild Pauillac 2015 Magnum' });
    await row.waitFor();
    await row.getByText('Below par').waitFor();
    const box = await row.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(56);
    await row.getByText('$899.50').waitFor();
    const fitsTheTable = await page
      .getByRole('table')
      .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
    expect(fitsTheTable).toBe(true);
  });

  it('the success page says nothing was charged when payments are off', async () => {
    const { page } = await openBrowser({ width: 390, height: 844, signedIn: true });
    await page.goto('/subscription/success');
    await page.getByRole('heading', { level: 1, name: 'Payments are not enabled' }).waitFor();
    await page.getByText(/no payment was taken and nothing was charged/).waitFor();
    expect(await page.getByText(/Thank you/).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`**/dashboard/${owner.locationId}`);

    const signedOut = await openBrowser({ width: 390, height: 844 });
    await signedOut.page.goto('/subscription/success');
    await signedOut.page
      .getByRole('heading', { level: 1, name: 'Payments are not enabled' })
      .waitFor();
    await signedOut.page.getByRole('link', { name: 'Back to the start page' }).waitFor();
  });

  it('the location picker names the venue on every top-level page', async () => {
    const { page } = await openBrowser({ width: 390, height: 844, signedIn: true });
    for (const path of [
      '/orders',
      '/settings',
      '/account',
      '/location-settings',
      '/add-location',
      '/join-location',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await pickerSays(page, owner.locationName);
    }
    // /location-settings says which venue it edits.
    await page.goto('/location-settings');
    await page.getByRole('main').getByText(owner.locationName, { exact: true }).waitFor();
  });

  it('top-level pages follow the venue last opened, after a reload too, and /location-settings the one chosen', async () => {
    const { page } = await openBrowser({ width: 1280, height: 800 });
    await signUpVenue(page, { person: 'Otto Two', venue: 'The First Bar' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Location: / })
      .waitFor();
    const first = (await picker(page).innerText()).trim();
    await page.goto('/add-location');
    await page.getByLabel('Name').fill('The Second Bar');
    await page.getByRole('button', { name: 'Create the location' }).click();
    await page.waitForURL('**/onboarding');
    await pickerSays(page, 'The Second Bar');

    // Through the picker's own link (no reload): the top-level page stays on the second bar.
    await picker(page).click();
    await page.getByRole('menuitem', { name: 'Join with an invite code' }).click();
    await page.waitForURL('**/join-location');
    await pickerSays(page, 'The Second Bar');

    // Opened afresh (a reload), /location-settings is still about the second bar, the one
    // last opened on this device, and says so; choosing the first one in the picker keeps the
    // screen and follows it.
    await page.goto('/location-settings');
    const main = page.getByRole('main');
    await main.getByText('The Second Bar', { exact: true }).first().waitFor();
    await pickerSays(page, 'The Second Bar');
    await picker(page).click();
    await page.getByRole('menuitem', { name: first }).click();
    await main.getByText(first, { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/location-settings');
    expect(await main.getByLabel('Name').inputValue()).toBe(first);
  });

  it('takes "0,5" in the number fields of recipes, vendors, receiving and location settings', async () => {
    const { page } = await openBrowser({ width: 390, height: 844 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Carla Comma',
      venue: 'The Decimal Bar',
    });
    const gin = await post(page, headers, '/api/inventory/add-item', {
      location_id: locationId,
      name: 'Gin',
      unit: 'bottle',
      quantity: 2,
      cost_per_unit: 14,
    });
    const recipe = await post(page, headers, '/api/recipes', {
      location_id: locationId,
      name: 'Gin serve',
    });
    const vendor = await post(page, headers, '/api/vendors', {
      location_id: locationId,
      name: 'Metro Drinks',
    });
    const list = await post(page, headers, '/api/shopping-lists', {
      location_id: locationId,
      name: 'Gin order',
      vendor_id: vendor.id,
    });
    await post(page, headers, `/api/shopping-lists/${list.id}/items`, {
      inventory_item_id: gin.id,
      quantity: 1,
      unit_price: 14,
    });

    // A recipe needs half a bottle.
    await page.goto(`${locationPath}/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Add an ingredient' }).click();
    const ingredient = page.getByRole('dialog', { name: 'Add an ingredient to Gin serve' });
    await ingredient
      .getByLabel('Ingredient', { exact: true })
      .selectOption({ label: 'Gin (bottle)' });
    await ingredient.getByLabel('Quantity').fill('0,5');
    await ingredient.getByRole('button', { name: 'Add the ingredient' }).click();
    await ingredient.waitFor({ state: 'detached' });
    const cost = await getJson<{ ingredients: { quantity: number }[] }>(
      page,
      headers,
      `/api/recipes/${recipe.id}/cost`,
    );
    expect(cost.ingredients.map((line) => line.quantity)).toEqual([0.5]);

    // A vendor's price per pack.
    await page.goto(`${locationPath}/shopping-lists/vendors/${vendor.id}`);
    await page.getByRole('button', { name: 'Add a line' }).click();
    const line = page.getByRole('dialog', { name: 'Add a catalogue line' });
    await line.getByLabel('Name').fill('Gin 70 cl');
    await line.getByLabel(/^Pack size/).fill('1');
    await line.getByLabel(/^Price per pack/).fill('12,5');
    await line.getByRole('button', { name: 'Add the line' }).click();
    await line.waitFor({ state: 'detached' });
    const lines = await getJson<{ price: number }[]>(
      page,
      headers,
      `/api/vendors/${vendor.id}/items`,
    );
    expect(lines.map((each) => each.price)).toEqual([12.5]);

    // Half a pack arrives, invoiced at 13,5.
    await page.goto(`${locationPath}/shopping-lists/${list.id}/receive`);
    const arrived = page.getByLabel('Packs arrived');
    await arrived.waitFor();
    await arrived.fill('0,5');
    await page.getByLabel('Invoice price per pack').fill('13,5');
    await page.getByRole('button', { name: 'Book the delivery into stock' }).click();
    await page.getByText('The delivery is in stock.').waitFor();
    const received = await getJson<{ items: { received_quantity: number }[] }>(
      page,
      headers,
      `/api/shopping-lists/${list.id}`,
    );
    expect(received.items.map((each) => each.received_quantity)).toEqual([0.5]);

    // The location's target food cost.
    await page.goto(`${locationPath}/settings`);
    await page.getByLabel(/^Target food cost/).fill('27,5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The settings are saved.').waitFor();
    const location = await getJson<{ target_food_cost_percent: number }>(
      page,
      headers,
      `/api/locations/${locationId}`,
    );
    expect(location.target_food_cost_percent).toBe(27.5);
  });
});
