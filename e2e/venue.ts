// A new venue signed up through the app, as the buying, cooking and assistant journeys start.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const DASHBOARD = /^\/dashboard\/[0-9a-f-]{36}$/;

/** The access token the app keeps in localStorage after signing up. */
export async function accessToken(page: Page): Promise<string> {
  // A string runs in the page, where localStorage exists (this file type-checks as Node code).
  const stored = await page.evaluate<string | null>("localStorage.getItem('auth-storage')");
  const parsed = JSON.parse(stored ?? '{}') as { state?: { session?: { access_token?: string } } };
  const token = parsed.state?.session?.access_token;
  if (!token) throw new Error('no access token in auth-storage');
  return token;
}

/**
 * Signs up a new person creating a new venue (both names made unique); returns the venue's
 * dashboard path, its id and the headers to call the API as that person.
 */
export async function signUpVenue(
  page: Page,
  { person, venue }: { person: string; venue: string },
): Promise<{ locationPath: string; locationId: string; headers: Record<string, string> }> {
  const handle = person.split(' ')[0]?.toLowerCase() ?? 'someone';
  await page.goto('/register');
  await page.getByLabel('Your name').fill(person);
  await page.getByLabel('Email').fill(`${handle}-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long cellar password');
  await page.getByRole('radio', { name: 'Create a venue' }).check();
  await page.getByLabel('Venue name').fill(`${venue} ${randomUUID().slice(0, 4)}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => DASHBOARD.test(url.pathname));
  const locationPath = new URL(page.url()).pathname;
  const locationId = locationPath.split('/').at(-1) ?? '';
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  return { locationPath, locationId, headers };
}

/** Every screen a visitor can reach signed out. */
export const SIGNED_OUT_SCREENS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/waiting-list',
  '/subscription/success',
];

interface Created {
  id: string;
}

/**
 * A venue with something on every screen: items, a vendor and its catalogue, a list, a recipe,
 * a dish made of it and of a stock item, an open count, and sales (one of a name no dish takes).
 */
export async function seedVenue(page: Page, locationId: string, headers: Record<string, string>) {
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
    stock_items: [{ inventory_item_id: gin.id, quantity: 10, unit: 'ml' }],
  });
  const count = await post('/api/counts', { location_id: locationId, name: 'Friday close' });
  // Sold an hour ago, so the sales screen's default range (the last days, from now) shows them.
  const soldAt = new Date(Date.now() - 3_600_000).toISOString();
  await post('/api/sales', {
    location_id: locationId,
    menu_item_id: dish.id,
    quantity: 3,
    net_sales: 28.5,
    sold_at: soldAt,
  });
  await post('/api/sales', {
    location_id: locationId,
    pos_name: 'Tonic water',
    quantity: 2,
    net_sales: 5,
    sold_at: soldAt,
  });
  return { vendor, list, recipe, dish, count };
}

/** Every screen an owner can reach, in the venue at `locationPath` seeded by seedVenue. */
export function venueScreens(
  locationPath: string,
  { vendor, list, recipe, dish, count }: Awaited<ReturnType<typeof seedVenue>>,
): string[] {
  const inVenue = [
    '',
    '/stocklist',
    '/items',
    '/changelog',
    '/counts',
    `/counts/${count.id}`,
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
    '/sales',
    '/reports/variance',
    '/reports/menu-engineering',
    '/reports/par-suggestions',
    '/ai-chat',
  ].map((path) => `${locationPath}${path}`);
  return [
    ...inVenue,
    '/orders',
    '/settings',
    '/location-settings',
    '/account',
    '/add-location',
    '/join-location',
    '/subscription/success',
  ];
}
