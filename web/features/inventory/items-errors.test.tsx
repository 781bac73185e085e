import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('items screen errors', () => {
  it('puts 422 details on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/inventory': () => jsonResponse([makeItem()]),
      'GET /api/inventory/categories': () => jsonResponse([]),
      'POST /api/inventory/add-item': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Check the fields', {
          details: [{ path: 'sku', message: 'This SKU is used by Gin' }],
        }),
    });
    renderRoute(`/dashboard/${BAR.id}/items`);
    await user.click(await screen.findByRole('button', { name: 'Add an item' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Rum');
    await user.type(within(dialog).getByLabelText(/^SKU/), 'G-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add the item' }));
    const sku = within(dialog).getByLabelText(/^SKU/);
    await waitFor(() => expect(sku).toHaveAccessibleDescription('This SKU is used by Gin'));
    expect(sku).toHaveFocus();
  });

  it('shows an empty state, and a failed load with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    stubApi({
      'GET /api/inventory': () =>
        fail ? errorResponse(500, 'INTERNAL', 'Boom') : jsonResponse([]),
      'GET /api/inventory/categories': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/items`);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('The items could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(/No items yet\./)).toBeInTheDocument();
  });
});
