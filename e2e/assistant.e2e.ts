import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

/** Gin and Tonic below par, Lemons above it, and a vendor with a preferred line for each. */
async function stockroom(page: Page, locationId: string, headers: Record<string, string>) {
  const post = async (url: string, data: object): Promise<{ id: string }> => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const item = (name: string, unit: string, quantity: number, par_level: number) =>
    post('/api/inventory/add-item', {
      location_id: locationId,
      name,
      unit,
      quantity,
      par_level,
      storage_area: 'Bar',
    });
  const gin = await item('Gin', 'bottle', 2, 12);
  const tonic = await item('Tonic', 'can', 0, 48);
  await item('Lemons', 'each', 30, 20);
  const vendor = await post('/api/vendors', { location_id: locationId, name: 'Metro Drinks' });
  await post(`/api/vendors/${vendor.id}/items`, {
    name: 'Gin 6 × 70 cl',
    inventory_item_id: gin.id,
    pack_size: 6,
    price: 90,
    is_preferred: true,
  });
  await post(`/api/vendors/${vendor.id}/items`, {
    name: 'Tonic tray of 24',
    inventory_item_id: tonic.id,
    pack_size: 24,
    price: 12,
    is_preferred: true,
  });
  return { gin, tonic };
}

describeInBrowser('assistant', () => {
  it('answers what is low from the venue’s data, and applies a proposed order', async () => {
    const { page } = await openBrowser({ width: 360, height: 740 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Max Manager',
      venue: 'The Asking Bar',
    });
    const { gin } = await stockroom(page, locationId, headers);

    await page.goto(`${locationPath}/ai-chat`);
    await page.getByText('No conversations yet', { exact: false }).waitFor({ state: 'attached' });
    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill('what are we low on?');
    await box.press('Enter');

    // The lookup shows as a table; each item leads to the item on the items screen.
    const table = page.getByRole('region', { name: 'Items below par', exact: true });
    await table.waitFor();
    await table.getByRole('link', { name: 'Gin' }).waitFor();
    await table.getByRole('link', { name: 'Tonic' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await table.getByText('Lemons').count()).toBe(0);
    expect(await table.getByRole('link', { name: 'Gin' }).getAttribute('href')).toBe(
      `${locationPath}/items?edit=${gin.id}`,
    );
    await page.getByText('2 items are below par', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    // The conversation is in the address and in the list.
    expect(new URL(page.url()).searchParams.get('conversation')).toMatch(/^[0-9a-f-]{36}$/);

    // The question box stays on screen, above the bottom bar, on a 360 px phone.
    const boxArea = await box.boundingBox();
    expect(boxArea).not.toBeNull();
    expect((boxArea?.y ?? 0) + (boxArea?.height ?? 0)).toBeLessThanOrEqual(740 - 56);

    // A proposed order is only made when the manager applies it.
    await box.fill('draft an order for metro drinks');
    await box.press('Enter');
    const proposal = page.getByRole('region', { name: /^Create a draft order for Metro Drinks/ });
    await proposal.waitFor();
    const before = await page.request.get(`/api/shopping-lists?location_id=${locationId}`, {
      headers,
    });
    expect(await before.json()).toEqual([]);
    await proposal.getByRole('button', { name: 'Apply' }).click();
    await proposal.getByText('Draft list created.').waitFor();
    await proposal.getByRole('link', { name: 'Open the list' }).click();

    // The draft list holds the proposed lines.
    await page.waitForURL((url) => /\/shopping-lists\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByLabel('Packs of Gin', { exact: true }).waitFor();
    await page.getByLabel('Packs of Tonic', { exact: true }).waitFor();
    const lists = await page.request.get(`/api/shopping-lists?location_id=${locationId}`, {
      headers,
    });
    const made = (await lists.json()) as { status: string; vendor_name: string }[];
    expect(made).toEqual([
      expect.objectContaining({ status: 'draft', vendor_name: 'Metro Drinks' }),
    ]);
  });
});
