import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { addMember, createItem, createLocation } from '../../test/factories.ts';
import { anonymous, as } from '../../test/request.ts';
import { postCount } from './test-helpers.ts';

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

  it('answers 422 for a bad query, 401 without a token, 403 for another location', async () => {
    const { location } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    const base = `/api/inventory/updates/changelog?location_id=${location.id}`;
    expect(
      (await as(ctx.app, other.owner).get('/api/inventory/updates/changelog')).statusCode,
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
