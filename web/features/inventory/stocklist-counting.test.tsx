import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, errorResponse, headerOf } from '#web/test/fetch.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import {
  gin,
  isUpdate,
  moveOn,
  openStocklist,
  quantityOf,
  resetBetweenTests,
} from './test-stocklist.tsx';

resetBetweenTests();

describe('stock list, counting', () => {
  it('posts + as a count with the version and an idempotency key, and shows the new number', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    expect(quantityOf('Gin')).toHaveValue('5');
    moveOn();
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    const post = calls.find(isUpdate);
    expect(post?.url).toBe(`/api/inventory/update/${gin.id}`);
    expect(bodyOf(post)).toEqual({ quantity: 5, reason: 'count', version: 1 });
    expect(headerOf(post, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Gin: 4 → 5')).toBeVisible();
  });

  it('commits a typed quantity on Enter and moves to the next item', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openStocklist();
    await user.click(await screen.findByLabelText('Quantity of Gin'));
    await user.keyboard('2.5{Enter}');
    expect(quantityOf('Vodka')).toHaveFocus();
    moveOn();
    await waitFor(() => expect(bodyOf(calls.find(isUpdate))).toMatchObject({ quantity: 2.5 }));
    expect(quantityOf('Gin')).toHaveValue('2.5');
    // The blur that Enter caused does not send the count a second time.
    expect(calls.filter(isUpdate)).toHaveLength(1);
  });

  it('one undo per item goes back to where its quick taps started, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    // One notification, updated in place: from where the taps started to where they ended.
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    expect(screen.getByText('Gin: 4 → 7')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(quantityOf('Gin')).toHaveValue('4');
    expect(await screen.findByText('Gin is back to 4.')).toBeVisible();
    moveOn();
    expect(useCountOutbox.getState().pending).toEqual([]);
    expect(calls.filter(isUpdate)).toEqual([]);
  });

  it('shows one count and its undo at a time: counting another item moves on', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Vodka' }));
    await user.click(screen.getByRole('button', { name: 'One more Rioja' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1));
    expect(screen.getByText('Rioja: 1 → 2')).toBeVisible();
    expect(screen.queryByText('Gin: 4 → 5')).toBeNull();
    expect(screen.queryByText(/^Vodka:/)).toBeNull();
  });

  it('undo after the count went posts the previous quantity with reason undo', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(2));
    const [first, undo] = calls.filter(isUpdate);
    expect(bodyOf(undo)).toEqual({ quantity: 4, reason: 'undo', version: 2 });
    expect(headerOf(undo, 'Idempotency-Key')).not.toBe(headerOf(first, 'Idempotency-Key'));
    await waitFor(() => expect(quantityOf('Gin')).toHaveValue('4'));
  });

  it('says so when a typed count is below 0 or not a number, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openStocklist();
    await user.click(await screen.findByLabelText('Quantity of Gin'));
    await user.keyboard('{Control>}a{/Control}-3{Enter}');
    expect(await screen.findByText('Gin stays at 4: a count cannot be below 0.')).toBeVisible();
    // The counter stays on the row to type it again.
    expect(quantityOf('Gin')).toHaveFocus();
    expect(quantityOf('Gin')).toHaveValue('4');
    await user.keyboard('{Control>}a{/Control}abc');
    await user.click(quantityOf('Vodka'));
    expect(await screen.findByText('Gin stays at 4: “abc” is not a number.')).toBeVisible();
    moveOn();
    expect(calls.filter(isUpdate)).toEqual([]);
  });

  it('names the full units of a part count in the plural, and its total with its unit', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist();
    await user.click(await screen.findByRole('button', { name: /^Gin/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Full bottles')).toHaveValue('4');
    expect(within(dialog).getByText('4 bottles')).toBeVisible();
  });

  it('rolls back when the update fails', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist(() => errorResponse(422, 'VALIDATION_ERROR', 'Use a number'));
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    expect(await screen.findByText(/Gin was not saved/)).toBeVisible();
    expect(quantityOf('Gin')).toHaveValue('4');
  });
});
