// A count as a record on a 360 px phone, in light and in dark, with no axe violation on any
// screen: a manager opens a full count, counts two bottles on the stock list, reloads (the
// count's progress is the server's, so it stays), records a spill on one of them, closes the
// count after its confirmation and finds its value in the history.
import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { allSent } from './offline-phone.ts';
import { signUpVenue } from './venue.ts';

const PHONE = { width: 360, height: 740 };
/** The journey and five axe scans, on a machine that may be busy. */
const JOURNEY_TIMEOUT_MS = 240_000;

interface ItemAnswer {
  name: string;
  quantity: number;
}

interface ChangeAnswer {
  item_name: string;
  reason: string;
  cause: string | null;
  delta: number;
  count_id: string | null;
}

describeInBrowser('a count as a record', () => {
  it.each(['light', 'dark'] as const)(
    'opens a count, keeps its progress through a reload, takes waste and closes with a value (%s)',
    async (colorScheme) => {
      const { page } = await openBrowser({ ...PHONE, colorScheme });
      const venue = await signUpVenue(page, { person: 'Mia Manager', venue: 'The Count Room' });
      // Three bottles: two with a cost, one without (left out of the value, and said).
      for (const bottle of [
        { name: 'Aperol', cost_per_unit: 10 },
        { name: 'Campari', cost_per_unit: 5 },
        { name: 'Cynar', quantity: 1 },
      ]) {
        const created = await page.request.post('/api/inventory/add-item', {
          headers: venue.headers,
          data: {
            location_id: venue.locationId,
            unit: 'bottle',
            category: 'Spirits',
            storage_area: 'Back bar',
            quantity: 0,
            ...bottle,
          },
        });
        expect(created.status(), await created.text()).toBe(201);
      }

      // The manager opens a full count from the Counts screen.
      await page.goto(`${venue.locationPath}/counts`);
      await page.getByText('No count is open.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(/^Name/).fill('Friday close');
      await page.getByRole('button', { name: 'Open the count' }).click();
      await page.getByRole('heading', { level: 1, name: 'Friday close' }).waitFor();
      await page.getByText('0 of 3 counted').first().waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // Two bottles counted on the stock list: 2 Aperol, 3 Campari.
      await page.getByRole('link', { name: 'Count on the stock list' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/stocklist'));
      await page.locator('[data-open-count]').getByText('0 of 3 counted').waitFor();
      await page.getByRole('button', { name: 'One more Aperol' }).click();
      await page.getByRole('button', { name: 'One more Aperol' }).click();
      await page.getByRole('button', { name: 'One more Campari' }).click();
      await page.getByRole('button', { name: 'One more Campari' }).click();
      await page.getByRole('button', { name: 'One more Campari' }).click();
      await allSent(page);

      // A reload keeps the count's progress: it is the server's, not this tab's.
      await page.reload();
      await page.locator('[data-open-count]').getByText('2 of 3 counted').waitFor();
      expect(await page.getByLabel('Quantity of Aperol').inputValue()).toBe('2');

      // A spilt Aperol: the row's action, a cause, Save.
      await page.getByRole('button', { name: 'Record waste of Aperol' }).click();
      const sheet = page.getByRole('dialog', { name: 'Waste: Aperol' });
      await sheet.getByText('Spill', { exact: true }).click();
      expect(await fitsTheScreen(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await sheet.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Aperol: 1 bottle wasted (Spill).').waitFor();
      await expect
        .poll(() => page.getByLabel('Quantity of Aperol').inputValue(), { timeout: 10_000 })
        .toBe('1');
      const changes = (await (
        await page.request.get(
          `/api/inventory/updates/changelog?location_id=${venue.locationId}&reason=waste&cause=spill`,
          { headers: venue.headers },
        )
      ).json()) as ChangeAnswer[];
      expect(changes.map(({ item_name, delta, cause }) => ({ item_name, delta, cause }))).toEqual([
        { item_name: 'Aperol', delta: -1, cause: 'spill' },
      ]);

      // Closing, after its confirmation: 1 × 10 + 3 × 5, Cynar not counted and without a cost.
      await page.getByRole('link', { name: 'Friday close' }).click();
      await page.getByRole('heading', { level: 1, name: 'Friday close' }).waitFor();
      await page.getByRole('button', { name: 'Close the count' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Close this count?' });
      await confirm.getByText('1 item not counted keeps its quantity and is flagged.').waitFor();
      await confirm.getByRole('button', { name: 'Close the count' }).click();
      const summary = page.getByRole('region', { name: 'Summary' });
      await summary.waitFor();
      expect(await summary.locator('[data-total-value]').textContent()).toBe('$25.00');
      expect(await page.getByText('Not counted: kept its quantity').count()).toBe(1);
      expect(await fitsTheScreen(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The history lists it with its value.
      await page.getByRole('link', { name: 'All counts' }).click();
      const history = page.getByRole('region', { name: 'History' });
      await history.getByRole('link', { name: 'Friday close' }).waitFor();
      expect(await history.textContent()).toContain('Value $25.00');
      await page.getByText('No count is open.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // What was counted is in the database as the count kept it.
      const stock = (await (
        await page.request.get(`/api/inventory?location_id=${venue.locationId}`, {
          headers: venue.headers,
        })
      ).json()) as ItemAnswer[];
      expect(Object.fromEntries(stock.map((item) => [item.name, item.quantity]))).toEqual({
        Aperol: 1,
        Campari: 3,
        Cynar: 1,
      });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
