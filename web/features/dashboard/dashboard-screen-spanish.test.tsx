// The dashboard in Spanish when it is chosen: figures, chart, recent changes, checklist.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InventorySummary } from '#contract/stock-updates.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { makeLocation, team } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => {
  resetAuth();
  localStorage.clear();
});
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

function openDashboard(summary: Partial<InventorySummary>) {
  signIn([BAR]);
  stubApi({
    'GET /api/inventory/summary': () =>
      jsonResponse({
        stock_value: 1234.5,
        item_count: 42,
        below_par_count: 3,
        counted_today: 0,
        recent: [makeStockUpdate({ item_name: 'Tonic', user_name: 'Alex Kim', reason: 'waste' })],
        value_history: Array.from({ length: 30 }, (_, index) => ({
          date: `2026-10-${String(index + 1).padStart(2, '0')}`,
          value: index < 20 ? null : 1000 + index,
        })),
        ...summary,
      }),
    [`GET /api/locations/${BAR.id}`]: () =>
      jsonResponse(makeLocation(BAR, { members: team('owner').slice(0, 1) })),
    'GET /api/vendors/price-increases': () => jsonResponse([]),
  });
  setLanguage('es');
  renderRoute(`/dashboard/${BAR.id}`);
}

describe('dashboard, translated', () => {
  it('is in Spanish when Spanish is chosen', async () => {
    openDashboard({});

    expect(await screen.findByRole('heading', { name: 'Panel', level: 1 })).toBeInTheDocument();
    const figures = (await screen.findByText('Artículos', { selector: 'dt' })).closest('dl');
    expect(figures).toHaveTextContent('Por debajo del mínimo');
    expect(screen.getByRole('link', { name: 'Contar lo que está por debajo del mínimo' })).toBe(
      screen.getByRole('link', { name: /^Contar lo que/ }),
    );

    const chart = within(screen.getByRole('region', { name: 'Valor de las existencias' }));
    expect(chart.getByText(/^Valor de las existencias en los últimos 10 días: de /)).toBeVisible();
    const table = chart.getByRole('table', { name: 'Valor de las existencias por día' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('columnheader', { name: 'Fecha' })).toBeInTheDocument();

    const recent = within(screen.getByRole('region', { name: 'Cambios recientes' }));
    expect(recent.getByText(/^Merma por Alex Kim ·/)).toBeInTheDocument();
    expect(recent.getByRole('link', { name: 'Ver todo el registro de cambios' })).toBeVisible();

    const checklist = within(screen.getByRole('region', { name: 'Ponte en marcha' }));
    expect(checklist.getByText('1 de 3 pasos hechos.')).toBeInTheDocument();
    expect(checklist.getByRole('link', { name: 'Invitar' })).toBeInTheDocument();
    expect(checklist.getByRole('link', { name: 'Contar' })).toBeInTheDocument();

    const prices = within(screen.getByRole('region', { name: 'Subidas de precio' }));
    expect(
      await prices.findByText('Ningún precio ha subido tanto. Nada que vigilar.'),
    ).toBeVisible();

    expect(englishLeft([dashboardMessages], screen.getByRole('main'))).toEqual([]);
  }, 20_000);

  it('says in Spanish when the venue has no stock history yet', async () => {
    openDashboard({
      value_history: Array.from({ length: 30 }, (_, index) => ({
        date: `2026-10-${String(index + 1).padStart(2, '0')}`,
        value: null,
      })),
    });
    const chart = within(await screen.findByRole('region', { name: 'Valor de las existencias' }));
    expect(chart.getByText(/^Todavía no hay historial/)).toBeVisible();
  });
});
