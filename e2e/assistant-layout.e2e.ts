import { expect, it } from 'vitest';
import { fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

/**
 * The assistant's answers on a 1280 px screen: a vendors table with long contact details fits
 * and keeps each phone number on one line; a new answer comes into view above the question
 * box; in Spanish the answer comes in Spanish.
 */
describeInBrowser('assistant layout', () => {
  it('fits its tables at 1280 px and shows each new answer', async () => {
    const { page } = await openBrowser({ width: 1280, height: 800 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Lee Layout',
      venue: 'The Wide Bar',
    });
    for (const [name, contact, email] of [
      [
        'Coastal Beverage Wholesale Distribution',
        'Maria-Fernanda Castillo Rodriguez',
        'orders.and.accounts.receivable@coastal-beverage-wholesale.example',
      ],
      [
        'Copperline Spirits Distribution',
        'Jonathan Alexander Whitfield',
        'jonathan.whitfield.accounts@copperline-spirits.example',
      ],
    ]) {
      const response = await page.request.post('/api/vendors', {
        headers,
        data: {
          location_id: locationId,
          name,
          contact_name: contact,
          email,
          phone: '+1 (312) 555-0142',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.goto(`${locationPath}/ai-chat`);
    await page.getByText('No conversations yet', { exact: false }).waitFor({ state: 'attached' });
    const box = page.getByRole('textbox', { name: 'Your question' });
    await box.fill('who are our vendors');
    await box.press('Enter');
    const table = page.getByRole('region', { name: 'Vendors', exact: true });
    await table.waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    // Each cell's text in lines: a phone number in one, and no cell broken into a column of
    // fragments.
    const lines = await table.evaluate((region) =>
      [...region.querySelectorAll('tbody td')].map((cell) => {
        const range = cell.ownerDocument.createRange();
        range.selectNodeContents(cell.querySelector('a') ?? cell);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return [cell.textContent ?? '', tops.size] as const;
      }),
    );
    for (const [text, count] of lines) {
      // A phone number on one line; other text wraps only between its words (an address,
      // which has none, anywhere).
      if (text.startsWith('+1')) expect(count, text).toBe(1);
      else if (!text.includes('@'))
        expect(count, text).toBeLessThanOrEqual(text.split(/[ -]/).length);
    }
    // The table fits its box: no sideways scrolling at 1280 px.
    const [region, grid] = [await table.boundingBox(), await table.locator('table').boundingBox()];
    expect(grid?.width ?? Infinity).toBeLessThanOrEqual(region?.width ?? 0);

    // Each new answer ends in view, above the question box.
    for (const question of ['who are our vendors', 'copperline contact', 'coastal contact']) {
      await box.fill(question);
      await box.press('Enter');
      await page.getByRole('button', { name: 'Send' }).waitFor();
    }
    // The answer's text (the live region repeats it for screen readers, out of sight).
    const last = page
      .locator('p[lang]', { hasText: 'Coastal Beverage Wholesale Distribution: Maria-Fernanda' })
      .last();
    await last.waitFor();
    const [answer, question] = [await last.boundingBox(), await box.boundingBox()];
    expect(answer).not.toBeNull();
    expect((answer?.y ?? 0) + (answer?.height ?? 0)).toBeLessThanOrEqual(question?.y ?? 0);
    expect(answer?.y ?? -1).toBeGreaterThanOrEqual(0);
  });

  it('answers in Spanish when the app is in Spanish', async () => {
    const { page } = await openBrowser({ width: 1280, height: 800 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Sol Spanish',
      venue: 'El Bar',
    });
    const response = await page.request.post('/api/inventory/add-item', {
      headers,
      data: {
        location_id: locationId,
        name: 'Gin',
        unit: 'bottle',
        quantity: 2,
        par_level: 12,
        storage_area: 'Bar',
      },
    });
    expect(response.status()).toBe(201);
    await page.evaluate("localStorage.setItem('language', 'es')");
    await page.goto(`${locationPath}/ai-chat`);
    await page.getByRole('button', { name: '¿Qué está por debajo del mínimo?' }).click();
    await page
      .getByText('1 artículo está por debajo del mínimo', { exact: false })
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Artículos por debajo del mínimo', exact: true })
      .waitFor();
  });
});
