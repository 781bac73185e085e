import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuth } from '#web/test/auth-fixtures.ts';
import { bodyOf, callsOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth('signed-out'));
afterEach(() => vi.unstubAllGlobals());

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('forgotten password', () => {
  it('checks the email with the contract schema', async () => {
    const { calls } = stubApi({});
    renderRoute('/forgot-password');
    await ask('sam.example.com');
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(calls).toHaveLength(0);
  });

  it('always gives the same confirmation, from POST /auth/reset-password', async () => {
    const { calls } = stubApi({
      'POST /auth/reset-password': () => jsonResponse({ ok: true }, 202),
    });
    renderRoute('/forgot-password');
    await ask('sam@example.com');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      "If an account exists for that email, we've sent a link to choose a new password.",
    );
    expect(callsOf(calls)).toEqual(['POST /auth/reset-password']);
    expect(bodyOf(calls[0])).toEqual({ email: 'sam@example.com' });
  });

  it('says "Failed to reset password" when the server breaks', async () => {
    stubApi({ 'POST /auth/reset-password': () => errorResponse(500, 'INTERNAL_ERROR', 'Boom') });
    renderRoute('/forgot-password');
    await ask('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to reset password$/);
  });
});
