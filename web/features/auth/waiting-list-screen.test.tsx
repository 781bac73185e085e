import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuth } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth('signed-out'));
afterEach(() => vi.unstubAllGlobals());

describe('waiting list', () => {
  it('sends what was filled in and thanks the visitor', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/waiting-list': () => jsonResponse({ ok: true }, 201) });
    renderRoute('/waiting-list');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Venue name/), 'Bar Ana');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're on the list" }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/email you a link/);
    expect(bodyOf(calls[0])).toEqual({ email: 'ana@example.com', venue_name: 'Bar Ana' });
  });

  it('checks the email with the contract schema and shows server field errors', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/waiting-list': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Invalid', {
          details: [{ path: 'note', message: 'Use at most 1000 characters' }],
        }),
    });
    renderRoute('/waiting-list');
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Anything we should know/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('Use at most 1000 characters')).toBeVisible();
  });
});
