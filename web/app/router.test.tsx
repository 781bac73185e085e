import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, KITCHEN, resetAuth, signIn } from '../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../test/fetch.ts';
import { renderRoute } from '../test/render-route.tsx';

const LOCATION_ROUTES: [string, string][] = [
  ['', 'Dashboard'],
  ['/settings', 'Location settings'],
  ['/stocklist', 'Stock list'],
  ['/items', 'Items'],
  ['/shopping-lists', 'Shopping lists'],
  ['/recipes', 'Recipes'],
  ['/menu', 'Menu'],
  ['/onboarding', 'Get started'],
  ['/changelog', 'Change log'],
  ['/ai-chat', 'AI chat'],
];

const OTHER_GUARDED: [string, string][] = [
  ['/dashboard', 'Your locations'],
  ['/orders', 'Orders Page'],
  ['/settings', 'Your settings'],
  ['/location-settings', 'Location settings'],
  ['/account', 'Account'],
  ['/add-location', 'Add a location'],
  ['/join-location', 'Join a location'],
  ['/admin/waiting-list', 'Waiting list'],
];

const GUARDED: [string, string][] = [
  ...LOCATION_ROUTES.map(([suffix, title]): [string, string] => [
    `/dashboard/${BAR.id}${suffix}`,
    title,
  ]),
  ...OTHER_GUARDED,
];

async function expectPath(router: ReturnType<typeof renderRoute>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

beforeEach(() => {
  resetAuth('signed-out');
  // /register asks what sign-up offers before showing its form; /subscription/success asks
  // whether payments exist at all.
  stubApi({ 'GET /api/auth/registration': () => jsonResponse({ mode: 'open', payments: false }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('routes for a signed-out visitor', () => {
  it('sends /dashboard to /login', async () => {
    const { router } = renderRoute('/dashboard');
    await expectPath(router, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a location screen to /login', async () => {
    const { router } = renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await expectPath(router, '/login');
  });

  it.each(GUARDED)('guards %s', async (path) => {
    const { router } = renderRoute(path);
    await expectPath(router, '/login');
  });

  it.each([
    ['/', 'Stock and inventory for restaurants and bars'],
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/waiting-list', 'Join the waiting list'],
    ['/reset-password', 'Choose a new password'],
    ['/subscription/success', 'Payments are not enabled'],
  ])('opens %s', async (path, title) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('offers "Sign in" and "Create an account" on the landing page', async () => {
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderRoute('/no/such/page');
    await expectPath(router, '/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('routes for a signed-in user', () => {
  it('sends /login to the first location', async () => {
    signIn([BAR, KITCHEN]);
    const { router } = renderRoute('/login');
    await expectPath(router, `/dashboard/${BAR.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends /register to /dashboard when the user has no location', async () => {
    signIn([]);
    const { router } = renderRoute('/register');
    await expectPath(router, '/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your locations' }),
    ).toBeInTheDocument();
  });

  it.each(['/forgot-password', '/waiting-list'])('sends %s home too', async (path) => {
    signIn([KITCHEN]);
    const { router } = renderRoute(path);
    await expectPath(router, `/dashboard/${KITCHEN.id}`);
  });

  it('shows exactly "Orders Page" on /orders', async () => {
    signIn();
    renderRoute('/orders');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Orders Page$/);
  });

  it('leads on from /orders to the shopping lists and their orders', async () => {
    signIn([BAR]);
    const { router } = renderRoute('/orders');
    const link = await screen.findByRole('link', {
      name: `Shopping lists and orders of ${BAR.name}`,
    });
    expect(link).toHaveAttribute('href', `/dashboard/${BAR.id}/shopping-lists`);
    link.click();
    await expectPath(router, `/dashboard/${BAR.id}/shopping-lists`);
  });

  it.each(GUARDED)('opens %s', async (path, title) => {
    signIn([BAR]);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('says so when the location is not one of theirs', async () => {
    signIn([BAR]);
    renderRoute(`/dashboard/${KITCHEN.id}/items`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Location not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose one of your locations' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('still shows the public landing page, with a way to the dashboard', async () => {
    signIn([BAR]);
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}`,
    );
  });
});

describe('while the session is being checked', () => {
  it.each(['/dashboard', `/dashboard/${BAR.id}/items`, '/login'])(
    'shows Loading... on %s',
    async (path) => {
      resetAuth('loading');
      const { router } = renderRoute(path);
      expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
      expect(router.state.location.pathname).toBe(path);
    },
  );
});
