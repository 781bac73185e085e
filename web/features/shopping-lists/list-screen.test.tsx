import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeListItem, makeVendorItem } from './test-fixtures.ts';
import {
  draft,
  gin,
  lemons,
  metro,
  openList,
  resetBetweenTests,
  tonic,
  totalBox,
} from './test-list.ts';

resetBetweenTests();

describe('a shopping list', () => {
  it('adjusts packs with a comma and shows the exact total live, then saves the line', async () => {
    const user = userEvent.setup({ delay: null });
    let list = draft();
    const { calls } = openList(list, {
      [`GET /api/shopping-lists/${list.id}`]: () => jsonResponse(list),
      [`PUT /api/shopping-lists/items/${gin.id}`]: (call) => {
        const saved = { ...gin, ...(bodyOf(call) as object), line_total: 45 };
        list = { ...list, items: [saved, tonic, lemons], estimated_total: 60 };
        return jsonResponse(saved);
      },
    });
    const packs = await screen.findByLabelText('Packs of Gin');
    // 2 × 10 + 3 × 5, the unpriced lemons not counted as 0.
    await waitFor(() => expect(totalBox()).toHaveTextContent('€35.00'));
    expect(totalBox()).toHaveTextContent('1 line has no price and is not counted.');
    expect(screen.getByText(/Total of Lemons/).parentElement).toHaveTextContent('no price');
    expect(totalBox()).toHaveTextContent('Minimum order €100.00: €65.00 short');

    await user.clear(packs);
    await user.type(packs, '4,5');
    // Before anything is saved: 4.5 × 10 + 15.
    expect(totalBox()).toHaveTextContent('€60.00');
    expect(totalBox()).toHaveTextContent('€40.00 short');
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);

    await user.tab();
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put)).toEqual({ quantity: 4.5 });
    await waitFor(() => expect(packs).toHaveValue('4.5'));
    expect(totalBox()).toHaveTextContent('€60.00');
  });

  it('marks a typed amount it cannot read, says why, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openList(draft());
    const price = await screen.findByLabelText('Price per pack of Tonic');
    await user.clear(price);
    await user.type(price, '5,x');
    await user.tab();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter a number, e.g. 2 or 0,5');
    await user.clear(price);
    await user.type(price, '1.234,5');
    expect(price).toHaveAccessibleDescription(
      'Type it without thousands separators: 1234,5 or 1234.5',
    );
    const packs = screen.getByLabelText('Packs of Tonic');
    await user.clear(packs);
    await user.type(packs, '0');
    expect(packs).toHaveAccessibleDescription('Use a number above 0');
    await user.keyboard('{Escape}');
    expect(packs).not.toHaveAttribute('aria-invalid');
    expect(packs).not.toHaveAccessibleDescription();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
  });

  it('adds a line from the vendor’s catalogue, or of free text', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    const ginItem = makeItem({ name: 'London Dry Gin' });
    const case6 = makeVendorItem({
      vendor_id: metro.id,
      name: 'Gin 6 × 70 cl',
      price: 90,
      inventory_item_id: ginItem.id,
      inventory_item_name: ginItem.name,
    });
    const { calls } = openList(list, {
      [`GET /api/vendors/${metro.id}/items`]: () => jsonResponse([case6]),
      'GET /api/inventory': () => jsonResponse([ginItem]),
      [`POST /api/shopping-lists/${list.id}/items`]: (call) =>
        jsonResponse(makeListItem({ ...(bodyOf(call) as object) }), 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a line' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a line' });
    await within(dialog).findByRole('option', { name: 'Gin 6 × 70 cl — €90.00' });
    await user.selectOptions(
      within(dialog).getByLabelText('What to buy'),
      'Gin 6 × 70 cl — €90.00',
    );
    await user.clear(within(dialog).getByLabelText('Packs'));
    await user.type(within(dialog).getByLabelText('Packs'), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add the line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      quantity: 1.5,
      vendor_item_id: case6.id,
      inventory_item_id: ginItem.id,
    });

    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    dialog = screen.getByRole('dialog', { name: 'Add a line' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the line' }));
    expect(within(dialog).getByText('Pick an item or enter a name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Ice');
    await user.type(within(dialog).getByLabelText(/^Price per pack/), '4,2');
    await user.click(within(dialog).getByRole('button', { name: 'Add the line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.filter((call) => call.init.method === 'POST')[1])).toEqual({
      quantity: 1,
      unit_price: 4.2,
      name: 'Ice',
    });
  });

  it('shows staff the list without edit, send or delete controls', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    openList(draft());
    await screen.findByText('Gin');
    expect(screen.queryByLabelText('Packs of Gin')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // Staff shop and receive.
    expect(screen.getByRole('link', { name: 'Shopping mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receive the delivery' })).toBeInTheDocument();
  });

  it('reads each line in packs, or in the item’s units agreeing with the number', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    // Without a vendor, in the item's own cans at a price below a euro.
    const cans = makeListItem({
      name: 'Soda',
      quantity: 3,
      pack_size: 1,
      unit: 'can',
      unit_price: 0.5625,
    });
    openList(draft({ items: [gin, cans] }));
    const ginLine = (await screen.findByText('Gin')).closest('li');
    expect(ginLine).toHaveTextContent('6 bottles per pack');
    expect(ginLine).toHaveTextContent('2 packs × €10.00');
    expect(screen.getByText('Soda').closest('li')).toHaveTextContent('3 cans × €0.563');
  });

  it('and in Spanish', async () => {
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    setLanguage('es');
    try {
      const cans = makeListItem({
        name: 'Soda',
        quantity: 1,
        pack_size: 1,
        unit: 'can',
        unit_price: 0.5625,
      });
      openList(draft({ items: [gin, cans] }));
      const ginLine = (await screen.findByText('Gin')).closest('li');
      await waitFor(() => expect(ginLine).toHaveTextContent('6 botellas por paquete'));
      expect(ginLine?.textContent).toMatch(/2 paquetes × 10,00\s€/);
      expect(screen.getByText('Soda').closest('li')?.textContent).toMatch(/1 lata × 0,563\s€/);
    } finally {
      setLanguage('en');
    }
  });

  it('does not claim the vendor has no email when the vendor did not load', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    openList(list, {
      [`GET /api/vendors/${metro.id}`]: () => errorResponse(500, 'INTERNAL_ERROR', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveTextContent('The vendor could not be loaded, so where the order goes'),
    );
    expect(dialog).not.toHaveTextContent('No email');
  });

  it('offers to try again when the list does not load, and says when it is gone', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    let fail = true;
    openList(list, {
      [`GET /api/shopping-lists/${list.id}`]: () =>
        fail ? errorResponse(500, 'INTERNAL_ERROR', 'boom') : jsonResponse(list),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Packs of Gin')).toBeInTheDocument();
    cleanup();

    openList(list, {
      [`GET /api/shopping-lists/${list.id}`]: () =>
        errorResponse(404, 'NOT_FOUND', 'List not found'),
    });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
  });
});
