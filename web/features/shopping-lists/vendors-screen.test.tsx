import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vendor } from '#contract/vendors.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { makeVendor } from './test-fixtures.ts';

type Routes = Record<string, (call: FetchCall) => Response | Promise<Response>>;

function openVendors(vendors: Vendor[], routes: Routes = {}) {
  let current = vendors;
  const stub = stubApi({
    'GET /api/vendors': () => jsonResponse(current),
    [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(BAR)),
    ...routes,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/shopping-lists/vendors`);
  return { ...stub, ...view, setVendors: (next: Vendor[]) => (current = next) };
}

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('vendors', () => {
  it('lists vendors with their terms and delivery days', async () => {
    openVendors([makeVendor({ name: 'Metro Drinks', delivery_days: [1, 4], minimum_order: 150 })]);
    const card = (await screen.findByRole('link', { name: 'Metro Drinks' })).closest(
      'li',
    ) as HTMLElement;
    expect(card).toHaveTextContent('2 catalogue lines · minimum order €150.00 · 2 days lead time');
    expect(card).toHaveTextContent('Mon, Thu');
  });

  it('adds a vendor with its delivery days and a minimum typed with a comma', async () => {
    const user = userEvent.setup();
    const created = makeVendor({ name: 'Green Farm' });
    const { calls, setVendors } = openVendors([], {
      'POST /api/vendors': () => {
        setVendors([created]);
        return jsonResponse(created, 201);
      },
    });
    expect(await screen.findByText('No vendors yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a vendor' });
    await user.type(within(dialog).getByLabelText('Name'), 'Green Farm');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-address');
    await user.type(within(dialog).getByLabelText(/^Minimum order/), '75,5');
    await user.type(within(dialog).getByLabelText(/^Lead time/), '1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add the vendor' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'hello@farm.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add the vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      location_id: BAR.id,
      name: 'Green Farm',
      contact_name: null,
      email: 'hello@farm.example',
      phone: null,
      address: null,
      website: null,
      notes: null,
      lead_time_days: 1,
      minimum_order: 75.5,
      delivery_days: [2, 6],
    });
    expect(await screen.findByRole('link', { name: 'Green Farm' })).toBeInTheDocument();
  });

  it('puts a duplicate name on the name field', async () => {
    const user = userEvent.setup();
    openVendors([], {
      'POST /api/vendors': () => errorResponse(409, 'CONFLICT', 'A vendor with this name exists'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a vendor' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Metro');
    await user.click(within(dialog).getByRole('button', { name: 'Add the vendor' }));
    expect(await within(dialog).findByText('A vendor with this name exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('hides adding from staff, and offers to retry a failed load', async () => {
    const user = userEvent.setup();
    resetAuth();
    signIn([{ ...BAR, role: 'staff' }]);
    let fail = true;
    openVendors([], {
      'GET /api/vendors': () =>
        fail ? errorResponse(500, 'INTERNAL_ERROR', 'boom') : jsonResponse([makeVendor()]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The vendors could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Add a vendor' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Metro Drinks' })).toBeInTheDocument();
  });
});
