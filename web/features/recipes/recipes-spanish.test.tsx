// The recipes screens in the second language when it is chosen: every message Spanish, numbers
// and money in the reader's locale (here a Spanish browser), allergens by their Spanish names.
import { messagesToJSON } from '@nanostores/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_NAMES } from '#contract/allergens.ts';
import { ALLERGEN_MESSAGE_KEYS } from '#web/components/allergen-list.tsx';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeIngredient, makeRecipe } from './test-fixtures.ts';

const lemons = makeItem({ name: 'Lemons', unit: 'each', cost_per_unit: null });
const lemonLine = makeIngredient({
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  inventory_item_id: lemons.id,
  name: 'Lemons',
  quantity: 0.25,
  unit: 'each',
  cost: null,
  missing_reason: 'no_cost',
});
const ginLine = makeIngredient({
  name: 'Gin',
  waste_percent: 10,
  applied_waste_percent: 10,
  gross_quantity: 55,
  cost: 1.4683,
});
const sour = makeRecipe({
  name: 'Gin sour',
  portions: 2.5,
  ingredients: [ginLine, lemonLine],
  total_cost: 1.4683,
  cost_per_portion: 0.5873,
  missing_costs: ['Lemons'],
  cost_complete: false,
  allergens: { eggs: 'contains', sulphites: 'may_contain' },
});
const sorbet = makeRecipe({
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  name: 'Sorbet',
  ingredients: [],
  total_cost: 0,
  cost_per_portion: 0,
  missing_costs: ['Lemons'],
  cost_complete: false,
});

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
  // A reader in Spain: Spanish chosen, and the browser's locale for numbers and money.
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
  setLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('recipes, in Spanish', () => {
  it('lists the recipes with their costs in Spanish', async () => {
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/recipes': () => jsonResponse([sour, sorbet]),
    });
    renderRoute(`/dashboard/${BAR.id}/recipes`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Recetas' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Recetas · Barback'));
    expect(screen.getByRole('button', { name: 'Nueva receta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importar recetas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Problemas de costes' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Buscar recetas' })).toBeVisible();

    const list = await screen.findByRole('list', { name: 'Recetas' });
    expect(screen.getByRole('status')).toHaveTextContent('2 recetas, 2 con el coste incompleto');
    const card = (name: string) =>
      within(within(list).getByRole('link', { name }).closest('li') as HTMLElement);
    expect(card('Gin sour').getByText('Cocktails · 2,5 raciones · 2 ingredientes')).toBeVisible();
    await waitFor(() =>
      expect(card('Gin sour').getByText('Al menos 0,59 € (incompleto)')).toBeVisible(),
    );
    expect(card('Gin sour').getByText('Sin coste: Lemons')).toBeVisible();
    expect(card('Sorbet').getByText('Falta')).toBeVisible();
    expect(card('Sorbet').getByText('Cocktails · 1 ración · 0 ingredientes')).toBeVisible();

    expect(englishLeft([recipesMessages])).toEqual([]);
  });

  it('says what a prep recipe makes in Spanish', async () => {
    const batch = makeRecipe({ name: 'Negroni en lote', yield_quantity: 2, yield_unit: 'bottle' });
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      'GET /api/recipes': () => jsonResponse([batch]),
    });
    renderRoute(`/dashboard/${BAR.id}/recipes`);
    const list = await screen.findByRole('list', { name: 'Recetas' });
    const card = within(
      within(list).getByRole('link', { name: 'Negroni en lote' }).closest('li') as HTMLElement,
    );
    await waitFor(() => expect(card.getByText(/rinde 2 botellas/)).toBeVisible());
  });

  it('says what each line uses in Spanish, its unit agreeing with the number', async () => {
    const punch = makeRecipe({
      name: 'Ponche',
      ingredients: [
        makeIngredient({
          id: 'a0a0a0a0-0000-4000-8000-000000000011',
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
          name: 'Tonic',
          quantity: 0.95,
          unit: 'can',
          waste_percent: 5,
          applied_waste_percent: 5,
          gross_quantity: 1,
          cost: 0.0264,
        }),
      ],
    });
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      [`GET /api/recipes/${punch.id}`]: () => jsonResponse(punch),
      [`GET /api/recipes/${punch.id}/cost`]: () =>
        jsonResponse({
          recipe_id: punch.id,
          total_cost: punch.total_cost,
          cost_per_portion: punch.cost_per_portion,
          portions: punch.portions,
          ingredients: punch.ingredients.map((line) => ({ ...line, unit_cost: 0.0264 })),
          missing: [],
          cost_complete: true,
        }),
      'GET /api/recipes': () => jsonResponse([punch]),
      'GET /api/inventory': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/recipes/${punch.id}`);

    const lines = within(await screen.findByRole('list', { name: 'Ingredientes' }));
    await waitFor(() =>
      expect(
        lines.getByText('2 botellas · merma 5 % · se usan 2,11 botellas · 0,0264 € por botella'),
      ).toBeVisible(),
    );
    expect(
      lines.getByText('0,95 latas · merma 5 % · se usa 1 lata · 0,0264 € por lata'),
    ).toBeVisible();
  });

  it('shows a recipe, its lines and its allergens in Spanish', async () => {
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
      [`GET /api/recipes/${sour.id}`]: () => jsonResponse(sour),
      [`GET /api/recipes/${sour.id}/cost`]: () =>
        jsonResponse({
          recipe_id: sour.id,
          total_cost: sour.total_cost,
          cost_per_portion: sour.cost_per_portion,
          portions: sour.portions,
          ingredients: sour.ingredients.map((line) => ({
            ...line,
            unit_cost: line.cost === null ? null : 0.0264,
          })),
          missing: sour.missing_costs,
          cost_complete: false,
        }),
      'GET /api/recipes': () => jsonResponse([sour, sorbet]),
      'GET /api/inventory': () => jsonResponse([lemons]),
    });
    renderRoute(`/dashboard/${BAR.id}/recipes/${sour.id}`);

    expect(await screen.findByRole('link', { name: 'Todas las recetas' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gin sour' })).toBeVisible();
    const cost = within(screen.getByRole('region', { name: 'Coste' }));
    expect(cost.getByText('Receta completa')).toBeVisible();
    expect(cost.getByText('2,5')).toBeVisible();
    expect(cost.getByText(/Sin coste:/).parentElement).toHaveTextContent(
      'Sin coste: Lemons. Los totales solo cuentan lo que tiene coste.',
    );

    const lines = within(screen.getByRole('list', { name: 'Ingredientes' }));
    await waitFor(() =>
      expect(lines.getByText('50 ml · merma 10 % · se usan 55 ml · 0,0264 € por ml')).toBeVisible(),
    );
    expect(lines.getByText(/El artículo no tiene coste por unidad\./)).toBeVisible();
    expect(lines.getByRole('link', { name: 'Corregir Lemons' })).toBeVisible();
    expect(lines.getByRole('button', { name: 'Quitar Gin' })).toBeVisible();

    const allergens = within(screen.getByRole('region', { name: 'Alérgenos' }));
    expect(allergens.getByText('Contiene')).toBeVisible();
    expect(allergens.getByText('Huevos')).toBeVisible();
    expect(allergens.getByText('Puede contener')).toBeVisible();
    expect(allergens.getByText('Dióxido de azufre y sulfitos')).toBeVisible();

    const details = within(screen.getByRole('region', { name: 'Detalles' }));
    expect(details.getByRole('button', { name: 'Guardar la receta' })).toBeVisible();
    expect(englishLeft([recipesMessages])).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir un ingrediente' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Añadir un ingrediente a Gin sour' }));
    expect(dialog.getByRole('option', { name: 'Elige un artículo o una receta' })).toBeVisible();
    expect(dialog.getByLabelText('Cantidad')).toBeVisible();
    expect(dialog.getByText('Elige primero el ingrediente.')).toBeVisible();
    expect(englishLeft([recipesMessages])).toEqual([]);
  });

  it('names each allergen in English exactly as the contract does', () => {
    const english = messagesToJSON(recipesMessages).recipes as Record<string, unknown>;
    for (const [key, name] of Object.entries(ALLERGEN_NAMES)) {
      expect(english[ALLERGEN_MESSAGE_KEYS[key as keyof typeof ALLERGEN_NAMES]]).toBe(name);
    }
  });
});
