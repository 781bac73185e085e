// How a sent list's email goes: queued, sent, failed with the reason and a Retry for those who
// may send; in English and Spanish.
import { screen, waitFor, within } from '@testing-library/react';
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
import { draft, gin, metro, openList, resetBetweenTests } from './test-list.ts';

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
    const lead = await screen.findByText(
      'The order email to orders@metro.example is queued to be tried again.',
    );
    expect(lead.closest('[role="status"]')).toHaveTextContent(
      'The order email to orders@metro.example is queued to be tried again.' +
        'The last try failed: connect ECONNREFUSED',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when it was sent', async () => {
    openList(sentList({ state: 'sent', attempts: 1, sent_at: '2026-11-21T09:01:00.000Z' }));
    expect(
      await screen.findByText(/^The order email to orders@metro\.example was sent on .+\.$/),
    ).toBeVisible();
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
      await screen.findByText('The order email to orders@metro.example could not be sent.'),
    ).toBeVisible();
    // The mail server's own words, as they came, below ours.
    expect(
      screen.getByText('The mail server answered: 550 5.1.1 mailbox unavailable'),
    ).toBeVisible();
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'The order email to orders@metro.example is queued to be tried again.',
      ),
    ).toBeVisible();
    expect(screen.getByText('The last try failed: 550 5.1.1 mailbox unavailable')).toBeVisible();
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
    expect(await screen.findByText(/answered: 550 5\.1\.1 mailbox unavailable/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a received list’s credit request email once, in its Credit request section', async () => {
    openList(
      draft({
        status: 'received',
        sent_at: '2026-11-21T09:00:00.000Z',
        received_at: '2026-11-22T08:00:00.000Z',
        credit_requested_at: '2026-11-22T08:05:00.000Z',
        items: [{ ...gin, received_quantity: 1 }],
        mail: mail({ kind: 'credit-request' }),
      }),
    );
    const credit = await screen.findByRole('region', { name: 'Credit request' });
    const queued =
      'The credit request email to orders@metro.example is queued: it will be sent shortly.';
    expect(within(credit).getByRole('status')).toHaveTextContent(queued);
    expect(screen.getAllByText(queued)).toHaveLength(1);
  });

  it('reads in Spanish: a Spanish sentence leads, the mail server’s reason follows as it came', async () => {
    setLanguage('es');
    try {
      openList(sentList(failure));
      const lead = await screen.findByText(
        'No se pudo enviar el correo del pedido a orders@metro.example.',
      );
      expect(lead).toBeVisible();
      expect(lead.closest('[role="status"]')).toHaveTextContent(
        'No se pudo enviar el correo del pedido a orders@metro.example.' +
          'Respuesta del servidor de correo: 550 5.1.1 mailbox unavailable',
      );
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      // None of our English framing is left on the screen: only the server's own words.
      const shown = lead.closest('[role="status"]')?.textContent ?? '';
      for (const english of ['email', 'failed', 'queued', 'mail server', ' to ', 'answered']) {
        expect(shown.replace('550 5.1.1 mailbox unavailable', '')).not.toContain(english);
      }
      await waitFor(() => expect(englishLeft([shoppingMessages])).toEqual([]));
    } finally {
      setLanguage('en');
    }
  });

  it('reads in Spanish when queued again, and the outbox’s own reason in Spanish too', async () => {
    setLanguage('es');
    try {
      openList(sentList({ attempts: 2, last_error: 'unknown error' }));
      expect(
        await screen.findByText(
          'El correo del pedido a orders@metro.example está en cola para volver a intentarlo.',
        ),
      ).toBeVisible();
      expect(screen.getByText('El último intento falló: error desconocido')).toBeVisible();
      await waitFor(() => expect(englishLeft([shoppingMessages])).toEqual([]));
    } finally {
      setLanguage('en');
    }
  });
});
