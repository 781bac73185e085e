import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, makeUser, resetAuth, signIn } from '../../test/auth-fixtures.ts';
import { callsOf, jsonResponse, stubApi } from '../../test/fetch.ts';
import { renderRoute } from '../../test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

describe('back from the payment page', () => {
  it('re-reads the user and shows the subscription', async () => {
    signIn([BAR]);
    const { calls } = stubApi({
      'GET /api/auth/me': () =>
        jsonResponse({ user: { ...makeUser([BAR]), subscription_status: 'active' } }),
    });
    renderRoute('/subscription/success');
    expect(await screen.findByText(/^Your subscription is/)).toHaveTextContent(
      'Your subscription is active.',
    );
    expect(callsOf(calls)).toEqual(['GET /api/auth/me']);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}`,
    );
  });

  it('lets the user check again while the provider has not confirmed yet', async () => {
    const user = userEvent.setup();
    signIn([BAR]);
    let status: string | null = null;
    stubApi({
      'GET /api/auth/me': () =>
        jsonResponse({ user: { ...makeUser([BAR]), subscription_status: status } }),
    });
    renderRoute('/subscription/success');
    expect(await screen.findByText(/still waiting for the payment provider/)).toBeVisible();
    status = 'active';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/Your subscription is/)).toHaveTextContent('active');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { calls } = stubApi({});
    renderRoute('/subscription/success');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(0);
  });
});
