import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipe, RecipeCost } from '#contract/recipes.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
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
  allergens: {},
});
const syrup = makeRecipe({ name: 'Sugar syrup', yield_quantity: 1, yield_unit: 'l' });
const ginLine = makeIngredient({
  inventory_item_id: gin.id,
  name: 'Gin',
  quantity: 50,
  unit: 'ml',
  waste_percent: 10,
  applied_waste_percent: 10,
  gross_quantity: 55.5556,
  cost: 1.4683,
});
const lemonLine = makeIngredient({
  inventory_item_id: lemons.id,
  name: 'Lemons',
  quantity: 0.25,
  unit: 'each',
  cost: null,
  missing_reason: 'no_cost',
});
const sour = makeRecipe({
  name: 'Gin sour',
  ingredients: [ginLine, lemonLine],
  total_cost: 1.4683,
  cost_per_portion: 1.4683,
  missing_costs: ['Lemons'],
  cost_complete: false,
  allergens: { eggs: 'contains', sulphites: 'may_contain' },
});

function costOf(recipe: Recipe): RecipeCost {
  return {
    recipe_id: recipe.id,
    total_cost: recipe.total_cost,
    cost_per_portion: recipe.cost_per_portion,
    portions: recipe.portions,
    ingredients: recipe.ingredients.map((line) => ({
      id: line.id,
      name: line.name,
      inventory_item_id: line.inventory_item_id,
      sub_recipe_id: line.sub_recipe_id,
      quantity: line.quantity,
      unit: line.unit,
      applied_waste_percent: line.applied_waste_percent,
      gross_quantity: line.gross_quantity,
      unit_cost: line.cost === null ? null : 0.0264,
      cost: line.cost,
      missing_reason: line.missing_reason,
    })),
    missing: recipe.missing_costs,
    cost_complete: recipe.cost_complete,
  };
}

function openRecipe(recipe: Recipe, routes: Routes = {}, at = BAR) {
  return {
    ...stubApi({
      [`GET /api/locations/${at.id}`]: () => jsonResponse(makeLocation(at)),
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse(recipe),
      [`GET /api/recipes/${recipe.id}/cost`]: () => jsonResponse(costOf(recipe)),
      'GET /api/recipes': () => jsonResponse([recipe, syrup]),
      'GET /api/inventory': () => jsonResponse([gin, lemons]),
      ...routes,
    }),
    ...renderRoute(`/dashboard/${at.id}/recipes/${recipe.id}`),
  };
}

const line = (name: string) =>
  within(
    within(screen.getByRole('list', { name: 'Ingredients' }))
      .getByText(name, { selector: 'p' })
      .closest('li') as HTMLElement,
  );

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
});
afterEach(() => vi.unstubAllGlobals());

describe('recipe screen', () => {
  it('breaks the cost down and names the missing price with a link to fix it', async () => {
    openRecipe(sour);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gin sour' })).toBeVisible();
    const cost = within(screen.getByRole('region', { name: 'Cost' }));
    await waitFor(() =>
      expect(cost.getAllByText('At least €1.47 (incomplete)').length).toBeGreaterThan(0),
    );
    expect(cost.getByText(/No cost for:/).parentElement).toHaveTextContent('No cost for: Lemons');
    await waitFor(() => expect(line('Gin').getByText(/€0\.0264 per ml/)).toBeVisible());
    expect(line('Gin').getByText(/waste 10 %/)).toBeVisible();
    expect(line('Gin').getByText('€1.47')).toBeVisible();
    expect(line('Lemons').getByText(/The item has no cost per unit/)).toBeVisible();
    expect(line('Lemons').getByRole('link', { name: 'Fix Lemons' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/items?edit=${lemons.id}`,
    );
    const allergens = within(screen.getByRole('region', { name: 'Allergens' }));
    expect(allergens.getByText('Eggs')).toBeVisible();
    expect(allergens.getByText('Sulphur dioxide and sulphites')).toBeVisible();
  });

  it('says what each line uses rounded, its unit agreeing with the number', async () => {
    // Issue: "2 bottle used", "210.5263 g used".
    const punch = makeRecipe({
      name: 'Punch',
      ingredients: [
        makeIngredient({
          id: 'a0a0a0a0-0000-4000-8000-000000000011',
          inventory_item_id: gin.id,
          name: 'Gin',
          quantity: 2,
          unit: 'bottle',
          waste_percent: 5,
          applied_waste_percent: 5,
          gross_quantity: 2.1053,
          cost: 0.0556,
        }),
        makeIngredient({
          id: 'a0a0a0a0-0000-4000-8000-000000000012',
          inventory_item_id: gin.id,
          name: 'Sugar',
          quantity: 200,
          unit: 'g',
          waste_percent: 5,
          applied_waste_percent: 5,
          gross_quantity: 210.5263,
          cost: 5.5579,
        }),
        makeIngredient({
          id: 'a0a0a0a0-0000-4000-8000-000000000013',
          inventory_item_id: gin.id,
          name: 'Tonic',
          quantity: 1,
          unit: 'can',
          cost: 0.0264,
        }),
      ],
    });
    openRecipe(punch);
    await waitFor(() =>
      expect(
        line('Gin').getByText('2 bottles · waste 5 % · 2.11 bottles used · €0.0264 per bottle'),
      ).toBeVisible(),
    );
    expect(
      line('Sugar').getByText('200 g · waste 5 % · 210.53 g used · €0.0264 per g'),
    ).toBeVisible();
    expect(line('Tonic').getByText('1 can · €0.0264 per can')).toBeVisible();
  });

  it('adds an ingredient from a searchable picker, offering only units that convert', async () => {
    const user = userEvent.setup();
    const { calls } = openRecipe(sour, {
      [`POST /api/recipes/${sour.id}/ingredients`]: () => jsonResponse(lemonLine, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add an ingredient' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an ingredient to Gin sour' });
    const picker = within(dialog).getByLabelText('Ingredient');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose an item or a recipe', 'Gin (bottle)', 'Lemons (each)', 'Sugar syrup']),
    );
    await user.type(within(dialog).getByLabelText('Find an ingredient'), 'lem');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(picker, 'Lemons (each)');
    const units = within(within(dialog).getByLabelText('Unit'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Lemons are counted each, and 1 each = 150 g: mass converts, volume does not.
    expect(units).toEqual(expect.arrayContaining(['each', 'g', 'kg', 'oz', 'lb']));
    expect(units).not.toContain('ml');
    expect(units).not.toContain('bottle');
    expect(within(dialog).getByLabelText(/^Waste %/)).toHaveAccessibleDescription(
      "Empty: the item's own 20 %.",
    );
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'g');
    await user.type(within(dialog).getByLabelText('Quantity'), '37,5');
    await user.type(within(dialog).getByLabelText(/^Waste %/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add the ingredient' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      inventory_item_id: lemons.id,
      quantity: 37.5,
      unit: 'g',
      waste_percent: 10,
    });
  });

  it('offers portions and the yield’s units for a prep recipe', async () => {
    const user = userEvent.setup();
    openRecipe(sour);
    await user.click(await screen.findByRole('button', { name: 'Add an ingredient' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Sugar syrup' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText('Ingredient'), 'Sugar syrup');
    const units = within(within(dialog).getByLabelText('Unit'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(units[0]).toBe('portion');
    expect(units).toEqual(expect.arrayContaining(['ml', 'l', 'cl']));
    expect(units).not.toContain('g');
  });

  it('puts the server’s refusal of a quantity on the field', async () => {
    const user = userEvent.setup();
    openRecipe(sour, {
      [`PUT /api/recipes/ingredients/${ginLine.id}`]: () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Please check your input and try again.',
              details: [{ path: 'unit', message: 'Cannot convert g to bottle' }],
              error_id: 'e-1',
            },
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Gin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gin' });
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Save the ingredient' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Unit')).toHaveAccessibleDescription(
        'Cannot convert g to bottle',
      ),
    );
  });

  it('saves the yield and portions typed with a comma; a yield needs its unit', async () => {
    const user = userEvent.setup();
    let current = sour;
    const { calls } = openRecipe(sour, {
      [`GET /api/recipes/${sour.id}`]: () => jsonResponse(current),
      [`PUT /api/recipes/${sour.id}`]: (call) => {
        const body = bodyOf(call) as Partial<typeof sour>;
        current = { ...sour, ...body, updated_at: '2026-11-21T10:00:00.000Z' };
        return jsonResponse(current);
      },
    });
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    await user.clear(details.getByLabelText('Portions'));
    await user.type(details.getByLabelText('Portions'), '2,5');
    await user.type(details.getByLabelText(/^Yield \(optional\)/), '1,5');
    await user.click(details.getByRole('button', { name: 'Save the recipe' }));
    await waitFor(() =>
      expect(details.getByLabelText(/^Yield unit/)).toHaveAccessibleDescription(
        /Give the yield as a quantity and a unit together/,
      ),
    );
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
    await user.type(details.getByLabelText(/^Yield unit/), 'l');
    await user.click(details.getByRole('button', { name: 'Save the recipe' }));
    expect(await details.findByText('The recipe is saved.')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toMatchObject({
      name: 'Gin sour',
      portions: 2.5,
      yield_quantity: 1.5,
      yield_unit: 'l',
    });
    // Still there once the recipe has been fetched again with its new time stamp.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === `/api/recipes/${sour.id}`).length).toBeGreaterThan(
        1,
      ),
    );
    expect(details.getByText('The recipe is saved.')).toBeVisible();
  });

  it('shows staff the recipe read-only', async () => {
    openRecipe(
      { ...sour, location_id: KITCHEN.id, yield_quantity: 2, yield_unit: 'bottle' },
      {},
      KITCHEN,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Gin sour' })).toBeVisible();
    // What it makes, the unit agreeing with the number.
    expect(screen.getByText('2 bottles')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add an ingredient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // The missing price is named; fixing the item is a manager's edit.
    expect(line('Lemons').getByText(/The item has no cost per unit/)).toBeVisible();
    expect(line('Lemons').queryByRole('link', { name: 'Fix Lemons' })).not.toBeInTheDocument();
  });
});
