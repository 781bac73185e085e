import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import type { RefusedCount } from '#web/lib/stores/count-outbox.ts';
import { BAR } from '#web/test/auth-fixtures.ts';
import { errorResponse } from '#web/test/fetch.ts';
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
afterEach(() => {
  cleanup();
  setLanguage('en');
});

const refusedSection = () => screen.findByRole('region', { name: /not saved|no se ha guardado/ });

/** A count of gin the server refused with a 403 that a renewed sign-in did not change. */
function forbiddenGin(): RefusedCount {
  const userId = useAuthStore.getState().user?.id ?? '';
  const countedAt = new Date(2026, 10, 26, 14, 2).getTime();
  const refusal: RefusedCount = {
    count: {
      key: 'key-1',
      userId,
      locationId: BAR.id,
      itemId: gin.id,
      itemName: gin.name,
      quantity: 5,
      reason: 'count',
      version: gin.version,
      attempts: 0,
      retryAt: 0,
      countedAt,
    },
    why: 'forbidden',
    refusedAt: countedAt + 60_000,
  };
  useCountOutbox.setState({ refused: [refusal] });
  return refusal;
}

describe('stock list, a count the server refused', () => {
  it('stays on screen with the item, number, time and reason until dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist(() => errorResponse(422, 'VALIDATION_ERROR', 'Use a number'));
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();

    const section = await refusedSection();
    expect(within(section).getByRole('heading')).toHaveTextContent('1 count was not saved');
    expect(section).toHaveTextContent(/Gin: 5, counted .*\d\d/);
    expect(section).toHaveTextContent('The server did not accept this number.');
    // Retrying cannot change a 422: only a way to dismiss it.
    expect(within(section).queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(quantityOf('Gin')).toHaveValue('4');

    // By keyboard: the dismiss button is reachable and answers Enter.
    const dismiss = within(section).getByRole('button', { name: 'Dismiss: the count of Gin' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: /not saved/ })).toBeNull());
    expect(useCountOutbox.getState().refused).toEqual([]);
  });

  it('is still shown after a reload', async () => {
    openStocklist();
    const refusal = forbiddenGin();
    await refusedSection();
    const kept = localStorage.getItem('count-outbox') ?? '';

    cleanup();
    useCountOutbox.setState({ refused: [] });
    localStorage.setItem('count-outbox', kept);
    await useCountOutbox.persist.rehydrate();
    expect(useCountOutbox.getState().refused).toEqual([refusal]);
    openStocklist();
    expect(await refusedSection()).toHaveTextContent('Gin: 5');
  });

  it('can be sent again when the refusal was about access, and goes', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = openStocklist(acceptUpdate);
    forbiddenGin();
    const section = await refusedSection();
    expect(section).toHaveTextContent('You no longer have access to count at this location.');
    const retry = within(section).getByRole('button', { name: 'Try again: the count of Gin' });
    expect(retry).toHaveClass('min-h-11', 'min-w-11');
    await user.click(retry);

    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: /not saved/ })).toBeNull());
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(quantityOf('Gin')).toHaveValue('5');
  });

  it('is told in Spanish', async () => {
    setLanguage('es');
    openStocklist();
    forbiddenGin();
    // The Spanish messages load on demand: wait for them.
    const section = await screen.findByRole('region', { name: '1 recuento no se ha guardado' });
    expect(section).toHaveTextContent('Gin: 5, contado');
    expect(section).toHaveTextContent('Ya no tienes acceso para contar en este local.');
    expect(
      within(section).getByRole('button', { name: 'Descartar: el recuento de Gin' }),
    ).toBeInTheDocument();
  });
});
