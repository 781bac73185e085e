import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type LocationExport, locationExport } from '#contract/location-export.ts';
import { locations, members } from '#server/db/schema/index.ts';
import { MAX_CONTAINERS } from './import-body.ts';
import { useTestApp } from '#server/test/app.ts';
import { paths } from '#server/test/error-details.ts';
import { createLocation, createUser, type TestUser } from '#server/test/factories.ts';
import { comparable, createFullVenue } from '#server/test/location-export-helpers.ts';
import { anonymous, as, tokenFor } from '#server/test/request.ts';

const ctx = useTestApp({ clock: () => new Date('2026-03-04T05:06:07.000Z') });

async function exportOf(user: TestUser, locationId: string): Promise<LocationExport> {
  const response = await as(ctx.app, user).get(`/api/locations/${locationId}/export`);
  expect(response.statusCode).toBe(200);
  return locationExport.parse(JSON.parse(response.body));
}

async function locationsOf(user: TestUser) {
  return ctx.db.select().from(members).where(eq(members.userId, user.id));
}

/** A copy of a file to spoil: JSON in, JSON out, as a client would send it. */
const copy = (file: LocationExport): LocationExport => structuredClone(file);

describe('POST /api/locations/import', () => {
  it('reads a file into a new location the caller owns; exporting that gives the same data', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = await exportOf(venue.owner, venue.location.id);
    const importer = await createUser(ctx.db, { name: 'New owner' });

    const response = await as(ctx.app, importer).post('/api/locations/import', file);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      name: 'Café Øst & Bar',
      counts: {
        items: 2,
        stock_history: 4,
        recipes: 2,
        menu: 2,
        shopping_lists: 1,
        stock_counts: 2,
        sales_lines: 2,
        sales_mappings: 2,
      },
    });
    expect(answer.location_id).not.toBe(venue.location.id);
    expect(await locationsOf(importer)).toMatchObject([
      { locationId: answer.location_id, role: 'owner' },
    ]);

    const again = await exportOf(importer, answer.location_id);
    expect(comparable(again)).toEqual(comparable(file));
    // The venue's contact, shown on its orders, came with it (migration 0009).
    expect(again.location).toMatchObject({
      phone: '+33 1 23 45 67 89',
      email: 'bar@cafe-ost.example',
    });
    expect(again.members).toEqual([{ name: 'New owner', role: 'owner' }]);
    // Nobody of the first venue came with it: the changes are there, their authors are not.
    expect(again.stock_history.map((row) => row.by)).toEqual([null, null, null, null]);
    // Counts, sales and the stock a menu item uses made the trip too (issue 23).
    const countsAgain = again.stock_counts.map((row) => [row.name, row.status, row.lines.length]);
    expect(countsAgain.sort()).toEqual([
      ['Gin check', 'open', 1],
      ['Month end', 'closed', 2],
    ]);
    expect(again.stock_history.map((row) => row.cause)).toContain('breakage');
    expect(again.stock_history.filter((row) => row.count_id !== null)).toHaveLength(1);
    expect(again.sales_lines.map((row) => row.quantity).sort()).toEqual([-1, 3]);
    expect(again.sales_mappings.map((row) => row.pos_key)).toEqual(['gift card', 'gin fizz']);
    expect(again.menu.flatMap((row) => row.stock_items)).toHaveLength(1);
    expect(again.items.map((row) => row.id)).not.toContain(venue.gin.id);
  });

  it("reads a file written before the venue's phone and email: the new location has neither", async () => {
    const { location, owner } = await createLocation(ctx.db, {
      phone: '555 0100',
      email: 'bar@example.com',
    });
    const file = await exportOf(owner, location.id);
    const { phone: _phone, email: _email, ...older } = file.location;
    const importer = await createUser(ctx.db);

    const response = await as(ctx.app, importer).post('/api/locations/import', {
      ...file,
      location: older,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [created] = await ctx.db
      .select()
      .from(locations)
      .where(eq(locations.id, response.json().location_id));
    expect(created).toMatchObject({ phone: null, email: null });
  });

  it('refuses a file whose venue email is not an email', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const file = await exportOf(owner, location.id);
    const importer = await createUser(ctx.db);
    const response = await as(ctx.app, importer).post('/api/locations/import', {
      ...file,
      location: { ...file.location, email: 'not an email' },
    });
    expect(response.statusCode).toBe(422);
    expect(paths(response.body)).toEqual(['location.email']);
    expect(await locationsOf(importer)).toEqual([]);
  });

  it('refuses a reference to a row that is not in the file, and writes nothing', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = copy(await exportOf(venue.owner, venue.location.id));
    const history = file.stock_history[1];
    if (history) history.item_id = '00000000-0000-4000-8000-000000000000';
    const importer = await createUser(ctx.db);
    const before = (await ctx.db.select().from(locations)).length;

    const response = await as(ctx.app, importer).post('/api/locations/import', file);
    expect(response.statusCode).toBe(422);
    expect(paths(response.body)).toEqual(['stock_history.1.item_id']);
    expect(await locationsOf(importer)).toEqual([]);
    expect((await ctx.db.select().from(locations)).length).toBe(before);
  });

  it('refuses a recipe made of itself through another', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = copy(await exportOf(venue.owner, venue.location.id));
    const fizz = file.recipes.find((row) => row.name === 'Gin fizz');
    const syrup = file.recipes.find((row) => row.name === 'Simple syrup');
    if (!fizz || !syrup) throw new Error('the venue has both recipes');
    const [first] = syrup.ingredients;
    if (!first) throw new Error('the syrup has an ingredient');
    syrup.ingredients.push({ ...first, inventory_item_id: null, sub_recipe_id: fizz.id });
    const importer = await createUser(ctx.db);

    const response = await as(ctx.app, importer).post('/api/locations/import', file);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(await locationsOf(importer)).toEqual([]);
  });

  it('refuses two items of one name', async () => {
    const venue = await createFullVenue(ctx.db);
    const file = copy(await exportOf(venue.owner, venue.location.id));
    const [first, second] = file.items;
    if (first && second) second.name = first.name.toUpperCase();
    const importer = await createUser(ctx.db);
    const response = await as(ctx.app, importer).post('/api/locations/import', file);
    expect(response.statusCode).toBe(422);
    expect(paths(response.body)).toEqual(['items.1.name']);
  });

  it('refuses a file of another format or version, or with a bad figure', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const file = await exportOf(owner, location.id);
    const importer = await createUser(ctx.db);
    const bodies: [unknown, string][] = [
      [{ ...file, format: 'spreadsheet' }, 'format'],
      [{ ...file, version: 2 }, 'version'],
      [
        { ...file, location: { ...file.location, target_food_cost_percent: 0.12345 } },
        'location.target_food_cost_percent',
      ],
    ];
    for (const [body, field] of bodies) {
      const response = await as(ctx.app, importer).post('/api/locations/import', body as object);
      expect(response.statusCode).toBe(422);
      expect(paths(response.body)).toContain(field);
    }
    expect(await locationsOf(importer)).toEqual([]);
  });

  it('refuses a body of more objects than a file may hold before parsing it', async () => {
    const importer = await createUser(ctx.db);
    const body = `{"items":[${'{},'.repeat(MAX_CONTAINERS)}{}]}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/locations/import',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenFor(ctx.app, importer)}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(422);
    expect(paths(response.body)).toEqual(['file']);
  });

  it('needs a token', async () => {
    const response = await anonymous(ctx.app).post('/api/locations/import', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('MISSING_TOKEN');
  });
});
