import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BAR } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import {
  gin,
  lemons,
  names,
  openItems,
  resetBetweenTests,
  rioja,
  table,
  vodka,
} from './test-items.ts';

resetBetweenTests();

describe('items screen, the item form', () => {
  it('checks the fields with the contract before sending', async () => {
    const user = userEvent.setup({ delay: null });
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

  it('creates an item with the contract body and shows it', async () => {
    const user = userEvent.setup({ delay: null });
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

  it('puts a duplicate name (409) on the name field', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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

  it('edits what recipes need: waste, a conversion and allergens', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
});
