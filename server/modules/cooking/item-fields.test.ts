import { describe, expect, it } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import type { Recipe } from '#contract/recipes.ts';
import { useTestApp } from '#server/test/app.ts';
import { createLocation } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';

// What cooking adds to inventory items: allergens, own unit conversions and a waste
// percentage, set through the inventory calls and used by recipes.

const ctx = useTestApp();

const paths = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string }[] } }).error.details?.map(
    (detail) => detail.path,
  );

describe('allergens, conversions and waste of an item', () => {
  it('are set on create and update, shown on every read, and used by recipes', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const created = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Lemon',
      unit: 'each',
      cost_per_unit: 0.3,
      allergens: { sulphites: 'may_contain' },
      conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
      waste_percent: 25,
    });
    expect(created.statusCode, created.body).toBe(201);
    const lemon = created.json<Item>();
    expect(lemon).toMatchObject({
      allergens: { sulphites: 'may_contain' },
      conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
      waste_percent: 25,
    });

    const updated = await as(ctx.app, owner).put(`/api/inventory/${lemon.id}`, {
      allergens: { sulphites: 'contains', celery: 'may_contain' },
      waste_percent: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Item>()).toMatchObject({
      allergens: { sulphites: 'contains', celery: 'may_contain' },
      conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
      waste_percent: null,
    });
    // The list (built as JSON by the database) shows the same.
    const list = await as(ctx.app, owner).get(`/api/inventory?location_id=${location.id}`);
    expect(list.json<Item[]>()[0]).toEqual(updated.json<Item>());

    const recipe = await as(ctx.app, owner).post('/api/recipes', {
      location_id: location.id,
      name: 'Lemonade',
      ingredients: [{ inventory_item_id: lemon.id, quantity: 300, unit: 'g' }],
    });
    expect(recipe.json<Recipe>()).toMatchObject({
      total_cost: 0.6,
      allergens: { sulphites: 'contains', celery: 'may_contain' },
    });
  });

  it('refuses unknown allergens, bad conversions and waste of 100 % (422)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Mystery',
      unit: 'each',
      allergens: { gluten: 'contains', nuts: 'contains', milk: 'sometimes' },
      conversions: [{ quantity: 0, unit: 'each', equals: 1, equals_unit: 'each' }],
      waste_percent: 100,
    });
    expect(response.statusCode).toBe(422);
    expect(paths(response.body)).toEqual(
      expect.arrayContaining([
        // An unknown allergen names the field; a bad presence names the allergen.
        'allergens',
        'allergens.milk',
        'conversions.0.quantity',
        'waste_percent',
      ]),
    );
  });
});
