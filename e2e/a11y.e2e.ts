// Every screen a visitor or an owner can reach, on a 360 px phone in light and dark: no axe
// violation, and nothing wider than the screen. One browser per colour scheme, one page after
// another; every screen is scanned before the test fails, so one run names them all.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, fitsTheScreen } from './checks.ts';
import { describeInBrowser, openBrowser } from './fixtures.ts';
import { signUpVenue } from './venue.ts';

interface Created {
  id: string;
}

const SIGNED_OUT = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/waiting-list',
  '/subscription/success',
];

/** A venue with something on every screen: items, a vendor and its catalogue, a list, a recipe, a dish. */
async function seedVenue(page: Page, locationId: string, headers: Record<string, string>) {
  const post = async (url: string, data: object, status = 201): Promise<Created> => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
    return (await response.json()) as Created;
  };
  const gin = await post('/api/inventory/add-item', {
    location_id: locationId,
    name: 'Gin',
    unit: 'bottle',
    unit_content: 700,
    unit_content_unit: 'ml',
    quantity: 2,
    par_level: 12,
    cost_per_unit: 14,
    storage_area: 'Bar',
  });
  // No price: the costing problems have something to say.
  const lemons = await post('/api/inventory/add-item', {
    location_id: locationId,
    name: 'Lemons',
    unit: 'each',
    quantity: 10,
  });
  const vendor = await post('/api/vendors', {
    location_id: locationId,
    name: 'Metro Drinks',
    email: 'orders@vendor.example',
  });
  const line = await post(`/api/vendors/${vendor.id}/items`, {
    name: 'Gin 6 × 70 cl',
    inventory_item_id: gin.id,
    pack_size: 6,
    price: 84,
    is_preferred: true,
  });
  const list = await post('/api/shopping-lists', {
    location_id: locationId,
    name: 'Weekly order',
    vendor_id: vendor.id,
  });
  await post(`/api/shopping-lists/${list.id}/items`, {
    inventory_item_id: gin.id,
    vendor_item_id: line.id,
    quantity: 2,
    unit_price: 84,
  });
  const recipe = await post('/api/recipes', {
    location_id: locationId,
    name: 'Gin sour',
    portions: 1,
    ingredients: [
      { inventory_item_id: gin.id, quantity: 50, unit: 'ml' },
      { inventory_item_id: lemons.id, quantity: 1, unit: 'each' },
    ],
  });
  const dish = await post('/api/menu', {
    location_id: locationId,
    name: 'House sour',
    price: 9.5,
    recipes: [{ recipe_id: recipe.id, quantity: 1 }],
  });
  return { vendor, list, recipe, dish };
}

/** Opens each path in turn and collects what is wrong with it. */
async function scan(page: Page, paths: string[], found: Record<string, string[]>) {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const problems = await axeViolations(page);
    if (!(await fitsTheScreen(page))) problems.push('wider than the screen');
    if (problems.length > 0) found[path] = problems;
  }
}

describeInBrowser('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`every screen at 360 px in ${colorScheme}: no axe violation, nothing wider than the screen`, async () => {
      const { page } = await openBrowser({ width: 360, height: 740, colorScheme });
      const found: Record<string, string[]> = {};
      await scan(page, SIGNED_OUT, found);

      const { locationPath, locationId, headers } = await signUpVenue(page, {
        person: 'Ada Access',
        venue: `The ${colorScheme} bar`,
      });
      const { vendor, list, recipe, dish } = await seedVenue(page, locationId, headers);
      const inVenue = [
        '',
        '/stocklist',
        '/items',
        '/changelog',
        '/onboarding',
        '/settings',
        '/shopping-lists',
        `/shopping-lists/${list.id}`,
        `/shopping-lists/${list.id}/shop`,
        `/shopping-lists/${list.id}/receive`,
        '/shopping-lists/purchase-list',
        '/shopping-lists/vendors',
        `/shopping-lists/vendors/${vendor.id}`,
        '/recipes',
        '/recipes/costing-problems',
        `/recipes/${recipe.id}`,
        '/menu',
        `/menu/${dish.id}`,
        '/ai-chat',
      ].map((path) => `${locationPath}${path}`);
      await scan(
        page,
        [
          ...inVenue,
          '/orders',
          '/settings',
          '/location-settings',
          '/account',
          '/add-location',
          '/join-location',
          '/subscription/success',
        ],
        found,
      );
      expect(found).toEqual({});
    }, 300_000); // some 35 screens, each scanned in full by axe
  }
});
