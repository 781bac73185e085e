import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '#contract/constants.ts';
import { reloadAt } from '#web/lib/leave-app.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { BAR, makeUser, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import {
  bodyOf,
  callsOf,
  emptyResponse,
  errorResponse,
  jsonResponse,
  stubApi,
} from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

// Deleting the account ends with a fresh page load, which jsdom cannot do.
vi.mock('#web/lib/leave-app.ts', () => ({ reloadAt: vi.fn(), leaveApp: vi.fn() }));

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name });

describe('profile', () => {
  it('asks for the current password before changing the email', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'PUT /api/auth/user': () =>
        jsonResponse({ user: { ...makeUser([BAR]), email: 'sam@newbar.com' } }),
    });
    renderRoute('/account');
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(profile.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.clear(profile.getByLabelText('Email'));
    await user.type(profile.getByLabelText('Email'), 'sam@newbar.com');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(profile.getByLabelText('Current password')).toHaveAccessibleDescription(
      /^Enter your current password/,
    );
    expect(calls).toHaveLength(0);

    await user.type(profile.getByLabelText('Current password'), 'correct horse');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(bodyOf(calls[0])).toEqual({
      email: 'sam@newbar.com',
      current_password: 'correct horse',
    });
    expect(useAuthStore.getState().user?.email).toBe('sam@newbar.com');
    expect(useAuthStore.getState().session?.user.email).toBe('sam@newbar.com');
  });

  it('puts a wrong current password (422) on its field', async () => {
    const user = userEvent.setup();
    stubApi({
      'PUT /api/auth/user': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Invalid', {
          details: [{ path: 'current_password', message: 'Your current password is not right' }],
        }),
    });
    renderRoute('/account');
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    await user.clear(profile.getByLabelText('Email'));
    await user.type(profile.getByLabelText('Email'), 'sam@newbar.com');
    await user.type(profile.getByLabelText('Current password'), 'wrong one');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(profile.getByLabelText('Current password')).toHaveAccessibleDescription(
        /^Your current password is not right/,
      ),
    );
    expect(useAuthStore.getState().user?.email).toBe('sam@example.com');
  });

  it('renames without a password', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'PUT /api/auth/user': () => jsonResponse({ user: { ...makeUser([BAR]), name: 'Sam R.' } }),
    });
    renderRoute('/account');
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    await user.clear(profile.getByLabelText('Name'));
    await user.type(profile.getByLabelText('Name'), 'Sam R.');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(bodyOf(calls[0])).toEqual({ name: 'Sam R.' });
  });
});

describe('password change', () => {
  it('checks the new password and says the other sessions ended', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'PUT /api/auth/user': () => jsonResponse({ user: makeUser() }) });
    renderRoute('/account');
    const password = within(await screen.findByRole('region', { name: 'Password' }));

    await user.type(password.getByLabelText('Current password'), 'old password');
    await user.type(password.getByLabelText('New password'), 'short');
    await user.type(password.getByLabelText('New password again'), 'shorts');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByLabelText('New password')).toHaveAccessibleDescription(
      /^Use at least 8 characters/,
    );
    expect(password.getByLabelText('New password again')).toHaveAccessibleDescription(
      'The two passwords do not match',
    );
    expect(calls).toHaveLength(0);

    await user.clear(password.getByLabelText('New password'));
    await user.type(password.getByLabelText('New password'), 'a much longer one');
    await user.clear(password.getByLabelText('New password again'));
    await user.type(password.getByLabelText('New password again'), 'a much longer one');
    await user.click(password.getByRole('button', { name: 'Change password' }));

    expect(await password.findByRole('status')).toHaveTextContent(
      /Every other session has been signed out/,
    );
    expect(bodyOf(calls[0])).toEqual({
      current_password: 'old password',
      new_password: 'a much longer one',
    });
    expect(password.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('plan', () => {
  it('shows Free without a subscription', async () => {
    renderRoute('/account');
    expect(
      within(await screen.findByRole('region', { name: 'Plan' })).getByText('Free'),
    ).toBeVisible();
  });

  it('shows the subscription status', async () => {
    useAuthStore.getState().setUser({ ...makeUser([BAR]), subscription_status: 'past_due' });
    renderRoute('/account');
    const plan = within(await screen.findByRole('region', { name: 'Plan' }));
    expect(plan.getByText('Past due')).toBeVisible();
  });
});

describe('deleting the account', () => {
  async function confirmDeletion(word: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByLabelText('Type DELETE or your email to confirm')).toHaveFocus();
    await user.type(screen.getByLabelText('Type DELETE or your email to confirm'), word);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
  }

  it('logs out first even when that fails, then deletes, forgets everything and goes home', async () => {
    const { calls } = stubApi({
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
      'DELETE /api/auth/user': () => emptyResponse(204),
    });
    const { queryClient } = renderRoute('/account');
    queryClient.setQueryData(['inventory', BAR.id], [{ id: 'item-1' }]);
    await confirmDeletion('delete');

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(callsOf(calls)).toEqual(['POST /api/auth/logout', 'DELETE /api/auth/user']);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', session: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['inventory', BAR.id])).toBeUndefined();
  });

  it('shows why the server refused (409) and keeps the user signed in', async () => {
    stubApi({
      'POST /api/auth/logout': () => emptyResponse(204),
      'DELETE /api/auth/user': () =>
        errorResponse(409, 'CONFLICT', 'Make someone else owner of The Back Bar first'),
    });
    const { router } = renderRoute('/account');
    await confirmDeletion('sam@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Make someone else owner of The Back Bar first',
    );
    expect(router.state.location.pathname).toBe('/account');
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it('says "Failed to delete user" when the server breaks', async () => {
    stubApi({
      'POST /api/auth/logout': () => emptyResponse(204),
      'DELETE /api/auth/user': () => errorResponse(500, 'INTERNAL_ERROR', 'Boom'),
    });
    renderRoute('/account');
    await confirmDeletion('DELETE');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete user$/);
  });

  it('does nothing until DELETE or the email is typed', async () => {
    const { calls } = stubApi({});
    renderRoute('/account');
    await confirmDeletion('yes');
    expect(
      screen.getByLabelText('Type DELETE or your email to confirm'),
    ).toHaveAccessibleDescription(expect.stringMatching(/^Type DELETE or your email to confirm/));
    expect(calls).toHaveLength(0);
    expect(section('Delete account')).toBeVisible();
  });
});
