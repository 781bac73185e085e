import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { headerOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeIngredient, makeRecipe } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response>;

function open(path: string, routes: Routes = {}) {
  return {
    ...stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/recipes': () => jsonResponse([]),
      'GET /api/inventory': () => jsonResponse([]),
      ...routes,
    }),
    ...renderRoute(path),
  };
}

const CSV = [
  'Recipe,Portions,Ingredient,Quantity,Unit,Waste %',
  'Gin and tonic,1,Gin,50,ml,',
  'Gin and tonic,1,Limes,0.1,each,10',
  'Negroni,1,Gin,30,ml,',
].join('\n');

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

describe('recipe import', () => {
  it('offers the template with the columns the import reads', async () => {
    const user = userEvent.setup();
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open(`/dashboard/${BAR.id}/recipes`);
    await user.click(await screen.findByRole('button', { name: 'Import recipes' }));
    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('recipes-template.csv');
    const text = await blobs[0]?.text();
    expect(text?.split('\n')[0]?.trim()).toBe(
      'recipe,portions,ingredient,quantity,unit,waste_percent,category',
    );
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('previews a CSV, sends it as a file and lists every bad row', async () => {
    const user = userEvent.setup();
    const { calls } = open(`/dashboard/${BAR.id}/recipes`, {
      'POST /api/recipes/bulk-import': () =>
        jsonResponse({ created: [], errors: [{ row: 2, message: 'No item called Limes' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Import recipes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import recipes' });
    const file = new File([CSV], 'recipes.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV or Excel (.xlsx) file'), file);
    expect(await within(dialog).findByText('2 recipes in 3 rows.')).toBeVisible();
    const preview = within(within(dialog).getByRole('table'));
    expect(preview.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Row',
      'recipe',
      'portions',
      'ingredient',
      'quantity',
      'unit',
      'waste_percent',
    ]);
    expect(preview.getByText('Limes')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Row 2: No item called Limes')).toBeVisible();
    expect(within(dialog).getByText(/Nothing was imported: 1 row to fix first/)).toBeVisible();
    const post = calls.find((call) => call.init.method === 'POST');
    const form = post?.init.body as FormData;
    expect(form.get('location_id')).toBe(BAR.id);
    expect((form.get('file') as File).name).toBe('recipes.csv');
    expect(headerOf(post, 'Authorization')).toBe('Bearer access-1');
  });

  it('refuses a CSV without the required columns before sending', async () => {
    const user = userEvent.setup();
    open(`/dashboard/${BAR.id}/recipes`);
    await user.click(await screen.findByRole('button', { name: 'Import recipes' }));
    const dialog = screen.getByRole('dialog', { name: 'Import recipes' });
    const file = new File(['name,qty\nGin,1'], 'bad.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV or Excel (.xlsx) file'), file);
    expect(
      await within(dialog).findByText(/missing: recipe, ingredient, quantity, unit/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

describe('costing problems', () => {
  it('lists every ingredient without a price or a conversion, with where to fix it', async () => {
    const lemons = makeItem({ name: 'Lemons', unit: 'each', cost_per_unit: null });
    const sugar = makeItem({
      name: 'Sugar',
      unit: 'bag',
      unit_content: null,
      unit_content_unit: null,
    });
    const tart = makeRecipe({
      name: 'Lemon tart',
      ingredients: [
        makeIngredient({
          inventory_item_id: lemons.id,
          name: 'Lemons',
          cost: null,
          missing_reason: 'no_cost',
        }),
        makeIngredient({
          inventory_item_id: sugar.id,
          name: 'Sugar',
          unit: 'g',
          cost: null,
          missing_reason: 'no_conversion',
        }),
      ],
      cost_complete: false,
    });
    const sour = makeRecipe({
      name: 'Whisky sour',
      ingredients: [
        makeIngredient({
          inventory_item_id: lemons.id,
          name: 'Lemons',
          cost: null,
          missing_reason: 'no_cost',
        }),
      ],
      cost_complete: false,
    });
    open(`/dashboard/${BAR.id}/recipes/costing-problems`, {
      'GET /api/recipes': () => jsonResponse([tart, sour]),
      'GET /api/inventory': () => jsonResponse([lemons, sugar]),
    });
    const unpriced = within(await screen.findByRole('region', { name: 'Items without a price' }));
    expect(unpriced.getByText('Used in Lemon tart, Whisky sour')).toBeVisible();
    expect(unpriced.getByRole('link', { name: 'Set the cost of Lemons' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/items?edit=${lemons.id}`,
    );
    const units = within(screen.getByRole('region', { name: 'Units that do not convert' }));
    expect(units.getByText('Sugar in Lemon tart')).toBeVisible();
    await waitFor(() => expect(units.getByText('Measured in g, priced per bag')).toBeVisible());
    expect(units.getByRole('link', { name: 'Add a conversion to Sugar' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/items?edit=${sugar.id}`,
    );
    expect(units.getByRole('link', { name: 'Change the line in Lemon tart' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/recipes/${tart.id}`,
    );
  });

  it('shows staff the problems without the links to fix them', async () => {
    const lemons = makeItem({ name: 'Lemons', unit: 'each', cost_per_unit: null });
    const tart = makeRecipe({
      name: 'Lemon tart',
      ingredients: [
        makeIngredient({
          inventory_item_id: lemons.id,
          name: 'Lemons',
          cost: null,
          missing_reason: 'no_cost',
        }),
      ],
      cost_complete: false,
    });
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    open(`/dashboard/${BAR.id}/recipes/costing-problems`, {
      'GET /api/recipes': () => jsonResponse([tart]),
      'GET /api/inventory': () => jsonResponse([lemons]),
    });
    const unpriced = within(await screen.findByRole('region', { name: 'Items without a price' }));
    expect(unpriced.getByText('Used in Lemon tart')).toBeVisible();
    expect(unpriced.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when every ingredient can be costed', async () => {
    open(`/dashboard/${BAR.id}/recipes/costing-problems`, {
      'GET /api/recipes': () => jsonResponse([makeRecipe()]),
    });
    expect(
      await screen.findByText('Every ingredient has a price and a unit that converts.'),
    ).toBeVisible();
  });
});
