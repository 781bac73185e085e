import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, emptyResponse, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeCategory, makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const spirits = makeCategory({ name: 'Spirits', sort_order: 0, item_count: 2 });
const wine = makeCategory({ name: 'Wine', sort_order: 1, item_count: 1 });
const gin = makeItem({ name: 'Gin', category_id: spirits.id, category: 'Spirits', quantity: 4 });
const vodka = makeItem({
  name: 'Vodka',
  category_id: spirits.id,
  category: 'Spirits',
  quantity: 9,
});
const rioja = makeItem({
  name: 'Rioja',
  category_id: wine.id,
  category: 'Wine',
  quantity: 1,
  par_level: 6,
});
const lemons = makeItem({ name: 'Lemons', unit: 'kg', storage_area: 'Walk-in', quantity: 2.5 });
const oldRum = makeItem({ name: 'Old rum', archived: true });

type Routes = Record<string, (call: FetchCall) => Response>;

function openItems(routes: Routes = {}, items: Item[] = [rioja, lemons, vodka, gin, oldRum]) {
  let current = items;
  const stub = stubApi({
    'GET /api/inventory': () => jsonResponse(current),
    'GET /api/inventory/categories': () => jsonResponse([spirits, wine]),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${signedInAt().id}/items`);
  return { ...stub, ...view, setItems: (next: Item[]) => (current = next) };
}

let location = BAR;
const signedInAt = () => location;

const table = () => screen.getByRole('table');
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/\(archived\)|Below par/g, '').trim());

beforeEach(() => {
  resetAuth();
  location = BAR;
  signIn([BAR, KITCHEN]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('items screen', () => {
  it('shows costs in the location’s currency, and a missing cost as missing', async () => {
    const priced = makeItem({ name: 'Cognac', cost_per_unit: 31.5 });
    const unpriced = makeItem({ name: 'Bitters', cost_per_unit: null });
    openItems(
      {
        [`GET /api/locations/${BAR.id}`]: () =>
          jsonResponse(makeLocation(BAR, { currency: 'EUR' })),
      },
      [priced, unpriced],
    );
    const euros = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' });
    const cognac = (await screen.findByRole('rowheader', { name: 'Cognac' })).closest('tr');
    await waitFor(() => expect(cognac).toHaveTextContent(euros.format(31.5)));
    const bitters = screen.getByRole('rowheader', { name: 'Bitters' }).closest('tr');
    expect(bitters).toHaveTextContent('—');
    expect(bitters).not.toHaveTextContent(euros.format(0));
  });

  it('sorts by a column and filters', async () => {
    const user = userEvent.setup();
    openItems();
    await screen.findByRole('table');
    expect(names()).toEqual(['Gin', 'Lemons', 'Rioja', 'Vodka']);
    await user.click(within(table()).getByRole('button', { name: 'Quantity' }));
    expect(names()).toEqual(['Rioja', 'Lemons', 'Gin', 'Vodka']);
    expect(within(table()).getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table()).getByRole('button', { name: 'Quantity' }));
    expect(names()).toEqual(['Vodka', 'Gin', 'Lemons', 'Rioja']);

    await user.selectOptions(screen.getByLabelText('Category'), 'Spirits');
    expect(names()).toEqual(['Vodka', 'Gin']);
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.type(screen.getByLabelText('Search'), 'lem');
    await waitFor(() => expect(names()).toEqual(['Lemons']));
    await user.clear(screen.getByLabelText('Search'));
    await user.click(screen.getByLabelText('Below par only'));
    await waitFor(() => expect(names()).toEqual(['Rioja']));
    await user.click(screen.getByLabelText('Below par only'));
    await user.selectOptions(screen.getByLabelText('Storage area'), 'Walk-in');
    await waitFor(() => expect(names()).toEqual(['Lemons']));
  });

  it('shows archived items only when asked', async () => {
    const user = userEvent.setup();
    openItems();
    await screen.findByRole('table');
    expect(names()).not.toContain('Old rum');
    await user.click(screen.getByLabelText('Show archived'));
    await waitFor(() => expect(names()).toContain('Old rum'));
  });

  it('creates an item with the contract body and shows it', async () => {
    const user = userEvent.setup();
    const created = makeItem({ name: 'Mezcal', quantity: 3, storage_area: 'Bar' });
    const { calls, setItems } = openItems({
      'POST /api/inventory/add-item': () => {
        setItems([rioja, lemons, vodka, gin, created]);
        return jsonResponse(created, 201);
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an item' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Name'), 'Mezcal');
    await user.type(within(dialog).getByLabelText(/^Category/), 'Agave');
    await user.clear(within(dialog).getByLabelText('Unit'));
    await user.type(within(dialog).getByLabelText('Unit'), 'bottle');
    await user.type(within(dialog).getByLabelText(/^Content per unit/), '700');
    await user.type(within(dialog).getByLabelText(/^Content unit/), 'ml');
    await user.clear(within(dialog).getByLabelText('Quantity on hand'));
    await user.type(within(dialog).getByLabelText('Quantity on hand'), '3');
    await user.type(within(dialog).getByLabelText(/^Par level/), '2');
    await user.type(within(dialog).getByLabelText(/^Cost per unit/), '31,5');
    await user.type(within(dialog).getByLabelText(/^Storage area/), 'Bar');
    await user.click(within(dialog).getByRole('button', { name: 'Add the item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.init.method === 'POST');
    expect(bodyOf(post)).toEqual({
      location_id: BAR.id,
      name: 'Mezcal',
      category: 'Agave',
      unit: 'bottle',
      unit_content: 700,
      unit_content_unit: 'ml',
      quantity: 3,
      par_level: 2,
      reorder_point: null,
      cost_per_unit: 31.5,
      storage_area: 'Bar',
      sku: null,
      barcode: null,
      notes: null,
      waste_percent: null,
      full_weight_g: null,
      empty_weight_g: null,
      allergens: {},
      conversions: [],
    });
    await waitFor(() => expect(names()).toContain('Mezcal'));
  });

  it('checks the fields with the contract before sending', async () => {
    const user = userEvent.setup();
    const { calls } = openItems();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Par level/), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add the item' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Use a number of 0 or more')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('puts a duplicate name (409) on the name field', async () => {
    const user = userEvent.setup();
    openItems({
      'POST /api/inventory/add-item': () =>
        errorResponse(409, 'DUPLICATE', 'An item called Gin already exists'),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Gin');
    await user.click(within(dialog).getByRole('button', { name: 'Add the item' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('An item called Gin already exists');
  });

  it('edits an item with a PUT', async () => {
    const user = userEvent.setup();
    const { calls } = openItems({
      [`PUT /api/inventory/${gin.id}`]: () => jsonResponse({ ...gin, par_level: 5, version: 2 }),
    });
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Edit Gin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gin' });
    expect(within(dialog).queryByLabelText('Quantity on hand')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Par level/));
    await user.type(within(dialog).getByLabelText(/^Par level/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({
      name: 'Gin',
      category: 'Spirits',
      par_level: 5,
      version: 1,
    });
  });

  it('leaves a reorder point that follows the par level empty, and saves it as null', async () => {
    const user = userEvent.setup();
    expect(gin).toMatchObject({ par_level: 2, reorder_point: 2, reorder_point_set: false });
    const { calls } = openItems({
      [`PUT /api/inventory/${gin.id}`]: () => jsonResponse({ ...gin, notes: 'Top', version: 2 }),
    });
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Edit Gin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gin' });
    const reorderPoint = within(dialog).getByLabelText(/^Reorder point/);
    expect(reorderPoint).toHaveValue('');
    expect(reorderPoint).toHaveAccessibleDescription('Empty: the par level is used.');
    expect(within(dialog).getByLabelText(/^Par level/)).toHaveValue('2');
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Top');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    // Not 2: sending the par level would pin the reorder point to it.
    expect(bodyOf(put)).toMatchObject({ par_level: 2, reorder_point: null, notes: 'Top' });
  });

  it('shows and sends back a reorder point of the item’s own', async () => {
    const user = userEvent.setup();
    const rum = makeItem({ name: 'Rum', par_level: 6, reorder_point: 2 });
    expect(rum.reorder_point_set).toBe(true);
    const { calls } = openItems(
      { [`PUT /api/inventory/${rum.id}`]: () => jsonResponse({ ...rum, version: 2 }) },
      [rum],
    );
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Edit Rum' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rum' });
    expect(within(dialog).getByLabelText(/^Reorder point/)).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({ par_level: 6, reorder_point: 2 });
  });

  it('archives an item after confirmation', async () => {
    const user = userEvent.setup();
    const { calls, setItems } = openItems({
      [`DELETE /api/inventory/${gin.id}`]: () => {
        setItems([rioja, lemons, vodka, { ...gin, archived: true }]);
        return emptyResponse();
      },
    });
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Archive Gin' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Archive Gin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(names()).not.toContain('Gin'));
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(true);
  });

  it('edits what recipes need: waste, a conversion and allergens', async () => {
    const user = userEvent.setup();
    const lemon = makeItem({
      name: 'Lemon',
      unit: 'each',
      unit_content: null,
      unit_content_unit: null,
      allergens: { sulphites: 'may_contain' },
    });
    const { calls } = openItems(
      { [`PUT /api/inventory/${lemon.id}`]: () => jsonResponse({ ...lemon, version: 2 }) },
      [lemon],
    );
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Edit Lemon' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Lemon' });
    await user.type(within(dialog).getByLabelText(/^Waste %/), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add a conversion' }));
    const conversion = within(dialog).getByRole('group', { name: 'Conversion 1' });
    await user.clear(within(conversion).getByLabelText('Amount of conversion 1'));
    await user.type(within(conversion).getByLabelText('Amount of conversion 1'), '1');
    await user.type(within(conversion).getByLabelText('Unit of conversion 1'), 'each');
    await user.type(within(conversion).getByLabelText('Equals, conversion 1'), '150');
    await user.type(within(conversion).getByLabelText('Equals unit of conversion 1'), 'g');
    await user.click(within(dialog).getByText(/^Allergens/));
    expect(within(dialog).getByLabelText('Sulphur dioxide and sulphites')).toHaveValue(
      'may_contain',
    );
    await user.selectOptions(within(dialog).getByLabelText('Eggs'), 'Contains');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({
      waste_percent: 12.5,
      conversions: [{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }],
      allergens: { eggs: 'contains', sulphites: 'may_contain' },
    });
  });

  it('refuses a conversion between the same unit before sending', async () => {
    const user = userEvent.setup();
    const { calls } = openItems();
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Edit Gin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gin' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a conversion' }));
    await user.type(within(dialog).getByLabelText('Unit of conversion 1'), 'g');
    await user.type(within(dialog).getByLabelText('Equals, conversion 1'), '2');
    await user.type(within(dialog).getByLabelText('Equals unit of conversion 1'), 'g');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Use two different units')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
  });

  it('opens the item named in ?edit= (a costing problem links there)', async () => {
    stubApi({
      'GET /api/inventory': () => jsonResponse([gin, lemons]),
      'GET /api/inventory/categories': () => jsonResponse([spirits, wine]),
    });
    const { router } = renderRoute(`/dashboard/${BAR.id}/items?edit=${lemons.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lemons' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('is read-only for staff', async () => {
    location = KITCHEN;
    openItems({}, [{ ...gin, location_id: KITCHEN.id }]);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Add an item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('adds, renames, moves and deletes categories', async () => {
    const user = userEvent.setup();
    const { calls } = openItems({
      'POST /api/inventory/categories': () => jsonResponse(makeCategory({ name: 'Beer' }), 201),
      [`PUT /api/inventory/categories/${spirits.id}`]: () => jsonResponse(spirits),
      [`PUT /api/inventory/categories/${wine.id}`]: () => jsonResponse(wine),
      [`DELETE /api/inventory/categories/${wine.id}`]: () => emptyResponse(),
    });
    const panel = await screen.findByRole('region', { name: 'Categories' });
    expect(within(panel).getByText('(2 items)')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('New category'), 'Beer');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(panel).getByLabelText('New category')).toHaveValue(''));
    const sent = (method: string, url: string) =>
      calls.filter((call) => call.init.method === method && call.url === url).map(bodyOf);
    expect(sent('POST', '/api/inventory/categories')).toEqual([
      { location_id: BAR.id, name: 'Beer', sort_order: 2 },
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Rename Spirits' }));
    const rename = within(panel).getByLabelText('New name for Spirits');
    await user.clear(rename);
    await user.type(rename, 'Liquor{Enter}');
    await waitFor(() => expect(within(panel).queryByLabelText('New name for Spirits')).toBeNull());
    expect(sent('PUT', `/api/inventory/categories/${spirits.id}`)).toEqual([{ name: 'Liquor' }]);

    await user.click(within(panel).getByRole('button', { name: 'Move Wine up' }));
    await waitFor(() =>
      expect(sent('PUT', `/api/inventory/categories/${wine.id}`)).toEqual([{ sort_order: 0 }]),
    );
    expect(sent('PUT', `/api/inventory/categories/${spirits.id}`)).toContainEqual({
      sort_order: 1,
    });

    await user.click(within(panel).getByRole('button', { name: 'Delete Wine' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Wine?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('DELETE', `/api/inventory/categories/${wine.id}`)).toHaveLength(1);
  });
});
