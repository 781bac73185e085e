import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

const listItem = (ref: typeof BAR, member_count: number) => ({
  ...ref,
  currency: 'USD',
  timezone: 'UTC',
  member_count,
});

describe('location selection', () => {
  it('shows a card per location with its role and member count', async () => {
    signIn([BAR, KITCHEN]);
    stubApi({
      'GET /api/locations': () => jsonResponse([listItem(BAR, 4), listItem(KITCHEN, 1)]),
    });
    renderRoute('/dashboard');
    const bar = await screen.findByRole('link', { name: /The Back Bar/ });
    expect(bar).toHaveAttribute('href', `/dashboard/${BAR.id}`);
    expect(bar).toHaveTextContent('Owner');
    expect(bar).toHaveTextContent('4 members');
    expect(screen.getByRole('link', { name: /Kitchen/ })).toHaveTextContent('Staff1 member');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Add a location' })).toHaveAttribute(
      'href',
      '/add-location',
    );
    expect(main.getByRole('link', { name: 'Join with a code' })).toHaveAttribute(
      'href',
      '/join-location',
    );
  });

  it('goes straight to the only location, replacing the history entry', async () => {
    signIn([BAR]);
    stubApi({ 'GET /api/locations': () => jsonResponse([listItem(BAR, 2)]) });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${BAR.id}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to add or join when the user has no location', async () => {
    signIn([]);
    stubApi({ 'GET /api/locations': () => jsonResponse([]) });
    renderRoute('/dashboard');
    expect(await screen.findByText(/not part of any location yet/)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a location' })).toBeVisible();
  });

  it('says when the list could not be loaded and retries', async () => {
    signIn([BAR, KITCHEN]);
    let fail = true;
    stubApi({
      'GET /api/locations': () =>
        fail
          ? errorResponse(500, 'INTERNAL_ERROR', 'boom')
          : jsonResponse([listItem(BAR, 1), listItem(KITCHEN, 1)]),
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: /Kitchen/ })).toBeVisible();
  });
});
