import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, errorResponse, headerOf } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
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

describe('stock list, without losing a count', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const waitingBanner = () => screen.findByText(/saved on this phone, not sent yet/);

  it('keeps a count through a dead connection and sends it, same key, once back online', async () => {
    const user = userEvent.setup({ delay: null });
    let connected = false;
    const { calls } = openStocklist((call) => (connected ? acceptUpdate(call) : offline()));
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    expect(await waitingBanner()).toHaveTextContent(
      '1 count is saved on this phone, not sent yet. They go as soon as the connection is back.',
    );
    expect(quantityOf('Gin')).toHaveValue('5');
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.queryByText(/was not saved/)).not.toBeInTheDocument();
    expect(localStorage.getItem('count-outbox')).toContain(gin.id);

    connected = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/not sent yet/)).not.toBeInTheDocument());
    const posts = calls.filter(isUpdate);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((post) => headerOf(post, 'Idempotency-Key'))).size).toBe(1);
    expect(bodyOf(posts.at(-1))).toEqual({ quantity: 5, reason: 'count', version: 1 });
    expect(quantityOf('Gin')).toHaveValue('5');
    expect(JSON.parse(localStorage.getItem('count-outbox') ?? '{}').state.pending).toEqual([]);
  });

  it('still has the count after the page is reloaded, shows it and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist(offline);
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    await waitingBanner();
    const kept = localStorage.getItem('count-outbox') ?? '';
    const key = JSON.parse(kept).state.pending[0].key as string;

    // A new page: nothing in memory, the same localStorage.
    cleanup();
    useCountOutbox.setState({ pending: [] });
    localStorage.setItem('count-outbox', kept);
    await useCountOutbox.persist.rehydrate();
    let answer: (response: Response) => void = () => undefined;
    const { calls } = openStocklist(() => new Promise<Response>((resolve) => (answer = resolve)));
    // Shown over the server's 4 before the server has it.
    await waitFor(() => expect(quantityOf('Gin')).toHaveValue('5'));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    const post = calls.find(isUpdate);
    expect(headerOf(post, 'Idempotency-Key')).toBe(key);
    answer(acceptUpdate(post as FetchCall));
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(quantityOf('Gin')).toHaveValue('5');
  });

  it('waits out a server error instead of undoing the count, and "Send now" tries at once', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    const { calls } = openStocklist((call) =>
      failing ? errorResponse(503, 'INTERNAL_ERROR', 'Down for a moment') : acceptUpdate(call),
    );
    await user.click(await screen.findByRole('button', { name: 'One less Vodka' }));
    moveOn();
    await waitingBanner();
    expect(quantityOf('Vodka')).toHaveValue('3');
    failing = false;
    const sent = calls.filter(isUpdate).length;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(calls.filter(isUpdate).length).toBeGreaterThan(sent));
    await waitFor(() => expect(screen.queryByText(/not sent yet/)).not.toBeInTheDocument());
  });

  it('sends one item’s counts in order, each on the version the one before brought back', async () => {
    const user = userEvent.setup({ delay: null });
    const answers: ((response: Response) => void)[] = [];
    const { calls } = openStocklist(
      () => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    // On its way, the first count is never joined: this tap is a count of its own.
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    expect(quantityOf('Gin')).toHaveValue('6');
    moveOn();
    answers[0]?.(acceptUpdate(calls.filter(isUpdate)[0] as FetchCall));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(2));
    expect(bodyOf(calls.filter(isUpdate)[1])).toEqual({ quantity: 6, reason: 'count', version: 2 });
    answers[1]?.(acceptUpdate(calls.filter(isUpdate)[1] as FetchCall));
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(quantityOf('Gin')).toHaveValue('6');
  });

  it('on a conflict drops the item’s later counts too and offers the last number given', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = { ...gin, quantity: 10, version: 7 };
    let answerFirst: (response: Response) => void = () => undefined;
    let first = true;
    const { calls } = openStocklist((call) => {
      if (!first) return acceptUpdate(call);
      first = false;
      return new Promise<Response>((resolve) => (answerFirst = resolve));
    });
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    moveOn();
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    answerFirst(errorResponse(409, 'CONFLICT', 'Changed', { details: { item: theirs } }));
    const dialog = await screen.findByRole('alertdialog', { name: /Gin was changed/ });
    expect(within(dialog).getByRole('button', { name: 'Use mine (6)' })).toBeVisible();
    expect(useCountOutbox.getState().pending).toEqual([]);
    expect(calls.filter(isUpdate)).toHaveLength(1);
  });
});
