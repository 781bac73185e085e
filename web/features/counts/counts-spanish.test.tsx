// The counts screens and the stock list's waste sheet in the second language when it is chosen.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { wasteMessages } from '#web/lib/i18n/locales/en/waste.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import {
  ALEX,
  countedBy,
  makeClosedCount,
  makeCount,
  makeDetail,
  makeLine,
} from './test-counts.ts';

const gin = makeItem({ name: 'Gin', quantity: 4 });
const open = makeCount({ progress: { counted: 1, total: 2 } });
const closed = makeClosedCount();
const detail = makeDetail(open, [
  makeLine({ item_id: gin.id, item_name: 'Gin', counted: true, last_count: countedBy(ALEX, 4) }),
  makeLine({ item_name: 'Tonic', storage_area: null, cost_per_unit: null }),
]);

function show(path: string) {
  stubApi({
    'GET /api/counts': () => jsonResponse([open, closed]),
    [`GET /api/counts/${open.id}`]: () => jsonResponse(detail),
    'GET /api/inventory': () => jsonResponse([gin]),
    'GET /api/inventory/categories': () => jsonResponse([]),
    [`POST /api/inventory/${gin.id}/waste`]: () =>
      jsonResponse({
        item: { ...gin, quantity: 2, version: gin.version + 1 },
        update: makeStockUpdate({
          item_id: gin.id,
          reason: 'waste',
          cause: 'breakage',
          delta: -2,
          previous_quantity: 4,
          new_quantity: 2,
        }),
      }),
  });
  renderRoute(`/dashboard/${BAR.id}/${path}`);
}

beforeEach(() => {
  Element.prototype.scrollTo = () => undefined;
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  useNotificationStore.getState().clearAll();
  setLanguage('en');
  vi.unstubAllGlobals();
});

describe('counts, translated', () => {
  it('lists and opens counts in Spanish', async () => {
    setLanguage('es');
    show('counts');
    // The first screen of the file compiles its code: a busy machine may take longer than 5 s.
    expect(
      await screen.findByRole('region', { name: 'Abiertos ahora' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recuentos' })).toBeVisible();
    expect(screen.getByText('1 de 2 contados')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Historial' })).toHaveTextContent(
      'Recuento completo · 1 sin contar · 1 sin coste',
    );
    expect(screen.getByRole('radio', { name: 'Una comprobación puntual' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Abrir el recuento' })).toBeVisible();
    expect(englishLeft([countsMessages], screen.getByRole('main'))).toEqual([]);
  }, 30_000);

  it('shows a count and its close confirmation in Spanish', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    show(`counts/${open.id}`);
    expect(
      await screen.findByRole('region', { name: 'Por persona' }, { timeout: 15_000 }),
    ).toHaveTextContent('Alex Kim1 artículo');
    expect(screen.getByRole('region', { name: 'Por zona de almacenamiento' })).toHaveTextContent(
      'Sin zona de almacenamiento0 de 1 contados',
    );
    expect(screen.getByText('Sin contar todavía')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cerrar el recuento' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar este recuento?' });
    expect(dialog).toHaveTextContent('1 artículo sin contar conserva su cantidad y queda marcado.');
    expect(within(dialog).getByRole('button', { name: 'Dejarlo abierto' })).toBeVisible();
    expect(englishLeft([countsMessages], document.body)).toEqual([]);
  }, 30_000);

  it('says a closed count’s quantities in Spanish, the unit agreeing with the number', async () => {
    setLanguage('es');
    const done = makeDetail(makeClosedCount({ id: open.id }), [
      makeLine({ item_name: 'Gin', quantity: 5, cost_per_unit: 20, counted: true }),
      makeLine({ item_name: 'Tonic', unit: 'can', quantity: 1, cost_per_unit: 0.5625 }),
    ]);
    stubApi({ [`GET /api/counts/${open.id}`]: () => jsonResponse(done) });
    renderRoute(`/dashboard/${BAR.id}/counts/${open.id}`);
    const list = await screen.findByRole('list', { name: 'Artículos' }, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/5 botellas × 20,00\sUS\$/);
    expect(items[1]?.textContent).toMatch(/1 lata × 0,563\sUS\$/);
  }, 30_000);

  it('records waste and shows an open count on the stock list in Spanish', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    show('stocklist');
    expect(await screen.findByText('1 de 2 contados', {}, { timeout: 15_000 })).toBeVisible();
    // The row's unit in Spanish.
    expect(within(screen.getByRole('button', { name: /^Gin/ })).getByText('botella')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Registrar merma de Gin' }));
    const sheet = screen.getByRole('dialog', { name: 'Merma: Gin' });
    // The unit in Spanish.
    expect(within(sheet).getByLabelText('Cantidad perdida (botella)')).toHaveValue('1');
    expect(within(sheet).getByRole('radio', { name: 'Rotura' })).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: 'Consumo del personal' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Guardar' }));
    expect(within(sheet).getByText('Elige una causa.')).toBeVisible();
    expect(englishLeft([wasteMessages, inventoryMessages], document.body)).toEqual([]);
    await user.click(within(sheet).getByRole('radio', { name: 'Rotura' }));
    await user.click(within(sheet).getByRole('button', { name: 'Guardar' }));
    // What was lost, the unit in Spanish agreeing with the number.
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((each) => each.message)).toContain(
        'Gin: merma de 2 botellas (Rotura).',
      ),
    );
  }, 30_000);
});
