import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

interface Created {
  id: string;
}

describeInBrowser('cooking', () => {
  it('costs a recipe and a dish from the item’s price, and follows a delivery’s new price live', async () => {
    const { page } = await openBrowser({ width: 360, height: 740 });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Cleo Cook',
      venue: 'The Costed Bar',
    });
    const post = async (url: string, data: object, status = 201): Promise<Created> => {
      const response = await page.request.post(url, { headers, data });
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()) as Created;
    };

    // Gin is counted in 700 ml bottles at $14 a bottle: 2 cents a millilitre.
    const gin = await post('/api/inventory/add-item', {
      location_id: locationId,
      name: 'Gin',
      unit: 'bottle',
      unit_content: 700,
      unit_content_unit: 'ml',
      quantity: 2,
      cost_per_unit: 14,
    });

    // A recipe using 45 ml of it with 10 % waste: 50 ml bought, $1.00.
    await page.goto(`${locationPath}/recipes`);
    await page.getByRole('button', { name: 'New recipe' }).click();
    const newRecipe = page.getByRole('dialog', { name: 'New recipe' });
    await newRecipe.getByLabel('Name').fill('Gin serve');
    await newRecipe.getByRole('button', { name: 'Create the recipe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gin serve' }).waitFor();
    await page.getByRole('button', { name: 'Add an ingredient' }).click();
    const ingredient = page.getByRole('dialog', { name: 'Add an ingredient to Gin serve' });
    await ingredient
      .getByLabel('Ingredient', { exact: true })
      .selectOption({ label: 'Gin (bottle)' });
    await ingredient.getByLabel('Unit').selectOption('ml');
    await ingredient.getByLabel('Quantity').fill('45');
    await ingredient.getByLabel(/^Waste %/).fill('10');
    expect(await axeViolations(page)).toEqual([]);
    await ingredient.getByRole('button', { name: 'Add the ingredient' }).click();
    await ingredient.waitFor({ state: 'detached' });
    const cost = page.getByRole('region', { name: 'Cost' });
    await cost.getByText('$1.00').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);

    // A dish made of one portion of it, sold at $10.
    await page.goto(`${locationPath}/menu`);
    await page.getByRole('button', { name: 'New menu item' }).click();
    const newItem = page.getByRole('dialog', { name: 'New menu item' });
    await newItem.getByLabel('Name').fill('House gin');
    await newItem.getByLabel('Price').fill('10');
    await newItem.getByRole('button', { name: 'Create the menu item' }).click();
    await page.getByRole('heading', { level: 1, name: 'House gin' }).waitFor();
    await page.getByRole('button', { name: 'Add a recipe' }).click();
    const attach = page.getByRole('dialog', { name: 'Add a recipe to House gin' });
    await attach.getByLabel('Recipe', { exact: true }).selectOption({ label: 'Gin serve' });
    await attach.getByRole('button', { name: 'Add the recipe' }).click();
    await attach.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'The whole menu' }).click();
    const dish = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'House gin' }) });
    await dish.getByText('$1.00', { exact: true }).waitFor();
    await dish.getByText('$9.00', { exact: true }).waitFor();
    await dish.getByText('10 %', { exact: true }).waitFor();
    await dish.getByText(/^Within target/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    // Marks this page: a reload would lose the mark.
    await page.evaluate('window.sameMenuPage = true');

    // A delivery invoiced at $21 a bottle, booked by someone else (the API), this page open.
    const vendor = await post('/api/vendors', { location_id: locationId, name: 'Metro Drinks' });
    const line = await post(`/api/vendors/${vendor.id}/items`, {
      name: 'Gin 70 cl',
      inventory_item_id: gin.id,
      pack_size: 1,
      price: 14,
      is_preferred: true,
    });
    const list = await post('/api/shopping-lists', {
      location_id: locationId,
      name: 'Gin order',
      vendor_id: vendor.id,
    });
    const listLine = await post(`/api/shopping-lists/${list.id}/items`, {
      inventory_item_id: gin.id,
      vendor_item_id: line.id,
      quantity: 1,
      unit_price: 14,
    });
    await post(
      `/api/shopping-lists/${list.id}/receive`,
      { items: [{ id: listLine.id, received_quantity: 1, unit_price: 21 }] },
      200,
    );

    // Without a reload: 50 ml at 3 cents is $1.50, the margin $8.50, the food cost 15 %.
    await dish.getByText('$1.50', { exact: true }).waitFor();
    await dish.getByText('$8.50', { exact: true }).waitFor();
    await dish.getByText('15 %', { exact: true }).waitFor();
    expect(await page.evaluate('window.sameMenuPage === true')).toBe(true);
  });

  it('in dark mode at 360 px: the item’s cooking fields, costing problems and the target', async () => {
    const { page } = await openBrowser({ width: 360, height: 740, colorScheme: 'dark' });
    const { locationPath, locationId, headers } = await signUpVenue(page, {
      person: 'Cleo Cook',
      venue: 'The Costed Bar',
    });
    const created = await page.request.post('/api/inventory/add-item', {
      headers,
      data: { location_id: locationId, name: 'Lemons', unit: 'each' },
    });
    expect(created.status()).toBe(201);
    const lemons = (await created.json()) as Created;
    const recipe = await page.request.post('/api/recipes', {
      headers,
      data: {
        location_id: locationId,
        name: 'Lemonade',
        ingredients: [{ inventory_item_id: lemons.id, quantity: 2, unit: 'each' }],
      },
    });
    expect(recipe.status(), await recipe.text()).toBe(201);

    // Lemons have no price: the costing problems name them and link to their form.
    await page.goto(`${locationPath}/recipes/costing-problems`);
    const unpriced = page.getByRole('region', { name: 'Items without a price' });
    await unpriced.getByText('Used in Lemonade').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    await unpriced.getByRole('link', { name: 'Set the cost of Lemons' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lemons' });
    await dialog.getByLabel(/^Cost per unit/).fill('0,40');
    await dialog.getByLabel(/^Waste %/).fill('25');
    await dialog.getByRole('button', { name: 'Add a conversion' }).click();
    await dialog.getByLabel('Unit of conversion 1', { exact: true }).fill('each');
    await dialog.getByLabel('Equals, conversion 1').fill('120');
    await dialog.getByLabel('Equals unit of conversion 1').fill('g');
    await dialog.getByText(/^Allergens/).click();
    await dialog.getByLabel('Sulphur dioxide and sulphites').selectOption('may_contain');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Now priced: 2 lemons after 25 % waste cost 2 ÷ 0.75 × $0.40.
    await page.goto(`${locationPath}/recipes`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Lemonade' }) });
    await card.getByText('$1.07').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${locationPath}/settings`);
    const target = page.getByLabel('Target food cost %');
    expect(await target.inputValue()).toBe('30');
    await target.fill('27,5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The settings are saved.').waitFor();
    const saved = await page.request.get(`/api/locations/${locationId}`, { headers });
    expect(
      ((await saved.json()) as { target_food_cost_percent: number }).target_food_cost_percent,
    ).toBe(27.5);
  });
});
