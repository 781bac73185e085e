import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorItem } from '#contract/vendors.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeVendor, makeVendorItem } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

const metro = makeVendor({ name: 'Metro Drinks' });
const gin = makeItem({ name: 'London Dry Gin' });
// A case of 24 at 18.50: 0.7708 a can.
const fentimans = makeVendorItem({
  vendor_id: metro.id,
  name: 'Fentimans Tonic 24 × 200 ml',
  pack_size: 24,
  price: 18.5,
});
const made = makeItem({ name: 'Fentimans Tonic', unit: 'can', cost_per_unit: 0.7708 });

function openVendor(routes: Routes) {
  let lines: VendorItem[] = [fentimans];
  const stub = stubApi({
    [`GET /api/vendors/${metro.id}`]: () => jsonResponse(metro),
    [`GET /api/vendors/${metro.id}/items`]: () => jsonResponse(lines),
    [`GET /api/vendors/${metro.id}/stats`]: () =>
      jsonResponse({
        item_count: 1,
        preferred_item_count: 0,
        order_count: 0,
        open_order_count: 0,
        total_spend: 0,
        last_order_at: null,
      }),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    'GET /api/inventory': () => jsonResponse([gin]),
    [`GET /api/shopping-lists/vendor/${metro.id}`]: () => jsonResponse([]),
    [`PUT /api/vendors/items/${fentimans.id}`]: () => {
      lines = [{ ...fentimans, inventory_item_id: made.id, inventory_item_name: made.name }];
      return jsonResponse(lines[0]);
    },
    ...routes,
  });
  renderRoute(`/dashboard/${BAR.id}/shopping-lists/vendors/${metro.id}`);
  return stub;
}

async function openNewItemForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Link an item for Fentimans Tonic/ }));
  const dialog = screen.getByRole('dialog', { name: /Link Fentimans Tonic/ });
  await user.click(within(dialog).getByRole('button', { name: /make a new item/ }));
  return within(dialog).getByRole('form', { name: 'A new inventory item' });
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('linking a catalogue line no item matches', () => {
  it('makes a new item from the line (its name, its price per unit) and links the line to it', async () => {
    const user = userEvent.setup();
    const { calls } = openVendor({ 'POST /api/inventory/add-item': () => jsonResponse(made, 201) });
    const form = await openNewItemForm(user);
    expect(within(form).getByLabelText('Item name')).toHaveValue('Fentimans Tonic 24 × 200 ml');
    expect(within(form).getByLabelText(/Cost per unit/)).toHaveValue('0.7708');

    await user.click(within(form).getByRole('button', { name: 'Make the item and link it' }));
    expect(await within(form).findByText('Enter a unit')).toBeVisible();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    const name = within(form).getByLabelText('Item name');
    await user.clear(name);
    await user.type(name, 'Fentimans Tonic');
    await user.type(within(form).getByLabelText(/^Unit/), 'can');
    await user.click(within(form).getByRole('button', { name: 'Make the item and link it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      name: 'Fentimans Tonic',
      unit: 'can',
      cost_per_unit: 0.7708,
    });
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toEqual({
      inventory_item_id: made.id,
    });
  });

  it('puts the server’s refusal on its field and links nothing', async () => {
    const user = userEvent.setup();
    const { calls } = openVendor({
      'POST /api/inventory/add-item': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Please check your input and try again.', {
          details: [{ path: 'name', message: 'An item with this name already exists' }],
        }),
    });
    const form = await openNewItemForm(user);
    await user.type(within(form).getByLabelText(/^Unit/), 'can');
    await user.click(within(form).getByRole('button', { name: 'Make the item and link it' }));
    expect(await within(form).findByText('An item with this name already exists')).toBeVisible();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
  });
});
