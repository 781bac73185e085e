// Counting the bar on a 390 × 844 phone: quick taps are one count, the undo covers no row,
// names show whole, eight rows and more fit, and a part-used bottle is counted by its level
// or its weight.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

const PHONE = { width: 390, height: 844 };
const LONG_NAME = 'Buffalo Trace Kentucky Straight Bourbon Whiskey';

interface ItemAnswer {
  id: string;
  name: string;
  quantity: number;
}

interface ChangeAnswer {
  item_id: string;
  previous_quantity: number;
  new_quantity: number;
}

/** A new venue whose bar holds a long-named bourbon, a weighed rum and ten more bottles. */
async function countingBar(page: Page) {
  const venue = await signUpVenue(page, { person: 'Bea Bartender', venue: 'The Night Shift' });
  const bottles = [
    { name: LONG_NAME, par_level: 4, quantity: 3.7 },
    { name: 'Kraken Black Spiced Rum', full_weight_g: 1150, empty_weight_g: 450 },
    ...Array.from({ length: 10 }, (_, index) => ({ name: `Bottle ${index + 1}` })),
  ];
  for (const bottle of bottles) {
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
    expect(created.status()).toBe(201);
  }
  await page.goto(`${venue.locationPath}/stocklist`);
  await page.getByText('0 of 12 counted in Back bar').waitFor();

  const items = async () => {
    const answer = await page.request.get(`/api/inventory?location_id=${venue.locationId}`, {
      headers: venue.headers,
    });
    return (await answer.json()) as ItemAnswer[];
  };
  const quantityOf = async (name: string) =>
    (await items()).find((item) => item.name === name)?.quantity;
  const countsOf = async (name: string) => {
    const id = (await items()).find((item) => item.name === name)?.id;
    const answer = await page.request.get(
      `/api/inventory/updates/changelog?location_id=${venue.locationId}&reason=count`,
      { headers: venue.headers },
    );
    return ((await answer.json()) as ChangeAnswer[])
      .filter((change) => change.item_id === id)
      .map((change) => `${change.previous_quantity} → ${change.new_quantity}`);
  };
  return { ...venue, quantityOf, countsOf };
}

/**
 * The rows a counter sees: the part of each drawn row inside the list's scroll area (it
 * clips them) and inside the window, with the rows seen whole.
 */
function seenRows(page: Page) {
  return page.evaluate(`(() => {
    const area = document.querySelector('[data-stock-scroll]').getBoundingClientRect();
    const top = Math.max(area.top, 0);
    const bottom = Math.min(area.bottom, window.innerHeight);
    const rows = [...document.querySelectorAll('[data-stock-row]')]
      .map((row) => row.getBoundingClientRect())
      .filter((box) => box.bottom > top && box.top < bottom);
    return {
      whole: rows.filter((box) => box.top >= top - 0.5 && box.bottom <= bottom + 0.5).length,
      parts: rows.map((box) => ({
        left: box.left, right: box.right,
        top: Math.max(box.top, top), bottom: Math.min(box.bottom, bottom),
      })),
    };
  })()`) as Promise<{
    whole: number;
    parts: { left: number; right: number; top: number; bottom: number }[];
  }>;
}

/** Whether the notifications' box overlaps the seen part of any row. */
async function undoCoversARow(page: Page): Promise<boolean> {
  const undo = await page.getByRole('region', { name: 'Notifications' }).boundingBox();
  if (!undo) throw new Error('no notifications on screen');
  const { parts } = await seenRows(page);
  return parts.some(
    (row) =>
      row.left < undo.x + undo.width &&
      undo.x < row.right &&
      row.top < undo.y + undo.height &&
      undo.y < row.bottom,
  );
}

describeInBrowser('counting on a phone', () => {
  it('makes three quick taps one count with one undo that covers no row', async () => {
    const { page } = await openBrowser(PHONE);
    const bar = await countingBar(page);

    const more = page.getByRole('button', { name: 'One more Bottle 3' });
    await more.click();
    await more.click();
    await more.click();
    // One undo for the item, updated in place, under the list rather than over it.
    await page.getByText('Bottle 3: 0 → 3').waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(1);
    expect(await undoCoversARow(page)).toBe(false);
    // Counting folded the title, search and progress away: eight rows and more show whole.
    expect((await seenRows(page)).whole).toBeGreaterThanOrEqual(8);

    // Scrolled to the end of the list, the undo still covers nothing.
    await page.locator('[data-stock-scroll]').evaluate((area) => area.scrollTo(0, 10_000));
    await expect.poll(() => page.getByText('Bottle 9').count()).toBeGreaterThan(0);
    expect(await undoCoversARow(page)).toBe(false);

    // Moving on to another bottle sends the held count: one request, one change-log row.
    await page.getByRole('button', { name: 'One more Bottle 10' }).click();
    await expect.poll(() => bar.quantityOf('Bottle 3'), { timeout: 10_000 }).toBe(3);
    expect(await bar.countsOf('Bottle 3')).toEqual(['0 → 3']);
    expect(await undoCoversARow(page)).toBe(false);
    // One notification at a time: Bottle 10's count took the place of Bottle 3's.
    await page.getByText('Bottle 10: 0 → 1').waitFor();
    expect(await page.getByText('Bottle 3: 0 → 3').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(1);
    expect(await fitsTheScreen(page)).toBe(true);
  });

  it('shows a long name whole, and the unit beside the below-par badge', async () => {
    const { page } = await openBrowser(PHONE);
    await countingBar(page);
    const name = page.getByText(LONG_NAME, { exact: true });
    const row = page.locator('[data-stock-row]').filter({ has: name });
    const [nameBox, rowBox] = await Promise.all([name.boundingBox(), row.boundingBox()]);
    if (!nameBox || !rowBox) throw new Error('the long-named row is not on screen');
    // Wrapped onto a second line inside its row, nothing cut off.
    expect(nameBox.height).toBeGreaterThan(30);
    expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
    // Text cut off (an ellipsis, or hidden past the edge) is wider than its box.
    const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
    await expect(row.textContent()).resolves.toContain('bottle');
    await expect(row.textContent()).resolves.toContain('Below par (4)');
    const unitCut = await row
      .getByText('bottle', { exact: true })
      .evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(unitCut).toBe(false);
  });

  it('counts a part-used bottle by its level and by its weight', async () => {
    const { page } = await openBrowser(PHONE);
    const bar = await countingBar(page);

    // By level: two full bottles and the open one dragged to seven tenths.
    await page.getByRole('button', { name: /^Bottle 1 bottle/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Count Bottle 1' });
    const level = dialog.getByRole('slider');
    await expect(level.getAttribute('aria-valuetext')).resolves.toBe('0 of a bottle');
    const box = await level.boundingBox();
    if (!box) throw new Error('no bottle picture');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.3, { steps: 5 });
    await page.mouse.up();
    await expect(level.getAttribute('aria-valuetext')).resolves.toBe('0.7 of a bottle');
    // The arrow keys move it a tenth at a time.
    await level.press('ArrowUp');
    await level.press('ArrowDown');
    await dialog.getByRole('button', { name: 'One full bottle more' }).click();
    await dialog.getByRole('button', { name: 'One full bottle more' }).click();
    await dialog.getByRole('button', { name: 'Count 2.7' }).click();
    await expect(
      page.getByLabel('Quantity of Bottle 1', { exact: true }).inputValue(),
    ).resolves.toBe('2.7');

    // By weight: 940 g on the scale, between 450 g empty and 1,150 g full, is 0.7.
    await page.getByRole('button', { name: /^Kraken Black Spiced Rum bottle/ }).click();
    const rum = page.getByRole('dialog', { name: 'Count Kraken Black Spiced Rum' });
    await rum.getByLabel('Full bottles').fill('3');
    await rum.getByLabel('Or weigh the open one (g)').fill('940');
    await expect(rum.getByRole('slider').getAttribute('aria-valuetext')).resolves.toBe(
      '0.7 of a bottle',
    );
    await rum.getByRole('button', { name: 'Count 3.7' }).click();

    // Leaving the list sends what it held.
    await page.getByRole('link', { name: 'Items' }).first().click();
    await expect
      .poll(() => bar.quantityOf('Kraken Black Spiced Rum'), { timeout: 10_000 })
      .toBe(3.7);
    expect(await bar.quantityOf('Bottle 1')).toBe(2.7);
    expect(await bar.countsOf('Kraken Black Spiced Rum')).toEqual(['0 → 3.7']);
  });

  it('passes an axe scan of the stock list while counting, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openBrowser({ ...PHONE, colorScheme });
      await countingBar(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'One more Bottle 2' }).click();
      await page.getByText('Bottle 2: 0 → 1').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Bottle 2 bottle/ }).click();
      await page.getByRole('dialog', { name: 'Count Bottle 2' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    // Six axe scans of a list whose rows now carry a waste button as well: about 20 s a scheme.
  }, 150_000);
});
