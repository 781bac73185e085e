import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingListEntry } from '#contract/auth.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { BAR, makeUser, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { callsOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const ANA: WaitingListEntry = {
  id: '5a0e0000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana',
  venue_name: 'Bar Ana',
  note: 'Two venues in Lisbon',
  status: 'pending',
  approved_at: null,
  created_at: '2026-01-05T10:00:00.000Z',
};
const BEN: WaitingListEntry = {
  ...ANA,
  id: '5a0e0000-0000-4000-8000-000000000002',
  email: 'ben@example.com',
  name: null,
  venue_name: null,
  note: null,
  status: 'approved',
  approved_at: '2026-01-03T10:00:00.000Z',
  created_at: '2026-01-02T10:00:00.000Z',
};

function signInAdmin() {
  useAuthStore
    .getState()
    .setSignedIn({ token: 'admin', user: { ...makeUser([BAR]), is_admin: true } });
}

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

describe('waiting list for administrators', () => {
  it('refuses a user who is not an administrator, without asking the server', async () => {
    signIn([BAR]);
    const { calls } = stubApi({});
    renderRoute('/admin/waiting-list');
    expect(await screen.findByText('Not allowed')).toBeVisible();
    expect(screen.getByText(/Only Barback administrators/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('shows the menu entry to administrators only', async () => {
    const user = userEvent.setup();
    signIn([BAR]);
    const { unmount } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Waiting list' })).not.toBeInTheDocument();
    unmount();

    signInAdmin();
    renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Waiting list' })).toHaveAttribute(
      'href',
      '/admin/waiting-list',
    );
  });

  it('lists the entries, waiting first, and approves one', async () => {
    const user = userEvent.setup();
    signInAdmin();
    const { calls } = stubApi({
      'GET /api/admin/waiting-list': () => jsonResponse([BEN, ANA]),
      [`POST /api/admin/waiting-list/${ANA.id}/approve`]: () =>
        jsonResponse({ ...ANA, status: 'approved', approved_at: '2026-01-06T09:00:00.000Z' }),
    });
    renderRoute('/admin/waiting-list');

    const entries = await screen.findAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'ana@example.com',
      'ben@example.com',
    ]);
    expect(screen.getByText('1 person waiting, 1 approved.')).toBeVisible();
    const ana = within(entries[0] as HTMLElement);
    expect(ana.getByText('Bar Ana')).toBeVisible();
    expect(ana.getByText('Two venues in Lisbon')).toBeVisible();
    expect(ana.getByText('Waiting')).toBeVisible();
    expect(within(entries[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(ana.getByRole('button', { name: 'Approve ana@example.com' }));
    expect(await ana.findByRole('status')).toHaveTextContent(
      'Approved: a sign-up link is on its way to ana@example.com.',
    );
    expect(callsOf(calls)).toContain(`POST /api/admin/waiting-list/${ANA.id}/approve`);
    await waitFor(() => expect(screen.getByText('0 people waiting, 2 approved.')).toBeVisible());
  });

  it('counts and names in Spanish, with the plural forms of Spanish', async () => {
    const user = userEvent.setup();
    signInAdmin();
    stubApi({
      'GET /api/admin/waiting-list': () => jsonResponse([BEN, ANA]),
      [`POST /api/admin/waiting-list/${ANA.id}/approve`]: () =>
        jsonResponse({ ...ANA, status: 'approved', approved_at: '2026-01-06T09:00:00.000Z' }),
    });
    setLanguage('es');
    try {
      renderRoute('/admin/waiting-list');
      expect(await screen.findByText('1 persona esperando, 1 aprobada.')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Lista de espera', level: 1 })).toBeVisible();
      const ana = within((await screen.findAllByRole('article'))[0] as HTMLElement);
      expect(ana.getByText('En espera')).toBeVisible();

      await user.click(ana.getByRole('button', { name: 'Aprobar a ana@example.com' }));
      expect(await ana.findByRole('status')).toHaveTextContent(
        'Aprobada: un enlace para registrarse va de camino a ana@example.com.',
      );
      await waitFor(() =>
        expect(screen.getByText('0 personas esperando, 2 aprobadas.')).toBeVisible(),
      );
    } finally {
      setLanguage('en');
    }
  });

  it('says when nobody is waiting', async () => {
    signInAdmin();
    stubApi({ 'GET /api/admin/waiting-list': () => jsonResponse([]) });
    renderRoute('/admin/waiting-list');
    expect(await screen.findByText(/Nobody is on the waiting list/)).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    signInAdmin();
    stubApi({ 'GET /api/admin/waiting-list': () => errorResponse(500, 'INTERNAL_ERROR', 'x') });
    renderRoute('/admin/waiting-list');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The waiting list could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows "not allowed" when the server refuses (403)', async () => {
    signInAdmin();
    stubApi({
      'GET /api/admin/waiting-list': () =>
        errorResponse(403, 'FORBIDDEN', "You don't have permission to perform this action."),
    });
    renderRoute('/admin/waiting-list');
    expect(await screen.findByText('Not allowed')).toBeVisible();
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});
