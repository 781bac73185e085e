import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '#contract/recipes.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeIngredient, makeRecipe } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const gin = makeItem({ name: 'Gin', unit: 'bottle', unit_content: 700, unit_content_unit: 'ml' });
const lemons = makeItem({
  name: 'Lemons',
  unit: 'each',
  unit_content: null,
  unit_content_unit: null,
  cost_per_unit: null,
  conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
  waste_percent: 20,
});
const gAndT = makeRecipe({ name: 'Gin and tonic' });
const tart = makeRecipe({
  name: 'Lemon tart',
  category: 'Desserts',
  portions: 8,
  ingredients: [
    makeIngredient({
      inventory_item_id: lemons.id,
      name: 'Lemons',
      quantity: 3,
      unit: 'each',
      cost: null,
      missing_reason: 'no_cost',
    }),
  ],
  total_cost: 2.5,
  cost_per_portion: 0.3125,
  missing_costs: ['Lemons'],
  cost_complete: false,
});
const sorbet = makeRecipe({
  name: 'Sorbet',
  ingredients: [],
  total_cost: 0,
  cost_per_portion: 0,
  missing_costs: ['Lemons'],
  cost_complete: false,
});

function open(path: string, routes: Routes = {}, recipes: Recipe[] = [gAndT, tart, sorbet]) {
  return {
    ...stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/recipes': () => jsonResponse(recipes),
      'GET /api/inventory': () => jsonResponse([gin, lemons]),
      ...routes,
    }),
    ...renderRoute(path),
  };
}

const list = () => screen.getByRole('list', { name: 'Recipes' });

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
});
afterEach(() => vi.unstubAllGlobals());

describe('recipes screen', () => {
  it('says what a prep recipe makes, its unit agreeing with the number', async () => {
    const batch = makeRecipe({
      id: 'b0b0b0b0-0000-4000-8000-000000000021',
      name: 'Batched negroni',
      yield_quantity: 2,
      yield_unit: 'bottle',
    });
    const syrup = makeRecipe({
      id: 'b0b0b0b0-0000-4000-8000-000000000022',
      name: 'Syrup',
      yield_quantity: 1,
      yield_unit: 'bottle',
    });
    open(`/dashboard/${BAR.id}/recipes`, {}, [batch, syrup]);
    const card = (name: string) =>
      within(within(list()).getByRole('link', { name }).closest('li') as HTMLElement);
    await screen.findByRole('list', { name: 'Recipes' });
    expect(card('Batched negroni').getByText(/makes 2 bottles/)).toBeVisible();
    expect(card('Syrup').getByText(/makes 1 bottle$/)).toBeVisible();
  });

  it('shows the cost per portion in the venue’s currency, marking incomplete costs', async () => {
    open(`/dashboard/${BAR.id}/recipes`);
    await screen.findByRole('list', { name: 'Recipes' });
    expect(screen.getByRole('status')).toHaveTextContent('3 recipes, 2 with an incomplete cost');
    const card = (name: string) =>
      within(within(list()).getByRole('link', { name }).closest('li') as HTMLElement);
    await waitFor(() => expect(card('Gin and tonic').getByText('€1.32')).toBeVisible());
    expect(card('Lemon tart').getByText('At least €0.31 (incomplete)')).toBeVisible();
    expect(card('Lemon tart').getByText('No cost for: Lemons')).toBeVisible();
    // Nothing known is missing, never €0.00.
    expect(card('Sorbet').getByText('Missing')).toBeVisible();
    expect(card('Sorbet').queryByText(/0\.00/)).not.toBeInTheDocument();
  });

  it('searches through the server', async () => {
    const user = userEvent.setup();
    const { calls } = open(`/dashboard/${BAR.id}/recipes`);
    await screen.findByRole('list', { name: 'Recipes' });
    await user.type(screen.getByLabelText('Search'), 'tart');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        `/api/recipes?location_id=${BAR.id}&search=tart`,
      ),
    );
  });

  it('says when there are no recipes, and offers a retry when they fail to load', async () => {
    let fail = true;
    const user = userEvent.setup();
    open(`/dashboard/${BAR.id}/recipes`, {
      'GET /api/recipes': () =>
        fail ? errorResponse(500, 'INTERNAL_ERROR', 'Boom') : jsonResponse([]),
    });
    expect(await screen.findByText(/The recipes could not be loaded/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No recipes yet.')).toBeVisible();
    expect(screen.getByText('Add one, or import a file of them.')).toBeVisible();
  });

  it('shows staff no edit controls', async () => {
    stubApi({
      [`GET /api/locations/${KITCHEN.id}`]: () => jsonResponse(makeLocation(KITCHEN)),
      'GET /api/recipes': () => jsonResponse([{ ...gAndT, location_id: KITCHEN.id }]),
    });
    renderRoute(`/dashboard/${KITCHEN.id}/recipes`);
    await screen.findByRole('list', { name: 'Recipes' });
    expect(screen.queryByRole('button', { name: 'New recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import recipes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Costing problems' })).toBeVisible();
  });

  it('creates a recipe and opens it', async () => {
    const user = userEvent.setup();
    const created = makeRecipe({ name: 'Negroni', portions: 2, ingredients: [] });
    const { calls, router } = open(`/dashboard/${BAR.id}/recipes`, {
      'POST /api/recipes': () => jsonResponse(created, 201),
      [`GET /api/recipes/${created.id}`]: () => jsonResponse(created),
      [`GET /api/recipes/${created.id}/cost`]: () =>
        jsonResponse({
          recipe_id: created.id,
          total_cost: 0,
          cost_per_portion: 0,
          portions: 2,
          ingredients: [],
          missing: [],
          cost_complete: true,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'New recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'New recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the recipe' }));
    expect(await within(dialog).findByText('Enter a name')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Name'), 'Negroni');
    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create the recipe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/dashboard/${BAR.id}/recipes/${created.id}`);
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      name: 'Negroni',
      category: null,
      portions: 2,
    });
  });
});
