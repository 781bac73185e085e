import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuth } from '#web/test/auth-fixtures.ts';
import { bodyOf, callsOf, emptyResponse, errorResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth('signed-out'));
afterEach(() => vi.unstubAllGlobals());

async function choose(password: string, again: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), again);
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
}

describe('choosing a new password', () => {
  it('explains what to do when the link has no token', async () => {
    renderRoute('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/no reset code/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the length with the contract schema and that both typings match', async () => {
    const { calls } = stubApi({});
    renderRoute('/reset-password?token=abc');
    await choose('short', 'shorter');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      /^Use at least 8 characters/,
    );
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'The two passwords do not match',
    );
    expect(calls).toHaveLength(0);
  });

  it('sets the password with the token and offers to sign in', async () => {
    const { calls } = stubApi({ 'POST /auth/reset-password/confirm': () => emptyResponse(204) });
    renderRoute('/reset-password?token=tok-123');
    await choose('a brand new password', 'a brand new password');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password changed' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/signed out on every device/);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsOf(calls)).toEqual(['POST /auth/reset-password/confirm']);
    expect(bodyOf(calls[0])).toEqual({ token: 'tok-123', password: 'a brand new password' });
  });

  it("shows the server's message for an expired link, with a way to get a new one", async () => {
    stubApi({
      'POST /auth/reset-password/confirm': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'This link is invalid or has expired', {
          details: [{ path: 'token', message: 'This link is invalid or has expired' }],
        }),
    });
    renderRoute('/reset-password?token=used');
    await choose('a brand new password', 'a brand new password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  it('puts a refused (common) password on the password field', async () => {
    stubApi({
      'POST /auth/reset-password/confirm': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Invalid', {
          details: [{ path: 'password', message: 'This password is too common' }],
        }),
    });
    renderRoute('/reset-password?token=t');
    await choose('password123', 'password123');
    expect(await screen.findByText('This password is too common')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /^This password is too common/,
    );
  });
});
