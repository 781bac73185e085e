import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockUpdates } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

const ctx = useTestApp();

describe('GET /api/inventory/updates/changelog', () => {
  it('lists updates newest first with names, filters and pages by `before`', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const rum = await createItem(ctx.db, location, { name: 'Rum' });
    for (const quantity of [1, 2, 3]) await postCount(ctx.app, staff, gin.id, { quantity });
    await postCount(ctx.app, owner, rum.id, { quantity: 0.5, reason: 'adjust' });
    const base = `/api/inventory/updates/changelog?location_id=${location.id}`;

    const all = await as(ctx.app, staff).get(base);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((row: { new_quantity: number }) => row.new_quantity)).toEqual([
      0.5, 3, 2, 1,
    ]);
    expect(all.json()[0]).toMatchObject({
      item_name: 'Rum',
      user_name: owner.name,
      reason: 'adjust',
    });

    const ginOnly = await as(ctx.app, staff).get(`${base}&item_id=${gin.id}`);
    expect(ginOnly.json()).toHaveLength(3);
    const byOwner = await as(ctx.app, staff).get(`${base}&user_id=${owner.id}`);
    expect(byOwner.json()).toHaveLength(1);
    const counts = await as(ctx.app, staff).get(`${base}&reason=count`);
    expect(counts.json()).toHaveLength(3);

    const first = await as(ctx.app, staff).get(`${base}&limit=2`);
    expect(first.json().map((row: { new_quantity: number }) => row.new_quantity)).toEqual([0.5, 3]);
    const next = await as(ctx.app, staff).get(`${base}&limit=2&before=${first.json()[1].id}`);
    expect(next.json().map((row: { new_quantity: number }) => row.new_quantity)).toEqual([2, 1]);
  });

  it('bounds the dates by whole days of the venue, or by exact instants', async () => {
    // Auckland is UTC+13 in November: its 21 November runs from 20 Nov 11:00Z to 21 Nov 11:00Z.
    const { location, owner } = await createLocation(ctx.db, { timezone: 'Pacific/Auckland' });
    const gin = await createItem(ctx.db, location, { name: 'Gin' });
    const moments = [
      '2026-11-20T10:30:00Z', // 20 Nov, 23:30 in Auckland
      '2026-11-20T11:30:00Z', // 21 Nov, 00:30
      '2026-11-21T10:59:00Z', // 21 Nov, 23:59
      '2026-11-21T11:00:00Z', // 22 Nov, 00:00
    ];
    for (const [index, moment] of moments.entries()) {
      const response = await postCount(ctx.app, owner, gin.id, { quantity: index + 1 });
      await ctx.db
        .update(stockUpdates)
        .set({ createdAt: new Date(moment) })
        .where(eq(stockUpdates.id, response.json().update.id));
    }
    const base = `/api/inventory/updates/changelog?location_id=${location.id}`;
    const quantities = async (query: string) => {
      const response = await as(ctx.app, owner).get(`${base}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((row: { new_quantity: number }) => row.new_quantity);
    };

    expect(await quantities('from=2026-11-21&to=2026-11-21')).toEqual([3, 2]);
    expect(await quantities('from=2026-11-21')).toEqual([4, 3, 2]);
    expect(await quantities('to=2026-11-20')).toEqual([1]);
    expect(
      await quantities(
        `from=${encodeURIComponent('2026-11-20T11:30:00Z')}&to=${encodeURIComponent('2026-11-21T11:00:00+00:00')}`,
      ),
    ).toEqual([3, 2]);
    // Dates and paging together: the next page keeps the date range.
    const [newest] = await quantities('from=2026-11-21&to=2026-11-21&limit=1');
    expect(newest).toBe(3);
    const firstPage = await as(ctx.app, owner).get(`${base}&from=2026-11-21&to=2026-11-21&limit=1`);
    expect(
      await quantities(`from=2026-11-21&to=2026-11-21&before=${firstPage.json()[0].id}`),
    ).toEqual([2]);
  });

  it('answers 422 for dates it cannot read or in the wrong order, with the field', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const base = `/api/inventory/updates/changelog?location_id=${location.id}`;
    for (const query of ['from=yesterday', 'to=2026-11-31', 'from=2026-11-20T10:00:00']) {
      const response = await as(ctx.app, owner).get(`${base}&${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const reversed = await as(ctx.app, owner).get(`${base}&from=2026-11-22&to=2026-11-21`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.details).toEqual([
      { path: 'to', message: 'Use a "to" that is not before "from"' },
    ]);
  });

  it('answers 422 for a bad query, 401 without a token, 403 for another location', async () => {
    const { location } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    const base = `/api/inventory/updates/changelog?location_id=${location.id}`;
    expect(
      (await as(ctx.app, other.owner).get('/api/inventory/updates/changelog?location_id=x'))
        .statusCode,
    ).toBe(422);
    expect((await as(ctx.app, other.owner).get(`${base}&limit=501`)).statusCode).toBe(422);
    expect((await anonymous(ctx.app).get(base)).statusCode).toBe(401);
    expect((await as(ctx.app, other.owner).get(base)).statusCode).toBe(403);
    const theirs = `/api/inventory/updates/changelog?location_id=${other.location.id}`;
    expect((await as(ctx.app, other.owner).get(`${theirs}&before=${location.id}`)).statusCode).toBe(
      422,
    );
  });
});
