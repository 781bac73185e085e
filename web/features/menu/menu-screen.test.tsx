import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '#contract/menu.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeMenuItem, makeMenuRecipe, makeRecipeChoice } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

const gAndT = makeMenuItem({
  name: 'Gin and tonic',
  price: 10,
  cost: 2,
  margin: 8,
  food_cost_percent: 20,
});
const burger = makeMenuItem({
  name: 'Burger',
  category: 'Mains',
  price: 15,
  cost: 6,
  margin: 9,
  food_cost_percent: 40,
  above_target: true,
  allergens: { gluten: 'contains', sesame: 'may_contain' },
});
const negroni = makeMenuItem({
  name: 'Negroni',
  price: 12,
  cost: null,
  margin: null,
  food_cost_percent: null,
  above_target: null,
  cost_complete: false,
  cost_unknown_reason: 'incomplete',
  missing_costs: ['Campari'],
});
const water = makeMenuItem({
  name: 'Tap water',
  category: null,
  price: 0,
  cost: null,
  margin: null,
  food_cost_percent: null,
  above_target: null,
  cost_complete: false,
  cost_unknown_reason: 'nothing_to_cost',
  recipes: [],
});

function open(
  path: string,
  routes: Routes = {},
  items: MenuItem[] = [gAndT, burger, negroni, water],
) {
  return {
    ...stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/menu': () => jsonResponse(items),
      'GET /api/menu/categories': () => jsonResponse(['Cocktails', 'Mains']),
      ...routes,
    }),
    ...renderRoute(path),
  };
}

const card = (name: string) =>
  within(screen.getByRole('link', { name }).closest('li') as HTMLElement);
const namesIn = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
});
afterEach(() => vi.unstubAllGlobals());

describe('menu screen', () => {
  it('shows each item by category with its figures against the target, in words too', async () => {
    open(`/dashboard/${BAR.id}/menu`);
    await screen.findByRole('region', { name: 'Cocktails' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cocktails',
      'Mains',
      'No category',
    ]);
    await waitFor(() => expect(card('Burger').getByText('€15.00')).toBeVisible());
    expect(card('Burger').getByText('€6.00')).toBeVisible();
    expect(card('Burger').getByText('€9.00')).toBeVisible();
    expect(card('Burger').getByText('40 %')).toBeVisible();
    expect(card('Burger').getByText('Above target (target 30 %)')).toBeVisible();
    expect(
      card('Burger').getByText('Allergens: Cereals containing gluten; may contain Sesame'),
    ).toBeVisible();
    expect(card('Gin and tonic').getByText('Within target (target 30 %)')).toBeVisible();
    // An unknown cost is unknown: no figure, no verdict, and the reason why.
    expect(card('Negroni').getAllByText('Unknown')).toHaveLength(3);
    expect(card('Negroni').getByText('Cost unknown: a price or a unit is missing')).toBeVisible();
    expect(card('Negroni').queryByText(/target/)).toBeNull();
    expect(card('Negroni').queryByText('€0.00')).toBeNull();
    expect(card('Negroni').getByText('No cost for: Campari')).toBeVisible();
    expect(card('Tap water').getByText('Cost unknown: no recipe or stock item')).toBeVisible();
    expect(card('Tap water').queryByText(/target/)).toBeNull();
    expect(card('Tap water').getByText('No recipe attached: its cost is unknown.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 menu items, 1 above the target food cost',
    );
  });

  it('filters by category and search, and sorts by margin and food cost %', async () => {
    const user = userEvent.setup();
    const mojito = makeMenuItem({
      name: 'Mojito',
      margin: 3,
      food_cost_percent: 35,
      above_target: true,
    });
    open(`/dashboard/${BAR.id}/menu`, {}, [gAndT, burger, negroni, mojito]);
    await screen.findByRole('region', { name: 'Cocktails' });
    expect(namesIn('Cocktails')).toEqual(['Gin and tonic', 'Mojito', 'Negroni']);
    // An unknown margin sorts last, never as 0.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Margin, highest first');
    await waitFor(() =>
      expect(namesIn('Cocktails')).toEqual(['Gin and tonic', 'Mojito', 'Negroni']),
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Food cost %, highest first');
    await waitFor(() =>
      expect(namesIn('Cocktails')).toEqual(['Mojito', 'Gin and tonic', 'Negroni']),
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'Mains');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cocktails' })).toBeNull());
    expect(namesIn('Mains')).toEqual(['Burger']);
    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await user.type(screen.getByLabelText('Search'), 'moj');
    await waitFor(() => expect(namesIn('Cocktails')).toEqual(['Mojito']));
    await user.type(screen.getByLabelText('Search'), 'xyz');
    expect(await screen.findByText('No menu item matches these filters.')).toBeVisible();
  });

  it('says when the menu is empty, and offers a retry when it fails to load', async () => {
    let fail = true;
    const user = userEvent.setup();
    open(`/dashboard/${BAR.id}/menu`, {
      'GET /api/menu': () =>
        fail ? errorResponse(503, 'INTERNAL_ERROR', 'Down') : jsonResponse([]),
    });
    expect(await screen.findByText(/The menu could not be loaded/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing on the menu yet.')).toBeVisible();
  });

  it('shows staff no edit controls', async () => {
    stubApi({
      [`GET /api/locations/${KITCHEN.id}`]: () => jsonResponse(makeLocation(KITCHEN)),
      'GET /api/menu': () => jsonResponse([{ ...gAndT, location_id: KITCHEN.id }]),
      'GET /api/menu/categories': () => jsonResponse(['Cocktails']),
    });
    renderRoute(`/dashboard/${KITCHEN.id}/menu`);
    await screen.findByRole('region', { name: 'Cocktails' });
    expect(screen.queryByRole('button', { name: 'New menu item' })).not.toBeInTheDocument();
  });
});

describe('menu item screen', () => {
  const recipe = makeRecipeChoice({ name: 'Beef patty' });
  const routesFor = (item: MenuItem): Routes => ({
    [`GET /api/menu/${item.id}`]: () => jsonResponse(item),
    'GET /api/recipes': () => jsonResponse([recipe]),
  });

  it('shows the figures and the allergens, and attaches a recipe with its portions', async () => {
    const user = userEvent.setup();
    const attached = makeMenuRecipe({
      recipe_id: recipe.id,
      recipe_name: 'Beef patty',
      quantity: 1.5,
    });
    const { calls } = open(`/dashboard/${BAR.id}/menu/${burger.id}`, {
      ...routesFor(burger),
      [`POST /api/menu/${burger.id}/recipes`]: () => jsonResponse(attached, 201),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Burger' })).toBeVisible();
    const figures = within(screen.getByRole('region', { name: 'Price and cost' }));
    await waitFor(() => expect(figures.getByText('Above target (target 30 %)')).toBeVisible());
    const allergens = within(screen.getByRole('region', { name: 'Allergens' }));
    expect(allergens.getByText('Cereals containing gluten')).toBeVisible();
    expect(allergens.getByText('Sesame')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a recipe to Burger' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Beef patty' })).toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add the recipe' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Recipe')).toHaveAccessibleDescription(
        'Choose a recipe',
      ),
    );
    await user.selectOptions(within(dialog).getByLabelText('Recipe'), 'Beef patty');
    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add the recipe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      recipe_id: recipe.id,
      quantity: 1.5,
    });
  });

  it('changes the portions of an attached recipe by sending the item’s recipes', async () => {
    const user = userEvent.setup();
    const item = makeMenuItem({
      name: 'Double G&T',
      recipes: [
        makeMenuRecipe({ recipe_id: recipe.id, recipe_name: 'Gin and tonic', quantity: 1 }),
      ],
    });
    const { calls } = open(`/dashboard/${BAR.id}/menu/${item.id}`, {
      ...routesFor(item),
      [`PUT /api/menu/${item.id}`]: () => jsonResponse(item),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change the portions of Gin and tonic' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Portions of Gin and tonic' });
    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save the portions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toEqual({
      recipes: [{ recipe_id: recipe.id, quantity: 2 }],
    });
  });

  it('saves the price typed with a comma', async () => {
    const user = userEvent.setup();
    let current = gAndT;
    const { calls } = open(`/dashboard/${BAR.id}/menu/${gAndT.id}`, {
      ...routesFor(gAndT),
      [`GET /api/menu/${gAndT.id}`]: () => jsonResponse(current),
      [`PUT /api/menu/${gAndT.id}`]: () => {
        current = { ...gAndT, price: 11.5, updated_at: '2026-11-21T10:00:00.000Z' };
        return jsonResponse(current);
      },
    });
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '11,50');
    await user.click(screen.getByRole('button', { name: 'Save the menu item' }));
    expect(await screen.findByText('The menu item is saved.')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toMatchObject({
      name: 'Gin and tonic',
      price: 11.5,
      category: 'Cocktails',
      active: true,
    });
    const figures = within(screen.getByRole('region', { name: 'Price and cost' }));
    await waitFor(() => expect(figures.getByText('€11.50')).toBeVisible());
    expect(screen.getByText('The menu item is saved.')).toBeVisible();
  });
});
