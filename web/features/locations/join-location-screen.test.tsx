import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '#contract/auth.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const TERRACE: LocationRef = {
  id: '7c1d0c2e-0000-4000-8000-000000000003',
  name: 'The Terrace',
  role: 'staff',
};

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
});
afterEach(() => vi.unstubAllGlobals());

async function redeem(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Invite code'), code);
  await user.click(screen.getByRole('button', { name: 'Join the location' }));
}

describe('joining a location with an invite code', () => {
  it('adds only the new location and opens its dashboard', async () => {
    // The answer lists all of the user's locations, the one just joined among them.
    const { calls } = stubApi({
      'POST /api/auth/redeem-invite': () =>
        jsonResponse({ locations: [{ ...BAR, name: 'Renamed elsewhere' }, TERRACE, KITCHEN] }),
    });
    const { router } = renderRoute('/join-location');
    await redeem(' k7m2pq9xht ');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${TERRACE.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(bodyOf(calls[0])).toEqual({ inviteCode: 'k7m2pq9xht' });
    expect(useAuthStore.getState().locations).toEqual([BAR, KITCHEN, TERRACE]);
    expect(useAuthStore.getState().user?.locations).toEqual([BAR, KITCHEN, TERRACE]);
  });

  it('says so when the code is for a location the user is already in', async () => {
    stubApi({
      'POST /api/auth/redeem-invite': () => jsonResponse({ locations: [BAR, KITCHEN] }),
    });
    const { router } = renderRoute('/join-location');
    await redeem('K7M2PQ9XHT');
    expect(await screen.findByRole('status')).toHaveTextContent(/already belong/);
    expect(router.state.location.pathname).toBe('/join-location');
    expect(useAuthStore.getState().locations).toEqual([BAR, KITCHEN]);
  });

  it("shows the server's message on the field", async () => {
    stubApi({
      'POST /api/auth/redeem-invite': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'This invite code is invalid or has expired', {
          details: [{ path: 'inviteCode', message: 'This invite code is invalid or has expired' }],
        }),
    });
    renderRoute('/join-location');
    await redeem('K7M2PQ9XHT');
    await waitFor(() =>
      expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription(
        /^This invite code is invalid or has expired/,
      ),
    );
  });

  it('says "Failed to redeem invite code" when the server breaks', async () => {
    stubApi({ 'POST /api/auth/redeem-invite': () => errorResponse(500, 'INTERNAL_ERROR', 'x') });
    renderRoute('/join-location');
    await redeem('K7M2PQ9XHT');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to redeem invite code$/);
  });

  it('needs a code (contract schema)', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderRoute('/join-location');
    await user.click(await screen.findByRole('button', { name: 'Join the location' }));
    expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription(
      /^Enter an invite code/,
    );
    expect(calls).toHaveLength(0);
  });
});
