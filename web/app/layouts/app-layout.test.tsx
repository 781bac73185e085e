import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, THEME_STORAGE_KEY } from '#contract/constants.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import type { PendingCount } from '#web/lib/stores/count-outbox.ts';
import { useThemeStore } from '#web/lib/stores/theme.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { emptyResponse, errorResponse, stubFetch } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => {
  resetAuth();
  signIn([BAR, KITCHEN]);
  useThemeStore.getState().setTheme('light');
});
afterEach(() => vi.unstubAllGlobals());

const sidebar = () => screen.getByRole('navigation', { name: 'Location' });
const bottomBar = () => screen.getByRole('navigation', { name: 'Location (bottom bar)' });

describe('app layout navigation', () => {
  it('links every screen of the location in the sidebar and marks the current one', async () => {
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await screen.findByRole('heading', { level: 1, name: 'Stock list' });

    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', `/dashboard/${BAR.id}`],
      ['Stock list', `/dashboard/${BAR.id}/stocklist`],
      ['Shopping lists', `/dashboard/${BAR.id}/shopping-lists`],
      ['Items', `/dashboard/${BAR.id}/items`],
      ['Recipes', `/dashboard/${BAR.id}/recipes`],
      ['Menu', `/dashboard/${BAR.id}/menu`],
      ['Sales', `/dashboard/${BAR.id}/sales`],
      ['Reports', `/dashboard/${BAR.id}/reports`],
      ['Counts', `/dashboard/${BAR.id}/counts`],
      ['Change log', `/dashboard/${BAR.id}/changelog`],
      ['AI chat', `/dashboard/${BAR.id}/ai-chat`],
      ['Location settings', `/dashboard/${BAR.id}/settings`],
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Stock list' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows four screens and "More" in the bottom bar; More opens the rest', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    expect(
      within(bottomBar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Stock list', 'Shopping lists', 'Items']);
    await user.click(within(bottomBar()).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recipes',
      'Menu',
      'Sales',
      'Reports',
      'Counts',
      'Change log',
      'AI chat',
      'Location settings',
    ]);

    await user.click(within(menu).getByRole('menuitem', { name: 'Recipes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/${BAR.id}/recipes`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipes' })).toBeInTheDocument();
  });

  it('shows a member of staff no sales or reports, which are for managers and owners', async () => {
    renderRoute(`/dashboard/${KITCHEN.id}/stocklist`);
    await screen.findByRole('heading', { level: 1, name: 'Stock list' });
    const names = within(sidebar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toContain('Menu');
    expect(names).not.toContain('Sales');
    expect(names).not.toContain('Reports');
    // Staff count and follow a count's progress; only opening and closing are managers'.
    expect(names).toContain('Counts');
  });

  it('switches to the same screen in another location', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/dashboard/${BAR.id}/items`);
    await screen.findByRole('heading', { level: 1, name: 'Items' });

    await user.click(
      screen.getByRole('button', { name: 'Location: The Back Bar. Switch location' }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Add a location' })).toHaveAttribute(
      'href',
      '/add-location',
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Join with an invite code' }),
    ).toHaveAttribute('href', '/join-location');
    await user.click(within(menu).getByRole('menuitem', { name: 'Kitchen' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/${KITCHEN.id}/items`),
    );
    expect(
      screen.getByRole('button', { name: 'Location: Kitchen. Switch location' }),
    ).toBeVisible();
  });

  it('can be used by keyboard: the skip link moves focus to the screen', async () => {
    const user = userEvent.setup();
    renderRoute(`/dashboard/${BAR.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('toggles the theme from the header', async () => {
    const user = userEvent.setup();
    renderRoute(`/dashboard/${BAR.id}`);
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(useThemeStore.getState().resolvedTheme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('account menu', () => {
  it('shows who is signed in and links account and settings', async () => {
    const user = userEvent.setup();
    renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(menu).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Your settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it.each([
    ['the server confirms', () => emptyResponse(204)],
    ['the logout call fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs out and forgets everything when %s', async (_label, answer) => {
    const user = userEvent.setup();
    // The dashboard behind the menu loads its figures meanwhile: they are not found here.
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/logout' ? answer() : errorResponse(404, 'NOT_FOUND', 'Not here'),
    );
    localStorage.setItem('barback-draft-count', '{"items":[]}');
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'dark' }, version: 0 }),
    );
    const { router, queryClient } = renderRoute(`/dashboard/${BAR.id}`);
    queryClient.setQueryData(['inventory', BAR.id], [{ id: 'item-1' }]);

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const writes = calls.filter((c) => c.init.method !== undefined && c.init.method !== 'GET');
    expect(writes.map((c) => [c.init.method, c.url])).toEqual([['POST', '/api/auth/logout']]);
    expect(useAuthStore.getState()).toMatchObject({ session: null, user: null, locations: [] });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('barback-draft-count')).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).not.toBeNull();
    expect(queryClient.getQueryData(['inventory', BAR.id])).toBeUndefined();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('signing out with counts not sent', () => {
  it('asks first; staying keeps them, signing out anyway deletes them', async () => {
    const user = userEvent.setup();
    const me = useAuthStore.getState().user;
    // No connection for counts: the one on the phone stays there.
    stubFetch((call) =>
      call.url.startsWith('/api/inventory/update/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : call.url === '/api/auth/logout'
          ? emptyResponse(204)
          : errorResponse(404, 'NOT_FOUND', 'Not here'),
    );
    useCountOutbox.getState().add({
      key: 'key-1',
      userId: me?.id ?? '',
      locationId: BAR.id,
      itemId: 'item-1',
      itemName: 'Gin',
      quantity: 5,
      reason: 'count',
      version: 1,
      attempts: 0,
      retryAt: 0,
    });
    const { router } = renderRoute(`/dashboard/${BAR.id}`);

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out with counts not sent?',
    });
    expect(dialog).toHaveTextContent('1 count made on this phone has not reached the server yet.');
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user).not.toBeNull();
    expect(useCountOutbox.getState().pending).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useCountOutbox.getState().pending).toEqual([]);
    expect(localStorage.getItem('count-outbox')).toBeNull();
  });

  it('names the refused counts that signing out deletes, beside the waiting ones', async () => {
    const user = userEvent.setup();
    stubFetch((call) =>
      call.url.startsWith('/api/inventory/update/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : call.url === '/api/auth/logout'
          ? emptyResponse(204)
          : errorResponse(404, 'NOT_FOUND', 'Not here'),
    );
    useCountOutbox.getState().add(ginCount('key-1', 'item-1'));
    refusedCounts(ginCount('key-2', 'item-2'), ginCount('key-3', 'item-3'));
    const { router } = renderRoute(`/dashboard/${BAR.id}`);

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out with counts not sent?',
    });
    expect(dialog).toHaveTextContent('1 count made on this phone has not reached the server yet.');
    expect(dialog).toHaveTextContent(
      '2 counts the server did not save are listed on the stock list. Signing out deletes them from this phone: note what they were first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useCountOutbox.getState()).toMatchObject({ pending: [], refused: [] });
    expect(localStorage.getItem('count-outbox')).toBeNull();
  });

  it('asks when only refused counts are left, and staying keeps them', async () => {
    const user = userEvent.setup();
    stubFetch(() => errorResponse(404, 'NOT_FOUND', 'Not here'));
    refusedCounts(ginCount('key-2', 'item-2'));
    renderRoute(`/dashboard/${BAR.id}`);

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out with counts not saved?',
    });
    expect(dialog).toHaveTextContent(
      '1 count the server did not save is listed on the stock list. Signing out deletes it from this phone: note what it was first.',
    );
    expect(dialog).not.toHaveTextContent('has not reached the server');
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user).not.toBeNull();
    expect(useCountOutbox.getState().refused).toHaveLength(1);
  });

  it('does not ask for counts someone else left on the phone', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/logout'
        ? emptyResponse(204)
        : errorResponse(404, 'NOT_FOUND', 'Not here'),
    );
    refusedCounts({ ...ginCount('key-2', 'item-2'), userId: 'someone-else' });
    const { router } = renderRoute(`/dashboard/${BAR.id}`);

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/auth/logout');
  });
});

/** A count of gin by the signed-in person, as the outbox keeps it. */
function ginCount(key: string, itemId: string): PendingCount {
  return {
    key,
    userId: useAuthStore.getState().user?.id ?? '',
    locationId: BAR.id,
    itemId,
    itemName: 'Gin',
    quantity: 5,
    reason: 'count',
    version: 1,
    attempts: 0,
    retryAt: 0,
  };
}

/** Counts the server refused for good (the item was archived), shown on the stock list. */
function refusedCounts(...counts: PendingCount[]): void {
  useCountOutbox.setState({
    refused: counts.map((count) => ({ count, why: 'archived', refusedAt: 0 })),
  });
}

describe('screens outside a location', () => {
  it('use the first location for navigation', async () => {
    renderRoute('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Your settings' });
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}`,
    );
  });

  it('name and follow the location last opened', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/dashboard/${KITCHEN.id}/stocklist`);
    await screen.findByRole('heading', { level: 1, name: 'Stock list' });
    await router.navigate('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders Page' });
    const picker = screen.getByRole('button', { name: /^Location: / });
    expect(picker).toHaveTextContent(KITCHEN.name);
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${KITCHEN.id}`,
    );

    // On /location-settings the picker changes the venue the screen is about, in place.
    await router.navigate('/location-settings');
    await screen.findByRole('heading', { level: 1, name: 'Location settings' });
    await user.click(screen.getByRole('button', { name: /^Location: / }));
    await user.click(await screen.findByRole('menuitem', { name: BAR.name }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Location: / })).toHaveTextContent(BAR.name),
    );
    expect(router.state.location.pathname).toBe('/location-settings');
  });

  it('show no location navigation to a user without a location', async () => {
    resetAuth();
    signIn([]);
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your locations' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a location' })).toHaveAttribute(
      'href',
      '/add-location',
    );
  });
});
