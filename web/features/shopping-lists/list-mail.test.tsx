// How a sent list's email goes: queued, sent, failed with the reason and a Retry for those who
// may send; in English and Spanish.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListMail } from '#contract/shopping-lists.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { BAR, signIn } from '#web/test/auth-fixtures.ts';
import { englishLeft } from '#web/test/english-left.ts';
import { errorResponse, jsonResponse } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { fixtureId } from '#web/test/inventory-fixtures.ts';
import { draft, metro, openList, resetBetweenTests } from './test-list.ts';

resetBetweenTests();

const mail = (overrides: Partial<ListMail> = {}): ListMail => ({
  id: fixtureId('8b8b8b8b'),
  kind: 'order',
  recipient: metro.email ?? '',
  state: 'queued',
  attempts: 0,
  last_error: null,
  sent_at: null,
  ...overrides,
});

const sentList = (overrides: Partial<ListMail> = {}) =>
  draft({
    status: 'sent',
    sent_at: '2026-11-21T09:00:00.000Z',
    sent_to: metro.email,
    mail: mail(overrides),
  });

const failure = {
  state: 'failed',
  attempts: 8,
  last_error: '550 5.1.1 mailbox unavailable',
} as const;

describe("a sent list's email", () => {
  it('says it is queued, and after a failed try why', async () => {
    openList(sentList({ attempts: 1, last_error: 'connect ECONNREFUSED' }));
    expect(
      await screen.findByText(/Order email to orders@metro\.example: queued/),
    ).toHaveTextContent(
      'Order email to orders@metro.example: queued, the last try failed: connect ECONNREFUSED',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when it was sent', async () => {
    openList(sentList({ state: 'sent', attempts: 1, sent_at: '2026-11-21T09:01:00.000Z' }));
    expect(await screen.findByText(/Order email to orders@metro\.example: sent/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows why it failed, and Retry queues it again', async () => {
    const user = userEvent.setup({ delay: null });
    const list = sentList(failure);
    const { calls } = openList(list, {
      [`POST /api/shopping-lists/${list.id}/mail/retry`]: () =>
        jsonResponse({ ...list, mail: mail({ last_error: failure.last_error }) }),
    });
    expect(
      await screen.findByText(
        'Order email to orders@metro.example: failed: 550 5.1.1 mailbox unavailable',
      ),
    ).toBeVisible();
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Order email to orders@metro.example: queued, the last try failed: 550 5.1.1 mailbox unavailable',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(1);
  });

  it('says so when the Retry is refused, and keeps the button', async () => {
    const user = userEvent.setup({ delay: null });
    const list = sentList(failure);
    openList(list, {
      [`POST /api/shopping-lists/${list.id}/mail/retry`]: () =>
        errorResponse(409, 'CONFLICT', 'This list has no email that failed to go.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This list has no email that failed to go.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('offers no Retry to staff, who may not send', async () => {
    const staff = { ...BAR, role: 'staff' as const };
    signIn([staff]);
    openList(sentList(failure), {
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation(staff)),
    });
    expect(await screen.findByText(/failed: 550 5\.1\.1 mailbox unavailable/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('reads in Spanish, the mail server’s reason as it came', async () => {
    setLanguage('es');
    try {
      openList(sentList(failure));
      expect(
        await screen.findByText(
          'Correo del pedido a orders@metro.example: no enviado: 550 5.1.1 mailbox unavailable',
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await waitFor(() => expect(englishLeft([shoppingMessages])).toEqual([]));
    } finally {
      setLanguage('en');
    }
  });
});
