import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WasteBody } from '#contract/stock-updates.ts';
import { bodyOf, errorResponse, headerOf, jsonResponse } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { gin, isUpdate, openStocklist, quantityOf, resetBetweenTests } from './test-stocklist.tsx';

resetBetweenTests();

const isWaste = (call: FetchCall) => call.url === `/api/inventory/${gin.id}/waste`;

/** Answers waste like the server: the quantity less the waste, the version one higher. */
function acceptWaste(call: FetchCall) {
  const body = bodyOf(call) as WasteBody;
  const quantity = gin.quantity - Number(body.quantity);
  return jsonResponse({
    item: { ...gin, quantity, version: gin.version + 1 },
    update: makeStockUpdate({
      item_id: gin.id,
      reason: 'waste',
      cause: body.cause,
      delta: -Number(body.quantity),
      previous_quantity: gin.quantity,
      new_quantity: quantity,
    }),
  });
}

function openWithWaste(answer: (call: FetchCall) => Response | Promise<Response> = acceptWaste) {
  const view = openStocklist();
  const { calls } = view;
  // The stock list's stub answers the items; the waste goes to its own route.
  const fetchMock = vi.mocked(fetch);
  const listAnswer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init = {}) => {
    const call = { url: String(input), init };
    if (isWaste(call)) {
      calls.push(call);
      return answer(call);
    }
    return (listAnswer as typeof fetch)(input, init);
  });
  return view;
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  // The first screen of the file compiles its code: a busy machine may take longer than 5 s.
  const action = await screen.findByRole(
    'button',
    { name: 'Record waste of Gin' },
    { timeout: 15_000 },
  );
  await user.click(action);
  return screen.getByRole('dialog', { name: 'Waste: Gin' });
}

describe('stock list, waste', () => {
  it('records waste in two taps and a cause: amount, cause, note, one idempotency key', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openWithWaste();
    const sheet = await openSheet(user);
    const amount = within(sheet).getByLabelText('Amount wasted (bottle)');
    expect(amount).toHaveValue('1');
    expect(amount).toHaveFocus();
    expect(within(sheet).getByText('4 on hand.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '0.5');
    await user.click(within(sheet).getByRole('radio', { name: 'Breakage' }));
    await user.type(within(sheet).getByLabelText('Note'), 'Dropped behind the bar');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find(isWaste);
    expect(post?.init.method).toBe('POST');
    expect(bodyOf(post)).toEqual({
      quantity: 0.5,
      cause: 'breakage',
      note: 'Dropped behind the bar',
    });
    expect(headerOf(post, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(quantityOf('Gin')).toHaveValue('3.5');
    // The unit agrees with the number (issue: "20 bottle").
    expect(await screen.findByText('Gin: 0.5 bottles wasted (Breakage).')).toBeVisible();
  });

  it('asks for a cause and an amount above 0 before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openWithWaste();
    const sheet = await openSheet(user);
    await user.clear(within(sheet).getByLabelText('Amount wasted (bottle)'));
    await user.type(within(sheet).getByLabelText('Amount wasted (bottle)'), '0');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByText('Enter an amount above 0, such as 1 or 0.5.')).toBeVisible();
    expect(within(sheet).getByText('Pick a cause.')).toBeVisible();
    expect(calls.filter(isWaste)).toEqual([]);
  });

  it('puts the server’s refusal of the amount on the amount', async () => {
    const user = userEvent.setup({ delay: null });
    openWithWaste(() =>
      errorResponse(422, 'VALIDATION_ERROR', 'Validation failed', {
        details: [{ path: 'quantity', message: 'Only 4 bottle on hand' }],
      }),
    );
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Spill' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Only 4 bottle on hand')).toBeVisible();
    expect(within(sheet).getByLabelText('Amount wasted (bottle)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(quantityOf('Gin')).toHaveValue('4');
  });

  it('offline, says the waste is not saved and keeps the sheet to save again', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openWithWaste();
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Comp' }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      within(sheet).getByText(
        'You are offline. Waste is only saved with a connection: nothing was recorded. Save again once you are back online.',
      ),
    ).toBeVisible();
    expect(calls.filter(isWaste)).toEqual([]);

    // Back online, the same sheet saves it.
    online.mockReturnValue(true);
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter(isWaste)).toHaveLength(1));
    expect(bodyOf(calls.find(isWaste))).toEqual({ quantity: 1, cause: 'comp' });
    online.mockRestore();
  });

  it('sends a Save tried again after a lost answer under the same key', async () => {
    const user = userEvent.setup({ delay: null });
    let lose = true;
    const { calls } = openWithWaste((call) => {
      if (lose) return Promise.reject(new TypeError('Failed to fetch'));
      return acceptWaste(call);
    });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Expired' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText(/^You are offline\./)).toBeVisible();
    lose = false;
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = calls.filter(isWaste);
    expect(headerOf(second, 'Idempotency-Key')).toBe(headerOf(first, 'Idempotency-Key'));
  });

  it('sends a count of the item just made before the waste, so the waste rests on it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openWithWaste();
    await user.click(
      await screen.findByRole('button', { name: 'One more Gin' }, { timeout: 15_000 }),
    );
    // The count is held for another tap: nothing has gone yet.
    expect(calls.filter(isUpdate)).toEqual([]);
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Spill' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const order = calls.filter((call) => isUpdate(call) || isWaste(call)).map(isWaste);
    expect(order).toEqual([false, true]);
  });
});
