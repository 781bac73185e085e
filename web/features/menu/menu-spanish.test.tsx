// The menu screens in the second language when it is chosen: every message Spanish, money and
// percentages in the reader's locale (here a Spanish browser), the form's own messages too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeMenuItem, makeMenuRecipe, makeRecipeChoice } from './test-fixtures.ts';

const gAndT = makeMenuItem({ name: 'Gin and tonic', id: 'c0c0c0c0-0000-4000-8000-000000000001' });
const burger = makeMenuItem({
  name: 'Burger',
  category: 'Mains',
  price: 15,
  cost: 6,
  margin: 9,
  food_cost_percent: 40,
  above_target: true,
  allergens: { gluten: 'contains', sesame: 'may_contain' },
  recipes: [makeMenuRecipe({ recipe_name: 'Beef patty', quantity: 1.5, cost: 6 })],
});
const negroni = makeMenuItem({
  id: 'c0c0c0c0-0000-4000-8000-000000000002',
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
  id: 'c0c0c0c0-0000-4000-8000-000000000003',
  name: 'Tap water',
  category: null,
  price: 0,
  cost: null,
  margin: null,
  food_cost_percent: null,
  above_target: null,
  cost_complete: false,
  cost_unknown_reason: 'nothing_to_cost',
  active: false,
  recipes: [],
});

function open(path: string, routes: Record<string, (call: FetchCall) => Response> = {}) {
  stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/menu': () => jsonResponse([gAndT, burger, negroni, water]),
    'GET /api/menu/categories': () => jsonResponse(['Cocktails', 'Mains']),
    ...routes,
  });
  renderRoute(path);
}

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

describe('menu, in Spanish', () => {
  it('shows the menu by category with its figures in Spanish', async () => {
    open(`/dashboard/${BAR.id}/menu`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Carta' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Carta · Barback'));
    expect(screen.getByText('Nuevo producto', { selector: 'button' })).toBeVisible();
    const filters = within(screen.getByRole('search', { name: 'Filtrar la carta' }));
    expect(filters.getByText('Todas las categorías', { selector: 'option' })).toBeInTheDocument();
    expect(
      filters.getByText('Margen, el más alto primero', { selector: 'option' }),
    ).toBeInTheDocument();
    expect(filters.getByLabelText('Ordenar por')).toHaveDisplayValue('Nombre');

    expect(await screen.findByText('Sin categoría', { selector: 'h2' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 productos, 1 por encima del % de coste objetivo',
    );
    const card = (name: string) =>
      within(screen.getByText(name, { selector: 'a' }).closest('li') as HTMLElement);
    await waitFor(() => expect(card('Burger').getByText('15,00 €')).toBeVisible());
    expect(card('Burger').getByText('40 %')).toBeVisible();
    expect(card('Burger').getByText('Por encima del objetivo (objetivo 30 %)')).toBeVisible();
    expect(
      card('Burger').getByText('Alérgenos: Cereales que contienen gluten; puede contener Sésamo'),
    ).toBeVisible();
    expect(card('Gin and tonic').getByText('Dentro del objetivo (objetivo 30 %)')).toBeVisible();
    expect(card('Negroni').getAllByText('Desconocido')).toHaveLength(3);
    expect(
      card('Negroni').getByText('Coste desconocido: falta un precio o una unidad'),
    ).toBeVisible();
    expect(card('Negroni').queryByText(/objetivo/)).toBeNull();
    expect(card('Negroni').getByText('Sin coste: Campari')).toBeVisible();
    expect(card('Tap water').getByText('(no está a la venta)')).toBeVisible();
    expect(
      card('Tap water').getByText('Coste desconocido: sin receta ni artículo de stock'),
    ).toBeVisible();
    expect(
      card('Tap water').getByText('Sin receta vinculada: su coste es desconocido.'),
    ).toBeVisible();

    expect(englishLeft([menuMessages])).toEqual([]);
  });

  it('shows a menu item in Spanish and says what its recipe form needs', async () => {
    const recipe = makeRecipeChoice({ name: 'Fries' });
    open(`/dashboard/${BAR.id}/menu/${burger.id}`, {
      [`GET /api/menu/${burger.id}`]: () => jsonResponse(burger),
      'GET /api/recipes': () => jsonResponse([recipe]),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Burger' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Toda la carta' })).toBeVisible();
    const figures = within(screen.getByRole('region', { name: 'Precio y coste' }));
    await waitFor(() =>
      expect(figures.getByText('Por encima del objetivo (objetivo 30 %)')).toBeVisible(),
    );
    const recipes = within(screen.getByRole('list', { name: 'Recetas de este producto' }));
    expect(recipes.getByText('1,5 raciones · 6,00 €')).toBeVisible();
    expect(
      recipes.getByRole('button', { name: 'Cambiar las raciones de Beef patty' }),
    ).toBeVisible();
    expect(recipes.getByRole('button', { name: 'Quitar Beef patty' })).toBeVisible();
    const allergens = within(screen.getByRole('region', { name: 'Alérgenos' }));
    expect(allergens.getByText('Cereales que contienen gluten')).toBeVisible();
    expect(allergens.getByText('Sésamo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar el producto' })).toBeVisible();
    expect(englishLeft([menuMessages])).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir una receta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Añadir una receta a Burger' }));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Fries' })).toBeInTheDocument());
    await user.click(dialog.getByRole('button', { name: 'Añadir la receta' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Receta')).toHaveAccessibleDescription('Elige una receta'),
    );
    expect(englishLeft([menuMessages])).toEqual([]);
  });
  it('adds and removes a stock item in Spanish', async () => {
    const wine = makeItem({ name: 'Tinto de la casa', unit: 'bottle', unit_content: 750 });
    const glass = makeMenuItem({
      name: 'Copa de tinto',
      recipes: [],
      stock_items: [
        {
          id: 'c0c0c0c0-0000-4000-8000-000000000009',
          menu_item_id: gAndT.id,
          inventory_item_id: wine.id,
          name: 'Tinto de la casa',
          quantity: 175,
          unit: 'ml',
          applied_waste_percent: 0,
          gross_quantity: 175,
          cost: 1.4,
          missing_reason: null,
        },
        {
          id: 'c0c0c0c0-0000-4000-8000-000000000010',
          menu_item_id: gAndT.id,
          inventory_item_id: wine.id,
          name: 'Botellín',
          quantity: 1,
          unit: 'bottle',
          applied_waste_percent: 0,
          gross_quantity: 1,
          cost: 6,
          missing_reason: null,
        },
      ],
    });
    open(`/dashboard/${BAR.id}/menu/${glass.id}`, {
      [`GET /api/menu/${glass.id}`]: () => jsonResponse(glass),
      'GET /api/recipes': () => jsonResponse([]),
      'GET /api/inventory': () => jsonResponse([wine]),
    });
    const list = within(
      await screen.findByRole('list', { name: 'Artículos de stock de este producto' }),
    );
    await waitFor(() => expect(list.getByText('175 ml · 1,40 €')).toBeVisible());
    // The unit in Spanish, agreeing with the number.
    expect(list.getByText('1 botella · 6,00 €')).toBeVisible();

    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Quitar Tinto de la casa' }));
    const confirm = within(screen.getByRole('alertdialog', { name: '¿Quitar Tinto de la casa?' }));
    expect(
      confirm.getByText(
        'El producto deja de sacarlo del stock, y su coste sale del coste del producto.',
      ),
    ).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Añadir un artículo de stock' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Añadir un artículo de stock a Copa de tinto' }),
    );
    await waitFor(() =>
      expect(dialog.getByRole('option', { name: 'Tinto de la casa (bottle)' })).toBeInTheDocument(),
    );
    await user.click(dialog.getByRole('button', { name: 'Añadir el artículo de stock' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Artículo de stock')).toHaveAccessibleDescription(
        'Elige un artículo de stock',
      ),
    );
    expect(dialog.getByLabelText('Unidad')).toHaveAccessibleDescription(
      'Elige antes un artículo de stock.',
    );
    await user.type(dialog.getByLabelText('Buscar un artículo de stock'), 'cerveza');
    expect(await dialog.findByText('Ningún artículo de stock se llama «cerveza».')).toBeVisible();
    expect(englishLeft([menuMessages])).toEqual([]);
  });
});
