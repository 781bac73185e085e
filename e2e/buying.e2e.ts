import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';
import { newestMailTo } from './outbox.ts';
import { dataSettled } from './settled.ts';

interface Created {
  id: string;
}

/** Two items below par, a vendor with an email and a preferred catalogue line for each. */
async function stockroomBelowPar(page: Page, locationId: string, headers: Record<string, string>) {
  const post = async (url: string, data: object): Promise<Created> => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Created;
  };
  const gin = await post('/api/inventory/add-item', {
    location_id: locationId,
    name: 'Gin',
    unit: 'bottle',
    quantity: 2,
    par_level: 12,
    cost_per_unit: 15,
    storage_area: 'Bar',
  });
  const tonic = await post('/api/inventory/add-item', {
    location_id: locationId,
    name: 'Tonic',
    unit: 'can',
    quantity: 0,
    par_level: 48,
    cost_per_unit: 0.5,
    storage_area: 'Bar',
  });
  const email = `orders-${randomUUID().slice(0, 8)}@vendor.example`;
  const vendor = await post('/api/vendors', {
    location_id: locationId,
    name: 'Metro Drinks',
    email,
    delivery_days: [2, 5],
  });
  await post(`/api/vendors/${vendor.id}/items`, {
    name: 'Gin 6 × 70 cl',
    sku: 'GIN-6',
    inventory_item_id: gin.id,
    pack_size: 6,
    price: 90,
    is_preferred: true,
  });
  await post(`/api/vendors/${vendor.id}/items`, {
    name: 'Tonic tray of 24',
    sku: 'TON-24',
    inventory_item_id: tonic.id,
    pack_size: 24,
    price: 12,
    is_preferred: true,
  });
  return { gin, tonic, email, vendor };
}

/** Every screen of the journey: an axe scan and no sideways scrolling on the phone. */
async function screenIsSound(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsTheScreen(page)).toBe(true);
}

describeInBrowser('buying', () => {
  it('orders what is below par, adjusts, sends, and receives a short delivery at a new price', async () => {
    const { page } = await openBrowser({ width: 360, height: 740 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Max Manager',
      venue: 'The Supply Bar',
    });
    const { gin, tonic, email, vendor } = await stockroomBelowPar(page, locationId, headers);

    // Generate: Gin needs 10 bottles (2 cases of 6), Tonic 48 cans (2 trays of 24).
    await page.goto(`${locationPath}/shopping-lists`);
    await page.getByRole('button', { name: 'Order what is below par' }).waitFor();
    await screenIsSound(page);
    await page.getByRole('button', { name: 'Order what is below par' }).click();
    const generate = page.getByRole('dialog', { name: 'Order what is below par' });
    await generate.getByRole('button', { name: 'Make the lists' }).click();
    await generate.getByText('1 draft list made.').waitFor();
    await generate.getByRole('link').first().click();
    const packs = page.getByLabel('Packs of Gin', { exact: true });
    await packs.waitFor();
    await screenIsSound(page);
    expect(await packs.inputValue()).toBe('2');
    expect(await page.getByLabel('Packs of Tonic', { exact: true }).inputValue()).toBe('2');

    // Adjust: three cases of gin. The total follows as it is typed, then the line is saved.
    await packs.fill('3');
    const total = page.getByRole('status').filter({ hasText: 'Total' });
    await total.getByText('$294.00').waitFor();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/items/'),
    );
    await packs.press('Tab');
    expect((await saved).status()).toBe(200);

    // Send: the order goes to the vendor's address.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: /^Send/ });
    await send.getByText(`The order is emailed to ${email}`).waitFor();
    await send.getByRole('button', { name: 'Send the order' }).click();
    // The list says where its email is; the screen asks again until it has gone.
    await page.getByText(`The order email to ${email} was sent on`).waitFor();
    await screenIsSound(page);
    const mail = await newestMailTo(inject('dataDir'), email);
    expect(mail).toContain('GIN-6');
    expect(mail).toContain('TON-24');

    // Receive: one case of gin short, tonic invoiced at 13.50 a tray.
    await page.getByRole('link', { name: 'Receive the delivery' }).click();
    const line = (name: string) =>
      page.locator('li').filter({ has: page.getByText(name, { exact: true }) });
    const ginArrived = line('Gin').getByLabel('Packs arrived');
    await ginArrived.waitFor();
    await screenIsSound(page);
    expect(await ginArrived.inputValue()).toBe('3');
    await ginArrived.fill('2');
    const tonicPrice = line('Tonic').getByLabel('Invoice price per pack');
    expect(await tonicPrice.inputValue()).toBe('12');
    await tonicPrice.fill('13,5');
    await page.getByRole('button', { name: 'Book the delivery into stock' }).click();
    await page.getByText('The delivery is in stock.').waitFor();
    const stockAdded = page.getByRole('region', { name: 'Stock added' });
    await stockAdded.getByText('+12 bottles').waitFor();
    await stockAdded.getByText('+48 cans').waitFor();
    await page
      .getByRole('region', { name: 'Price changes' })
      .getByText('$12.00 → $13.50')
      .waitFor();
    await page.getByRole('button', { name: 'Send a credit request' }).waitFor();
    await screenIsSound(page);

    // The stock list counts the delivery: 2 + 12 bottles of gin, 0 + 48 cans of tonic.
    // A fresh load first shows the list this phone saved (from before the delivery), then the
    // server's answer: wait for that.
    await page.goto(`${locationPath}/stocklist`);
    const quantityOf = (name: string) => () => page.getByLabel(`Quantity of ${name}`).inputValue();
    await expect.poll(quantityOf('Gin'), { timeout: 10_000 }).toBe('14');
    await expect.poll(quantityOf('Tonic'), { timeout: 10_000 }).toBe('48');

    // The tonic's cost follows the invoice: 13.50 ÷ 24 cans.
    const item = await page.request.get(`/api/inventory/${tonic.id}`, { headers });
    expect(((await item.json()) as { cost_per_unit: number }).cost_per_unit).toBe(0.5625);
    const ginItem = await page.request.get(`/api/inventory/${gin.id}`, { headers });
    expect(((await ginItem.json()) as { cost_per_unit: number }).cost_per_unit).toBe(15);
    // On the phone the items are cards: the tonic's shows the new cost, a price below one of
    // the currency to three significant digits.
    await page.goto(`${locationPath}/items`);
    await page
      .getByRole('list', { name: 'Items' })
      .getByRole('listitem')
      .filter({ hasText: 'Tonic' })
      .getByText('$0.563', { exact: true })
      .waitFor();

    // The catalogue line keeps the change in its price history.
    await page.goto(`${locationPath}/shopping-lists/vendors/${vendor.id}`);
    await page.getByRole('button', { name: 'Price history of Tonic tray of 24' }).first().waitFor();
    await screenIsSound(page);
    await page.getByRole('button', { name: 'Price history of Tonic tray of 24' }).first().click();
    await page
      .getByRole('dialog', { name: 'Price history of Tonic tray of 24' })
      .getByText('$12.00 → $13.50')
      .waitFor();
    await page.keyboard.press('Escape');

    for (const screen of ['shopping-lists/vendors', 'shopping-lists/purchase-list']) {
      await page.goto(`${locationPath}/${screen}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await dataSettled(page);
      await screenIsSound(page);
    }
  });

  it('every buying screen passes axe in dark mode on a phone', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, colorScheme: 'dark' });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Nia Night',
      venue: 'The Late Bar',
    });
    const { vendor } = await stockroomBelowPar(page, locationId, headers);
    const generated = await page.request.post('/api/shopping-lists/generate', {
      headers,
      data: { location_id: locationId },
    });
    expect(generated.status()).toBe(201);
    const [list] = (await generated.json()) as { id: string }[];
    const screens = [
      'shopping-lists',
      `shopping-lists/${list?.id}`,
      `shopping-lists/${list?.id}/shop`,
      `shopping-lists/${list?.id}/receive`,
      'shopping-lists/purchase-list',
      'shopping-lists/vendors',
      `shopping-lists/vendors/${vendor.id}`,
    ];
    for (const screen of screens) {
      await page.goto(`${locationPath}/${screen}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await dataSettled(page);
      expect([screen, ...(await axeViolations(page))]).toEqual([screen]);
      expect(await fitsTheScreen(page)).toBe(true);
    }
  });
});
