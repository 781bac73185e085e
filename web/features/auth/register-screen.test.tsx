import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '#contract/auth.ts';
import { leaveApp } from '#web/lib/leave-app.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { makeUser, resetAuth } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

// Leaving for the payment page is a full page load, which jsdom cannot do.
vi.mock('#web/lib/leave-app.ts', () => ({ leaveApp: vi.fn() }));

const NEW_VENUE: LocationRef = {
  id: '7c1d0c2e-0000-4000-8000-0000000000ff',
  name: 'The Copper Still',
  role: 'owner',
};
const PLANS = [
  { price_id: 'price_monthly', name: 'Venue', amount: 29, currency: 'usd', interval: 'month' },
];

type Handler = (call: FetchCall) => Response;

function stubSignUp(
  registration: { mode: string; payments: boolean },
  register: Handler,
  plans: unknown[] = [],
) {
  return stubApi({
    'GET /api/auth/registration': () => jsonResponse(registration),
    'GET /api/billing/plans': () => jsonResponse(plans),
    'POST /api/auth/register': register,
  });
}

const signedUp = (locations: LocationRef[], extra: object = {}) =>
  jsonResponse({ token: 'new-token', user: makeUser(locations), ...extra }, 201);

async function fillIn(fields: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (fields.name) await user.type(await screen.findByLabelText('Your name'), fields.name);
  if (fields.email) await user.type(await screen.findByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => resetAuth('signed-out'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign up', () => {
  it('creates a venue and lands on its dashboard', async () => {
    const { calls } = stubSignUp({ mode: 'open', payments: false }, () => signedUp([NEW_VENUE]));
    const { router } = renderRoute('/register');
    const user = await fillIn({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'correct horse',
    });
    expect(screen.getByRole('radio', { name: 'Create a venue' })).toBeChecked();
    await user.type(screen.getByLabelText('Venue name'), 'The Copper Still');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${NEW_VENUE.id}`));
    const register = calls.find((call) => call.url === '/api/auth/register');
    expect(bodyOf(register)).toEqual({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'correct horse',
      locationName: 'The Copper Still',
      // This browser (en-US, on UTC) proposed them, on screen.
      locationCurrency: 'USD',
      locationTimezone: 'UTC',
    });
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', locations: [NEW_VENUE] });
    expect(calls.map((call) => call.url)).not.toContain('/api/billing/plans');
  });

  it('does not offer the waiting list while anyone may sign up', async () => {
    stubSignUp({ mode: 'open', payments: false }, () => signedUp([]));
    renderRoute('/register');
    await screen.findByLabelText('Your name');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join the waiting list' })).toBeNull();
  });

  it('offers the waiting list when sign-up is by invitation', async () => {
    stubSignUp({ mode: 'invite', payments: false }, () => signedUp([]));
    renderRoute('/register');
    expect(await screen.findByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      '/waiting-list',
    );
  });

  it('asks the new venue’s currency, proposed from the browser’s locale', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    const { calls } = stubSignUp({ mode: 'open', payments: false }, () => signedUp([NEW_VENUE]));
    renderRoute('/register');
    const user = await fillIn({
      name: 'Lola',
      email: 'lola@example.com',
      password: 'correct horse',
    });
    await user.type(screen.getByLabelText('Venue name'), 'La Coctelería');
    const currency = screen.getByLabelText('Currency of its prices');
    expect(currency).toHaveValue('EUR');
    await user.selectOptions(currency, 'GBP');
    await submit(user);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/register')).toBe(true));
    expect(bodyOf(calls.find((call) => call.url === '/api/auth/register'))).toMatchObject({
      locationName: 'La Coctelería',
      locationCurrency: 'GBP',
      locationTimezone: 'UTC',
    });
  });

  it('checks the fields with the contract schema', async () => {
    const { calls } = stubSignUp({ mode: 'open', payments: false }, () => signedUp([]));
    renderRoute('/register');
    const user = await fillIn({ email: 'sam@', password: 'short' });
    await submit(user);

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /^Use at least 8 characters/,
    );
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Venue name')).toHaveAccessibleDescription(
      'Enter the name of your venue',
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/registration']);
  });

  it('joins with an invite code and puts the server field errors on their fields', async () => {
    const { calls } = stubSignUp({ mode: 'open', payments: false }, () =>
      errorResponse(422, 'VALIDATION_ERROR', 'Invalid', {
        details: [
          { path: 'email', message: 'An account with this email already exists' },
          { path: 'inviteCode', message: 'This invite code is invalid or has expired' },
        ],
      }),
    );
    renderRoute('/register');
    const user = await fillIn({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'correct horse',
    });
    await user.click(screen.getByRole('radio', { name: 'Join with an invite code' }));
    await user.type(screen.getByLabelText('Invite code'), 'K7M2PQ9XHT');
    await submit(user);

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Invite code')).toHaveAccessibleDescription(
      /^This invite code is invalid or has expired/,
    );
    expect(bodyOf(calls.at(-1))).toMatchObject({ inviteCode: 'K7M2PQ9XHT' });
    expect(bodyOf(calls.at(-1))).not.toHaveProperty('locationName');
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('shows the invite code field when an invite-only server asks for one', async () => {
    stubSignUp({ mode: 'invite', payments: false }, () =>
      errorResponse(403, 'FORBIDDEN', 'Registration is by invitation. Enter an invite code.'),
    );
    renderRoute('/register?email=ana%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    // An approved email arrives with its link, so creating a venue is offered first.
    expect(screen.getByRole('radio', { name: 'Create a venue' })).toBeChecked();
    const user = await fillIn({ name: 'Ana', password: 'correct horse' });
    await user.type(screen.getByLabelText('Venue name'), 'Bar Ana');
    await submit(user);

    expect(await screen.findByLabelText('Invite code')).toHaveAccessibleDescription(
      /^Registration is by invitation\. Enter an invite code\./,
    );
    expect(screen.getByLabelText('Invite code')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Join with an invite code' })).toBeChecked();
    expect(useAuthStore.getState().session).toBeNull();
  });

  it('puts "email taken" (409) on the email field', async () => {
    stubSignUp({ mode: 'open', payments: false }, () =>
      errorResponse(409, 'CONFLICT', 'An account with this email already exists'),
    );
    renderRoute('/register');
    const user = await fillIn({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'correct horse',
    });
    await user.click(screen.getByRole('radio', { name: 'Not now' }));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends a closed sign-up to the waiting list, keeping the email', async () => {
    stubSignUp({ mode: 'closed', payments: false }, () => signedUp([]));
    const { router } = renderRoute('/register?email=ana%40example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/waiting-list'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('goes to the payment page when a plan is picked', async () => {
    const { calls } = stubSignUp(
      { mode: 'open', payments: true },
      () => signedUp([NEW_VENUE], { checkout_url: 'https://pay.example.com/c/session_1' }),
      PLANS,
    );
    renderRoute('/register');
    const plans = await screen.findByRole('group', { name: 'Plan' });
    expect(within(plans).getByRole('radio', { name: 'No plan for now' })).toBeChecked();
    const venuePlan = within(plans).getByRole('radio', { name: 'Venue' });
    expect(venuePlan).toHaveAccessibleDescription('$29.00 per month');

    const user = await fillIn({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'correct horse',
    });
    await user.type(screen.getByLabelText('Venue name'), 'The Copper Still');
    await user.click(venuePlan);
    await submit(user);

    await waitFor(() =>
      expect(leaveApp).toHaveBeenCalledWith('https://pay.example.com/c/session_1'),
    );
    expect(bodyOf(calls.find((call) => call.url === '/api/auth/register'))).toMatchObject({
      priceId: 'price_monthly',
    });
    // The session is kept for the return to /subscription/success.
    expect(useAuthStore.getState().session?.access_token).toBe('new-token');
  });

  it('hides the plan picker when the server lists no plans', async () => {
    stubSignUp({ mode: 'open', payments: true }, () => signedUp([]), []);
    renderRoute('/register');
    await screen.findByLabelText('Venue name');
    await waitFor(() => expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Plan' })).not.toBeInTheDocument();
  });

  it('says "Registration failed" when the server breaks', async () => {
    stubSignUp({ mode: 'open', payments: false }, () =>
      errorResponse(500, 'INTERNAL_ERROR', 'Boom'),
    );
    renderRoute('/register');
    const user = await fillIn({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      password: 'correct horse',
    });
    await user.click(screen.getByRole('radio', { name: 'Not now' }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it('offers to try again when the sign-up settings cannot be loaded', async () => {
    let attempts = 0;
    stubApi({
      'GET /api/auth/registration': () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down')
          : jsonResponse({ mode: 'open', payments: false });
      },
    });
    const user = userEvent.setup();
    renderRoute('/register');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your name')).toBeVisible();
  });
});
