import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { List } from '#contract/shopping-lists.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeCategory, makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeList, makeListItem, makeVendor, summaryOf } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

const metro = makeVendor({ name: 'Metro Drinks' });
const farm = makeVendor({ name: 'Green Farm' });
const spirits = makeCategory({ name: 'Spirits' });
const produce = makeCategory({ name: 'Produce' });

const drafted = summaryOf(
  makeList({
    name: 'Metro Drinks order',
    vendor_id: metro.id,
    vendor_name: metro.name,
    items: [makeListItem(), makeListItem()],
    estimated_total: 42.5,
  }),
);
const unpriced = summaryOf(
  makeList({
    name: 'Odds and ends',
    items: [makeListItem({ unit_price: null })],
    has_unpriced_lines: true,
  }),
);
const sent = summaryOf(
  makeList({
    name: 'Farm order',
    status: 'sent',
    vendor_id: farm.id,
    vendor_name: farm.name,
    sent_at: '2026-11-21T09:00:00.000Z',
    sent_to: 'hello@farm.example',
    items: [makeListItem()],
  }),
);

function openLists(lists: List[], routes: Routes = {}, path = '') {
  const stub = stubApi({
    'GET /api/shopping-lists': () => jsonResponse(lists),
    'GET /api/vendors': () => jsonResponse([metro, farm]),
    'GET /api/inventory': () =>
      jsonResponse([
        makeItem({ storage_area: 'Bar' }),
        makeItem({ name: 'Basil', storage_area: 'Walk-in' }),
      ]),
    'GET /api/inventory/categories': () => jsonResponse([spirits, produce]),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/shopping-lists${path}`);
  return { ...stub, ...view };
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('shopping lists', () => {
  it('shows drafts, sent and received lists apart, with totals that never make up a 0', async () => {
    const user = userEvent.setup();
    openLists([drafted, unpriced, sent]);
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    await waitFor(() => expect(within(drafts).getAllByRole('listitem')).toHaveLength(2));
    expect(within(drafts).getByText('Metro Drinks order').closest('li')).toHaveTextContent(
      '€42.50',
    );
    expect(within(drafts).getByText('Odds and ends').closest('li')).toHaveTextContent('no price');
    expect(screen.getByRole('button', { name: 'Drafts (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Sent (1)' }));
    const sentSection = screen.getByRole('region', { name: 'Sent' });
    expect(within(sentSection).getByText('Farm order').closest('li')).toHaveTextContent(
      'to hello@farm.example',
    );
    await user.click(screen.getByRole('button', { name: 'Received (0)' }));
    expect(screen.getByText('No deliveries received yet.')).toBeInTheDocument();
  });

  it('orders what is below par with the vendor, category and storage area filters', async () => {
    const user = userEvent.setup();
    const made = summaryOf(
      makeList({
        name: 'Metro Drinks: below par',
        vendor_id: metro.id,
        vendor_name: metro.name,
        items: [makeListItem(), makeListItem(), makeListItem()],
      }),
    );
    const { calls } = openLists([], {
      'POST /api/shopping-lists/generate': () => jsonResponse([made], 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Order what is below par' }));
    const dialog = screen.getByRole('dialog', { name: 'Order what is below par' });
    await user.selectOptions(within(dialog).getByLabelText('Vendor'), 'Metro Drinks');
    await within(dialog).findByRole('option', { name: 'Walk-in' });
    await user.selectOptions(within(dialog).getByLabelText('Storage area'), 'Walk-in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Produce' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make the lists' }));

    expect(await screen.findByText('1 draft list made.')).toBeInTheDocument();
    const result = screen.getByRole('dialog', { name: 'Order what is below par' });
    expect(within(result).getByRole('link', { name: 'Metro Drinks: below par' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/shopping-lists/${made.id}`,
    );
    expect(result).toHaveTextContent('Metro Drinks, 3 lines');
    expect(within(result).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      vendor_id: metro.id,
      category_ids: [produce.id],
      storage_area: 'Walk-in',
      language: 'en',
    });
  });

  it('says when nothing is below par', async () => {
    const user = userEvent.setup();
    const { calls } = openLists([], {
      'POST /api/shopping-lists/generate': () => jsonResponse([], 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Order what is below par' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make the lists' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nothing to order: no item is at or below its reorder point.',
    );
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      language: 'en',
    });
  });

  it('starts a list by hand and opens it', async () => {
    const user = userEvent.setup();
    const created = makeList({ name: 'Party', vendor_id: farm.id, vendor_name: farm.name });
    const { calls, router } = openLists([], {
      'POST /api/shopping-lists': () => jsonResponse(summaryOf(created), 201),
      [`GET /api/shopping-lists/${created.id}`]: () => jsonResponse(created),
      [`GET /api/vendors/${farm.id}`]: () => jsonResponse(farm),
    });
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the list' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Party');
    await within(dialog).findByRole('option', { name: 'Green Farm' });
    await user.selectOptions(within(dialog).getByLabelText('Vendor'), 'Green Farm');
    await user.click(within(dialog).getByRole('button', { name: 'Make the list' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/dashboard/${BAR.id}/shopping-lists/${created.id}`,
      ),
    );
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      name: 'Party',
      vendor_id: farm.id,
      notes: null,
    });
  });

  it('hides the manager’s actions from staff', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    openLists([drafted]);
    await screen.findByText('Metro Drinks order');
    expect(
      screen.queryByRole('button', { name: 'Order what is below par' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New list' })).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a way to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    openLists([], {
      'GET /api/shopping-lists': () =>
        fail ? errorResponse(503, 'INTERNAL_ERROR', 'down') : jsonResponse([drafted]),
    });
    expect(await screen.findByText('Loading the lists…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The lists could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Metro Drinks order')).toBeInTheDocument();
  });
});

describe('shopping lists, in Spanish', () => {
  it('names the tabs, counts the lines and says who got the order in Spanish', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    openLists([drafted, unpriced, sent]);
    expect(await screen.findByRole('heading', { name: 'Listas de compra' })).toBeVisible();
    const drafts = await screen.findByRole('region', { name: 'Borradores' });
    await waitFor(() => expect(within(drafts).getAllByRole('listitem')).toHaveLength(2));
    expect(within(drafts).getByText('Metro Drinks order').closest('li')).toHaveTextContent(
      'Metro Drinks · 2 líneas',
    );
    expect(within(drafts).getByText('Odds and ends').closest('li')).toHaveTextContent(
      'Sin proveedor · 1 línea',
    );
    expect(within(drafts).getByText('Odds and ends').closest('li')).toHaveTextContent('sin precio');
    expect(
      screen.getByRole('button', { name: 'Pedir lo que está por debajo del mínimo' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enviadas (1)' }));
    const sentSection = screen.getByRole('region', { name: 'Enviadas' });
    expect(within(sentSection).getByText('Farm order').closest('li')).toHaveTextContent(
      /Enviada el .+ a hello@farm\.example/,
    );
    await user.click(screen.getByRole('button', { name: 'Recibidas (0)' }));
    expect(screen.getByText('Todavía no se ha recibido ninguna entrega.')).toBeVisible();
  });

  it('asks for the lists below par in Spanish, so they are named and noted in it', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    const { calls } = openLists([], {
      'POST /api/shopping-lists/generate': () => jsonResponse([], 201),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Pedir lo que está por debajo del mínimo' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Crear las listas' }));
    await screen.findByRole('status');
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      language: 'es',
    });
  });
});
