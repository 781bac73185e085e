import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const NEW = { id: '7c1d0c2e-0000-4000-8000-0000000000ff', name: 'Rooftop', role: 'owner' as const };

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

describe('adding a location', () => {
  it('needs a name before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderRoute('/add-location');
    await user.click(await screen.findByRole('button', { name: 'Create the location' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/^Enter a name/);
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
  });

  it('creates it, adds it to the list and opens its onboarding', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/locations': () => jsonResponse(makeLocation(NEW), 201),
    });
    const { router } = renderRoute('/add-location');
    expect(await screen.findByLabelText('Currency')).toHaveValue('USD');
    await user.type(screen.getByLabelText('Name'), '  Rooftop ');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Create the location' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/${NEW.id}/onboarding`),
    );
    const post = calls.find((call) => call.init.method === 'POST');
    expect(bodyOf(post)).toEqual({
      name: 'Rooftop',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      address: null,
    });
    expect(useAuthStore.getState().locations).toEqual([BAR, NEW]);
  });

  it("puts the server's 422 details on their fields", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/locations': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Invalid', {
          details: [{ path: 'name', message: 'You already have a location with this name' }],
        }),
    });
    renderRoute('/add-location');
    await user.type(await screen.findByLabelText('Name'), 'The Back Bar');
    await user.click(screen.getByRole('button', { name: 'Create the location' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/^You already have/),
    );
    expect(useAuthStore.getState().locations).toEqual([BAR]);
  });
});
