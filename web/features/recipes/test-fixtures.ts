import type { Ingredient, Recipe } from '#contract/recipes.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';

export function makeIngredient(overrides: Partial<Ingredient> = {}): Ingredient {
  return {
    id: fixtureId('4d4d4d4d'),
    recipe_id: fixtureId('5e5e5e5e'),
    inventory_item_id: fixtureId(),
    sub_recipe_id: null,
    name: 'Gin',
    quantity: 50,
    unit: 'ml',
    waste_percent: null,
    applied_waste_percent: 0,
    gross_quantity: 50,
    cost: 1.3214,
    missing_reason: null,
    ...overrides,
  };
}

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const id = overrides.id ?? fixtureId('5e5e5e5e');
  return {
    id,
    location_id: BAR.id,
    name: 'Gin and tonic',
    category: 'Cocktails',
    description: null,
    yield_quantity: null,
    yield_unit: null,
    portions: 1,
    instructions: null,
    ingredients: [makeIngredient({ recipe_id: id })],
    total_cost: 1.3214,
    cost_per_portion: 1.3214,
    missing_costs: [],
    cost_complete: true,
    allergens: {},
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
