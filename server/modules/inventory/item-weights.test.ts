import { describe, expect, it } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { useTestApp } from '#server/test/app.ts';
import { createLocation } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';

// An item's full and empty weights: what lets a part-used bottle be counted on a scale.

const ctx = useTestApp();

function details(body: string) {
  return (JSON.parse(body) as { error: { code: string; details?: { path: string }[] } }).error;
}

describe('full and empty weights of an item', () => {
  it('are set on create, changed on update, and shown on every read', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const created = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Kraken Black Spiced Rum',
      unit: 'bottle',
      full_weight_g: 1_250.5,
      empty_weight_g: 550,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rum = created.json<Item>();
    expect(rum).toMatchObject({ full_weight_g: 1250.5, empty_weight_g: 550 });

    // Changing one keeps the other.
    const updated = await as(ctx.app, owner).put(`/api/inventory/${rum.id}`, {
      empty_weight_g: 560,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Item>()).toMatchObject({ full_weight_g: 1250.5, empty_weight_g: 560 });

    const list = await as(ctx.app, owner).get(`/api/inventory?location_id=${location.id}`);
    expect(list.json<Item[]>()[0]).toEqual(updated.json<Item>());

    const cleared = await as(ctx.app, owner).put(`/api/inventory/${rum.id}`, {
      full_weight_g: null,
      empty_weight_g: null,
    });
    expect(cleared.json<Item>()).toMatchObject({ full_weight_g: null, empty_weight_g: null });
  });

  it('refuses a full weight not above the empty one, on create and against the stored one (422)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const refused = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Gin',
      unit: 'bottle',
      full_weight_g: 500,
      empty_weight_g: 500,
    });
    expect(refused.statusCode).toBe(422);
    expect(details(refused.body)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'full_weight_g' }],
    });

    const gin = (
      await as(ctx.app, owner).post('/api/inventory/add-item', {
        location_id: location.id,
        name: 'Gin',
        unit: 'bottle',
        full_weight_g: 1_200,
        empty_weight_g: 500,
      })
    ).json<Item>();
    const heavierEmpty = await as(ctx.app, owner).put(`/api/inventory/${gin.id}`, {
      empty_weight_g: 1_300,
    });
    expect(heavierEmpty.statusCode).toBe(422);
    const negative = await as(ctx.app, owner).put(`/api/inventory/${gin.id}`, {
      empty_weight_g: -1,
    });
    expect(negative.statusCode).toBe(422);
    expect(details(negative.body).details?.map((d) => d.path)).toEqual(['empty_weight_g']);

    const unchanged = await as(ctx.app, owner).get(`/api/inventory?location_id=${location.id}`);
    expect(unchanged.json<Item[]>()[0]).toMatchObject({ full_weight_g: 1200, empty_weight_g: 500 });
  });
});
