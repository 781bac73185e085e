import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BAR, KITCHEN } from '#web/test/auth-fixtures.ts';
import { emptyResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import {
  gin,
  lemons,
  names,
  openAt,
  openItems,
  resetBetweenTests,
  rioja,
  spirits,
  table,
  vodka,
  wine,
} from './test-items.ts';

resetBetweenTests();

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

  it('names the units in the plural and a price per millilitre to its fraction of a cent', async () => {
    const cases = makeItem({ name: 'Tonic', quantity: 20, unit: 'bottle' });
    const one = makeItem({ name: 'Cognac', quantity: 1, unit: 'bottle', par_level: null });
    const syrup = makeItem({
      name: 'Syrup',
      quantity: 210.5263,
      unit: 'ml',
      cost_per_unit: 0.0213,
    });
    openItems({}, [cases, one, syrup]);
    const row = async (name: string) =>
      (await screen.findByRole('rowheader', { name })).closest('tr');
    expect(await row('Tonic')).toHaveTextContent('20 bottles');
    expect(await row('Cognac')).toHaveTextContent(/1 bottle(?!s)/);
    const syrupRow = await row('Syrup');
    expect(syrupRow).toHaveTextContent('210.53 ml');
    expect(syrupRow).toHaveTextContent('0.0213');
  });

  it('sorts by a column and filters', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    openItems();
    await screen.findByRole('table');
    expect(names()).not.toContain('Old rum');
    await user.click(screen.getByLabelText('Show archived'));
    await waitFor(() => expect(names()).toContain('Old rum'));
  });

  it('archives an item after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
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

  it('opens the item named in ?edit= (a costing problem links there)', async () => {
    stubApi({
      'GET /api/inventory': () => jsonResponse([gin, lemons]),
      'GET /api/inventory/categories': () => jsonResponse([spirits, wine]),
    });
    const { router } = renderRoute(`/dashboard/${BAR.id}/items?edit=${lemons.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lemons' });
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('is read-only for staff', async () => {
    openAt(KITCHEN);
    openItems({}, [{ ...gin, location_id: KITCHEN.id }]);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Add an item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });
});
