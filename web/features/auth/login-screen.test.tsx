import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { BAR, KITCHEN, makeUser, resetAuth } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth('signed-out'));
afterEach(() => vi.unstubAllGlobals());

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign in', () => {
  it('checks the fields with the contract schema before calling the server', async () => {
    const { calls } = stubApi({});
    renderRoute('/login');
    await fillIn('not-an-email', '');

    // The check loads with the first use of the form (lazy-resolver.ts): its messages follow.
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('clears the cached data, signs in and lands on the first location', async () => {
    const user = makeUser([KITCHEN, BAR]);
    const seenAtCall: { cached: unknown; session: unknown; notifications: number }[] = [];
    const { calls } = stubApi({
      'POST /api/auth/login': () => {
        seenAtCall.push({
          cached: queryClient.getQueryData(['inventory', BAR.id]),
          session: useAuthStore.getState().session,
          notifications: useNotificationStore.getState().notifications.length,
        });
        return jsonResponse({ token: 'fresh-token', user });
      },
    });
    const { router, queryClient } = renderRoute('/login');
    queryClient.setQueryData(['inventory', BAR.id], [{ id: 'left-over' }]);
    useNotificationStore
      .getState()
      .notify({ type: 'success', message: 'Count saved', undoAction: () => undefined });

    await fillIn('  Sam@Example.com ', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${KITCHEN.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The order of §4: the previous data was gone before the sign-in call went out…
    expect(seenAtCall).toEqual([{ cached: undefined, session: null, notifications: 0 }]);
    expect(bodyOf(calls[0])).toEqual({
      email: 'Sam@Example.com',
      password: 'correct horse battery',
    });
    // …and the session and locations are stored from the answer.
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-in',
      session: { access_token: 'fresh-token', expires_in: 3600 },
      locations: [KITCHEN, BAR],
    });
  });

  it('goes to the location picker when the user has no location', async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse({ token: 't', user: makeUser([]) }),
    });
    const { router } = renderRoute('/login');
    await fillIn('sam@example.com', 'correct horse battery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your locations' })).toBeVisible();
  });

  it("shows the server's message for wrong credentials and stays signed out", async () => {
    stubApi({
      'POST /api/auth/login': () => errorResponse(401, 'UNAUTHORIZED', 'Invalid email or password'),
    });
    const { router } = renderRoute('/login');
    await fillIn('sam@example.com', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', session: null });
  });

  it('says how long to wait after too many attempts', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        errorResponse(429, 'RATE_LIMITED', 'Too many attempts. Please wait and try again.', {
          headers: { 'Retry-After': '90' },
        }),
    });
    renderRoute('/login');
    await fillIn('sam@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
  });

  it('says "Login failed" when the server breaks', async () => {
    stubApi({ 'POST /api/auth/login': () => errorResponse(500, 'INTERNAL_ERROR', 'Boom') });
    renderRoute('/login');
    await fillIn('sam@example.com', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('puts a field error of a 422 on its field', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Invalid body', {
          details: [{ path: 'email', message: 'Use at most 254 characters' }],
        }),
    });
    renderRoute('/login');
    await fillIn('sam@example.com', 'correct horse battery');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Use at most 254 characters',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the forgotten-password and sign-up pages', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
