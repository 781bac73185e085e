// The reports in the second language when it is chosen: every message Spanish, money and
// numbers in the reader's locale (here a Spanish browser).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import {
  makeClosedCount,
  makeMenuEngineeringItem,
  makeMenuEngineeringReport,
  makeParSuggestion,
  makeParSuggestions,
  makeVarianceLine,
  makeVarianceReport,
} from './test-fixtures.ts';

const FIRST_LOAD = { timeout: 15_000 };

function show(path: string) {
  stubApi({
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/counts': () =>
      jsonResponse([
        makeClosedCount({ name: 'Lunes', closed_at: '2026-11-23T09:00:00.000Z' }),
        makeClosedCount({ name: 'Lunes anterior' }),
      ]),
    'GET /api/reports/variance': () =>
      jsonResponse(
        makeVarianceReport({
          items: [
            makeVarianceLine({ name: 'Campari' }),
            makeVarianceLine({
              name: 'Vermut',
              cost_per_unit: null,
              unexplained_value: null,
              uncounted: true,
              adjusted: 1,
              adjustments: 2,
            }),
          ],
          unmapped_sales: [{ pos_name: 'Spritz', quantity: 3 }],
          without_recipe: [
            { menu_item_id: 'c0c0c0c0-0000-4000-8000-000000000031', name: 'Agua', quantity: 4 },
          ],
          not_comparable: [
            {
              item_id: 'c0c0c0c0-0000-4000-8000-000000000032',
              name: 'Limas',
              unit: 'each',
              only_in: 'from_count',
            },
          ],
        }),
      ),
    'GET /api/reports/menu-engineering': () =>
      jsonResponse(
        makeMenuEngineeringReport({
          items_sold: 2,
          quantity_sold: 50,
          popularity_threshold_percent: 35,
          average_margin: 8,
          items: [
            makeMenuEngineeringItem({ name: 'Negroni' }),
            makeMenuEngineeringItem({
              name: 'Tapas',
              class: null,
              cost: null,
              contribution_margin: null,
              total_margin: null,
              margin: null,
              unknown_reason: 'incomplete',
              missing_costs: ['Aceitunas'],
            }),
          ],
          items_left_out: 1,
          class_counts: { star: 1, plowhorse: 0, puzzle: 0, dog: 0 },
          totals: { revenue: 480, cost: 100, margin: 380, food_cost_percent: 20.8 },
        }),
      ),
    'GET /api/reports/par-suggestions': () =>
      jsonResponse(
        makeParSuggestions([
          makeParSuggestion({ name: 'Ginebra' }),
          makeParSuggestion({
            name: 'Limas',
            suggested_par: null,
            suggested_packs: null,
            reason: 'no_preferred_vendor',
          }),
        ]),
      ),
  });
  renderRoute(`/dashboard/${BAR.id}/reports/${path}`);
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
  setLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reports, in Spanish', () => {
  it('shows the variance in Spanish', async () => {
    show('variance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Desviación' }, FIRST_LOAD),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Desviación · Barback'));
    const table = within(await screen.findByRole('table', { name: /^Desviación por artículo/ }));
    await waitFor(() => expect(table.getByText('30,00 €')).toBeVisible());
    expect(table.getAllByText('En botellas').length).toBeGreaterThan(0);
    expect(table.getByText('Sin coste')).toBeVisible();
    expect(table.getByText('2 cambios más (1) que no cuentan como uso')).toBeVisible();
    expect(screen.getByText('Limas: solo en el primer recuento')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar como CSV' })).toBeVisible();
    expect(englishLeft([reportsMessages])).toEqual([]);
  });

  it('shows the menu engineering in Spanish', async () => {
    show('menu-engineering');
    const chart = await screen.findByRole('img', { name: 'Popularidad y margen' }, FIRST_LOAD);
    expect(chart).toHaveAccessibleDescription(
      'Estrellas: 1. Caballos de tiro: 0. Enigmas: 0. Perros: 0.',
    );
    expect(screen.getAllByText('Popular y rentable: mantenlo como está.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('Sin coste: Aceitunas')).toBeVisible();
    expect(englishLeft([reportsMessages])).toEqual([]);
  });

  it('shows the par suggestions in Spanish', async () => {
    show('par-suggestions');
    expect(
      await screen.findByRole('table', { name: 'Niveles sugeridos por artículo' }, FIRST_LOAD),
    ).toBeVisible();
    expect(screen.getByText('3 paquetes de 6 botellas')).toBeVisible();
    expect(screen.getByText('Ningún proveedor preferido lo suministra.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aplicar 1 sugerencia' })).toBeVisible();
    expect(englishLeft([reportsMessages])).toEqual([]);
  });
});
