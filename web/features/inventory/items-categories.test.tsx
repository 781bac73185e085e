import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BAR } from '#web/test/auth-fixtures.ts';
import { bodyOf, emptyResponse, jsonResponse } from '#web/test/fetch.ts';
import { makeCategory } from '#web/test/inventory-fixtures.ts';
import { openItems, resetBetweenTests, spirits, wine } from './test-items.ts';

resetBetweenTests();

describe('items screen, categories', () => {
  it('adds, renames, moves and deletes categories', async () => {
    const user = userEvent.setup({ delay: null });
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
