import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '#web/test/fetch.ts';
import {
  acceptUpdate,
  belowParChip,
  gin,
  isUpdate,
  lemons,
  moveOn,
  openStocklist,
  quantityOf,
  resetBetweenTests,
  shownNames,
  unfold,
  vodka,
} from './test-stocklist.tsx';

resetBetweenTests();

describe('stock list, below par', () => {
  it('shows only what is below par from ?filter=below-par, and keeps a row counted up to par', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, router } = openStocklist(acceptUpdate, '?filter=below-par');
    await screen.findByLabelText('Quantity of Rioja');
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['Rioja']);
    const progress = screen.getByRole('region', { name: 'Counting progress' });
    expect(progress).toHaveTextContent('0 of 1 counted in Bar');
    expect(progress).not.toHaveTextContent('Walk-in');

    await user.click(quantityOf('Rioja'));
    await user.keyboard('6{Enter}');
    moveOn();
    await waitFor(() => expect(bodyOf(calls.find(isUpdate))).toMatchObject({ quantity: 6 }));
    expect(await screen.findByText('Rioja: 1 → 6')).toBeVisible();
    // At par now, yet still here to correct a mistyped number: the set was taken on entry.
    expect(shownNames()).toEqual(['Rioja']);
    expect(screen.queryByText(/Below par \(/)).not.toBeInTheDocument();
    expect(screen.getByText('Counted')).toBeVisible();
    await unfold(user);
    expect(screen.getByRole('region', { name: 'Counting progress' })).toHaveTextContent(
      '1 of 1 counted in Bar',
    );

    await user.click(belowParChip());
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(shownNames()).toEqual(['Gin', 'Vodka', 'Rioja', 'Lemons']));
    expect(screen.getByRole('region', { name: 'Counting progress' })).toHaveTextContent(
      '1 of 3 counted in Bar',
    );

    // On again: decided afresh, and nothing is below par any more.
    await user.click(belowParChip());
    expect(router.state.location.search).toBe('?filter=below-par');
    expect(await screen.findByText('Nothing is below par.')).toBeVisible();
    expect(shownNames()).toEqual([]);
  });

  it('says when nothing is below par, with a way to show everything', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = openStocklist(acceptUpdate, '?filter=below-par', [gin, vodka, lemons]);
    expect(await screen.findByText('Nothing is below par.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all items' }));
    await waitFor(() => expect(shownNames()).toEqual(['Gin', 'Vodka', 'Lemons']));
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('');
  });

  it('turns the filter off to jump to a scanned item that is not below par', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist(acceptUpdate, '?filter=below-par');
    await screen.findByLabelText('Quantity of Rioja');
    await user.type(screen.getByRole('searchbox'), `${vodka.barcode ?? ''}{Enter}`);
    await waitFor(() => expect(quantityOf('Vodka')).toHaveFocus());
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'false');
    expect(shownNames()).toContain('Gin');
  });
});
