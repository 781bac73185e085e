// The stock list, the Items screen and the change log in the second language when it is
// chosen; and the item form's amounts read by the rule of every other form.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGES } from '#web/lib/amounts.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { changelogMessages } from '#web/lib/i18n/locales/en/changelog.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { bodyOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeCategory, makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { useCountingSession } from './counting-session.ts';

const spirits = makeCategory({ name: 'Spirits', sort_order: 0, item_count: 1 });
const gin = makeItem({ name: 'Gin', category_id: spirits.id, category: 'Spirits', quantity: 1 });
const lemons = makeItem({ name: 'Lemons', unit: 'kg', storage_area: null, par_level: null });

function open(path: string, routes: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi({
    'GET /api/inventory': () => jsonResponse([gin, lemons]),
    'GET /api/inventory/categories': () => jsonResponse([spirits]),
    ...routes,
  });
  renderRoute(`/dashboard/${BAR.id}/${path}`);
  return stub;
}

beforeEach(() => {
  Element.prototype.scrollTo = () => undefined;
  resetAuth();
  signIn([BAR]);
  useCountingSession.setState({ counted: {} });
});
afterEach(() => {
  cleanup();
  setLanguage('en');
  vi.unstubAllGlobals();
});

describe('inventory, translated', () => {
  it('counts the stock in Spanish', async () => {
    setLanguage('es');
    open('stocklist');

    expect(await screen.findByRole('heading', { name: 'Existencias' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Existencias · Barback'));
    expect(await screen.findByLabelText('Cantidad de Gin')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Uno más de Gin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solo por debajo del mínimo' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Busca o escanea un código de barras')).toBeInTheDocument();
    expect(screen.getByText('Por debajo del mínimo (2)')).toBeInTheDocument();
    // The items with no storage area, under a heading of the reader's language.
    expect(screen.getByRole('heading', { name: 'Sin zona de almacenamiento' })).toBeVisible();
    expect(screen.getByText('0 de 1 contados en Sin zona de almacenamiento')).toBeInTheDocument();
    expect(englishLeft([inventoryMessages, changelogMessages], screen.getByRole('main'))).toEqual(
      [],
    );
  });

  it('shows the items and their form in Spanish', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    open('items');

    expect(await screen.findByRole('heading', { name: 'Artículos' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Nombre' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Zona de almacenamiento' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 artículos');
    expect(screen.getByRole('heading', { name: 'Categorías' })).toBeInTheDocument();
    expect(screen.getByText('(1 artículo)')).toBeInTheDocument();
    expect(englishLeft([inventoryMessages, changelogMessages], screen.getByRole('main'))).toEqual(
      [],
    );

    await user.click(screen.getByRole('button', { name: 'Añadir un artículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir un artículo' });
    expect(within(dialog).getByLabelText(/^Nivel mínimo/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Añadir el artículo' })).toBeVisible();
    expect(englishLeft([inventoryMessages, changelogMessages], screen.getByRole('main'))).toEqual(
      [],
    );
  });

  it('lists the stock changes in Spanish', async () => {
    setLanguage('es');
    open('changelog', {
      'GET /api/inventory/updates/changelog': () =>
        jsonResponse([makeStockUpdate({ item_name: 'Gin', reason: 'receive', user_name: null })]),
    });

    expect(await screen.findByRole('heading', { name: 'Registro de cambios' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Cambios de existencias' });
    expect(within(list).getByText('Entrega recibida')).toBeInTheDocument();
    expect(within(list).getByText(/Una cuenta eliminada/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cualquier motivo' })).toBeInTheDocument();
    expect(englishLeft([inventoryMessages, changelogMessages], screen.getByRole('main'))).toEqual(
      [],
    );
  });
});

describe('the item form’s amounts', () => {
  it('says how to type "1.234,5" as every other form does, and still reads "0,5"', async () => {
    const user = userEvent.setup();
    const created = makeItem({ name: 'Mezcal', par_level: 0.5 });
    const { calls } = open('items', {
      'POST /api/inventory/add-item': () => jsonResponse(created, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an item' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mezcal');
    const par = within(dialog).getByLabelText(/^Par level/);
    await user.type(par, '1.234,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add the item' }));
    await waitFor(() => expect(par).toHaveAccessibleDescription(AMOUNT_MESSAGES.grouped));
    expect(within(dialog).queryByText(AMOUNT_MESSAGES.empty)).not.toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    await user.clear(par);
    await user.type(par, '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add the item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.init.method === 'POST');
    expect(bodyOf(post)).toMatchObject({ name: 'Mezcal', par_level: 0.5 });
  });
});
