import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, errorResponse } from '#web/test/fetch.ts';
import {
  acceptUpdate,
  gin,
  isUpdate,
  moveOn,
  openStocklist,
  quantityOf,
  resetBetweenTests,
} from './test-stocklist.tsx';

resetBetweenTests();

describe('stock list, when the item changed meanwhile', () => {
  it('on a 409 offers theirs or mine, and "Use mine" re-posts with the server’s version', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = { ...gin, quantity: 10, version: 7 };
    let answered = false;
    const { calls } = openStocklist((call) => {
      if (answered) return acceptUpdate(call);
      answered = true;
      return errorResponse(409, 'CONFLICT', 'That item changed meanwhile', {
        details: { item: theirs },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    const dialog = await screen.findByRole('alertdialog', { name: /Gin was changed/ });
    expect(within(dialog).getByRole('button', { name: 'Keep theirs (10)' })).toHaveFocus();
    // The unit agrees with the number: "10 bottles", not "10 bottle".
    expect(
      within(dialog).getByText('It is now 10 bottles. You counted 5. Which one is right?'),
    ).toBeVisible();
    expect(quantityOf('Gin')).toHaveValue('10');
    await user.click(within(dialog).getByRole('button', { name: 'Use mine (5)' }));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(2));
    expect(bodyOf(calls.filter(isUpdate)[1])).toEqual({ quantity: 5, reason: 'count', version: 7 });
    await waitFor(() => expect(quantityOf('Gin')).toHaveValue('5'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps theirs on Escape, and Tab stays inside the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = { ...gin, quantity: 10, version: 7 };
    const { calls } = openStocklist(() =>
      errorResponse(409, 'CONFLICT', 'Changed', { details: { item: theirs } }),
    );
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    const dialog = await screen.findByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Use mine (5)' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Keep theirs (10)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(quantityOf('Gin')).toHaveValue('10');
    expect(calls.filter(isUpdate)).toHaveLength(1);
  });
});
