import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createCategory, createItem, createLocation } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

const ctx = useTestApp();

/**
 * The specification's `location_id` is optional on the item list, the categories and the
 * changelog: without it, the answer covers every location the caller belongs to.
 */
async function twoVenues() {
  const bar = await createLocation(ctx.db, { name: 'Bar', timezone: 'Pacific/Auckland' });
  const cafe = await createLocation(ctx.db, { name: 'Cafe', owner: bar.owner });
  const stranger = await createLocation(ctx.db, { name: 'Elsewhere' });
  const staff = await addMember(ctx.db, cafe.location, 'staff');
  const gin = await createItem(ctx.db, bar.location, { name: 'Gin' });
  const milk = await createItem(ctx.db, cafe.location, { name: 'Milk' });
  const secret = await createItem(ctx.db, stranger.location, { name: 'Secret' });
  for (const [location, name] of [
    [bar.location, 'Spirits'],
    [cafe.location, 'Dairy'],
    [stranger.location, 'Hidden'],
  ] as const) {
    await createCategory(ctx.db, location, { name });
  }
  return { bar, cafe, stranger, staff, gin, milk, secret };
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('without location_id', () => {
  it('lists the items of every location of the caller, each with its location', async () => {
    const { bar, cafe, staff } = await twoVenues();
    const response = await as(ctx.app, bar.owner).get('/api/inventory');
    expect(response.statusCode, response.body).toBe(200);
    const rows: { name: string; location_id: string }[] = response.json();
    expect(names(rows)).toEqual(['Gin', 'Milk']);
    expect(rows.find((row) => row.name === 'Gin')?.location_id).toBe(bar.location.id);
    expect(rows.find((row) => row.name === 'Milk')?.location_id).toBe(cafe.location.id);
    // Filters still apply; a member of one venue sees only that one.
    const searched = await as(ctx.app, bar.owner).get('/api/inventory?search=mil');
    expect(names(searched.json())).toEqual(['Milk']);
    expect(names((await as(ctx.app, staff).get('/api/inventory')).json())).toEqual(['Milk']);
  });

  it('lists the categories of every location of the caller', async () => {
    const { bar, staff } = await twoVenues();
    const response = await as(ctx.app, bar.owner).get('/api/inventory/categories');
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response.json())).toEqual(['Dairy', 'Spirits']);
    const own = await as(ctx.app, staff).get('/api/inventory/categories');
    expect(names(own.json())).toEqual(['Dairy']);
  });

  it('pages the changelog of every location of the caller, each day in its venue’s zone', async () => {
    const { bar, stranger, staff, gin, milk, secret } = await twoVenues();
    // 21 Nov 00:30 in Auckland is still 20 Nov in UTC, the cafe's zone.
    const moments = [
      [bar.owner, gin.id, '2026-11-20T11:30:00Z'],
      [bar.owner, milk.id, '2026-11-20T23:00:00Z'],
      [stranger.owner, secret.id, '2026-11-20T12:00:00Z'],
    ] as const;
    for (const [user, itemId, moment] of moments) {
      const answer = await postCount(ctx.app, user, itemId, { quantity: 2 });
      expect(answer.statusCode, answer.body).toBe(200);
      await ctx.db
        .update(stockUpdates)
        .set({ createdAt: new Date(moment) })
        .where(eq(stockUpdates.id, answer.json().update.id));
    }
    const url = '/api/inventory/updates/changelog';
    const all = await as(ctx.app, bar.owner).get(url);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((row: { item_name: string }) => row.item_name)).toEqual(['Milk', 'Gin']);
    const page = await as(ctx.app, bar.owner).get(`${url}?limit=1&before=${all.json()[0].id}`);
    expect(page.json().map((row: { item_name: string }) => row.item_name)).toEqual(['Gin']);
    // The bar's 21 Nov holds the gin; the cafe's 20 Nov holds the milk.
    const day21 = await as(ctx.app, bar.owner).get(`${url}?from=2026-11-21&to=2026-11-21`);
    expect(day21.json().map((row: { item_name: string }) => row.item_name)).toEqual(['Gin']);
    const day20 = await as(ctx.app, bar.owner).get(`${url}?from=2026-11-20&to=2026-11-20`);
    expect(day20.json().map((row: { item_name: string }) => row.item_name)).toEqual(['Milk']);
    // Staff of the cafe: the cafe only; a cursor of a location they are not in is refused.
    const own = await as(ctx.app, staff).get(url);
    expect(own.json().map((row: { item_name: string }) => row.item_name)).toEqual(['Milk']);
    const foreignCursor = await as(ctx.app, staff).get(`${url}?before=${all.json()[1].id}`);
    expect(foreignCursor.statusCode).toBe(422);
  });
});
