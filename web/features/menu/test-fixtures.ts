import type { MenuItem, MenuRecipe } from '#contract/menu.ts';
import type { Recipe } from '#contract/recipes.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';

export function makeMenuRecipe(overrides: Partial<MenuRecipe> = {}): MenuRecipe {
  return {
    id: fixtureId('6f6f6f6f'),
    menu_item_id: fixtureId('7a7a7a7a'),
    recipe_id: fixtureId('5e5e5e5e'),
    recipe_name: 'Gin and tonic',
    quantity: 1,
    cost: 2,
    cost_complete: true,
    ...overrides,
  };
}

export function makeMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = overrides.id ?? fixtureId('7a7a7a7a');
  return {
    id,
    location_id: BAR.id,
    name: 'Gin and tonic',
    category: 'Cocktails',
    description: null,
    price: 10,
    active: true,
    allergens: {},
    recipes: [makeMenuRecipe({ menu_item_id: id })],
    stock_items: [],
    cost: 2,
    margin: 8,
    food_cost_percent: 20,
    above_target: false,
    missing_costs: [],
    cost_complete: true,
    cost_unknown_reason: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A recipe as `GET /api/recipes` lists it, for the menu item's recipe picker. */
export function makeRecipeChoice(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: fixtureId('5e5e5e5e'),
    location_id: BAR.id,
    name: 'Beef patty',
    category: null,
    description: null,
    yield_quantity: null,
    yield_unit: null,
    portions: 1,
    instructions: null,
    ingredients: [],
    total_cost: 0,
    cost_per_portion: 0,
    missing_costs: [],
    cost_complete: true,
    allergens: {},
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
