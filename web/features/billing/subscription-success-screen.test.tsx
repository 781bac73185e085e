import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, makeUser, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { callsOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

const paymentsOn = () => jsonResponse({ mode: 'open', payments: true });
const paymentsOff = () => jsonResponse({ mode: 'open', payments: false });

describe('back from the payment page', () => {
  it('re-reads the user and shows the subscription', async () => {
    signIn([BAR]);
    const { calls } = stubApi({
      'GET /api/auth/registration': paymentsOn,
      'GET /api/auth/me': () =>
        jsonResponse({ user: { ...makeUser([BAR]), subscription_status: 'active' } }),
    });
    renderRoute('/subscription/success');
    expect(await screen.findByText(/^Your subscription is/)).toHaveTextContent(
      'Your subscription is active.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscription confirmed');
    expect(callsOf(calls)).toEqual(['GET /api/auth/registration', 'GET /api/auth/me']);
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
      'GET /api/auth/registration': paymentsOn,
      'GET /api/auth/me': () =>
        jsonResponse({ user: { ...makeUser([BAR]), subscription_status: status } }),
    });
    renderRoute('/subscription/success');
    expect(await screen.findByText(/still waiting for the payment provider/)).toBeVisible();
    // Nothing is confirmed yet: no thanks for a payment.
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    status = 'active';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/Your subscription is/)).toHaveTextContent('active');
    expect(screen.getByText('Thank you: your payment went through.')).toBeVisible();
  });

  it('does not thank anyone for a subscription that is not paid for', async () => {
    signIn([BAR]);
    stubApi({
      'GET /api/auth/registration': paymentsOn,
      'GET /api/auth/me': () =>
        jsonResponse({ user: { ...makeUser([BAR]), subscription_status: 'incomplete' } }),
    });
    renderRoute('/subscription/success');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription is incomplete.');
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { calls } = stubApi({ 'GET /api/auth/registration': paymentsOn });
    renderRoute('/subscription/success');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsOf(calls)).toEqual(['GET /api/auth/registration']);
  });

  it('says nothing was charged when payments are off, with a way back', async () => {
    signIn([BAR]);
    const { calls } = stubApi({ 'GET /api/auth/registration': paymentsOff });
    renderRoute('/subscription/success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payments are not enabled' }),
    ).toBeVisible();
    expect(screen.getByText(/nothing was charged/)).toBeVisible();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}`,
    );
    // The user is not re-read: there is no subscription to look for.
    expect(callsOf(calls)).toEqual(['GET /api/auth/registration']);
  });

  it('offers a signed-out visitor the start page when payments are off', async () => {
    stubApi({ 'GET /api/auth/registration': paymentsOff });
    renderRoute('/subscription/success');
    expect(await screen.findByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says when it cannot tell, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/auth/registration': () =>
        fail ? errorResponse(500, 'INTERNAL', 'Boom') : paymentsOff(),
    });
    renderRoute('/subscription/success');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not reach the server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/nothing was charged/)).toBeVisible();
  });
});
