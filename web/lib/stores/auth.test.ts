import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '#contract/constants.ts';
import { BAR, KITCHEN, makeUser, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { jsonResponse, stubFetch } from '#web/test/fetch.ts';
import { homePath, useAuthStore } from './auth.ts';

const store = () => useAuthStore.getState();

function stored(): { state: Record<string, unknown> } | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown> });
}

beforeEach(() => resetAuth('loading'));
afterEach(() => vi.unstubAllGlobals());

describe('auth store', () => {
  it('stores the §3 session shape after a login, under auth-storage', () => {
    const user = signIn([BAR], 'token-abc');
    const session = {
      access_token: 'token-abc',
      refresh_token: '',
      expires_in: 3600,
      token_type: 'bearer',
      user: { id: user.id, email: user.email, aud: 'authenticated', created_at: user.created_at },
    };
    expect(store()).toMatchObject({ session, user, locations: [BAR], status: 'signed-in' });
    expect(stored()?.state).toEqual({ session, user, locations: [BAR] });
  });

  it('becomes signed-out without any request when nothing is stored', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse({}));
    await store().checkSession();
    expect(store().status).toBe('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the user and locations from /api/auth/me, with expires_in 900', async () => {
    signIn([BAR]);
    const fresh = makeUser([BAR, KITCHEN]);
    const { calls } = stubFetch(() => jsonResponse({ user: fresh }));

    await store().checkSession();

    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me']);
    expect(store()).toMatchObject({ user: fresh, locations: [BAR, KITCHEN], status: 'signed-in' });
    expect(store().session).toMatchObject({ access_token: 'access-1', expires_in: 900 });
    expect(stored()?.state.locations).toEqual([BAR, KITCHEN]);
  });

  it('refreshes an expired token during the check and keeps the user signed in', async () => {
    signIn([BAR], 'expired');
    const user = makeUser([BAR]);
    const { calls } = stubFetch(({ url, init }) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url === '/api/auth/refresh') return jsonResponse({ token: 'renewed', user });
      return auth === 'Bearer renewed'
        ? jsonResponse({ user })
        : jsonResponse({ error: { message: 'Token expired', code: 'TOKEN_EXPIRED' } }, 401);
    });

    await store().checkSession();

    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(store().status).toBe('signed-in');
    expect(store().session).toMatchObject({ access_token: 'renewed', expires_in: 900 });
  });

  it.each([401, 403])('clears everything when the check answers %i', async (status) => {
    signIn([BAR]);
    stubFetch(() => jsonResponse({ error: { message: 'No', code: 'UNAUTHORIZED' } }, status));

    await store().checkSession();

    expect(store()).toMatchObject({
      session: null,
      user: null,
      locations: [],
      status: 'signed-out',
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    const user = signIn([BAR]);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await store().checkSession();

    expect(store()).toMatchObject({ user, locations: [BAR], status: 'signed-in' });
    expect(store().session?.access_token).toBe('access-1');
  });

  it('adds only the locations the user does not have yet', () => {
    signIn([BAR]);
    store().addLocations([BAR, KITCHEN]);
    expect(store().locations).toEqual([BAR, KITCHEN]);
    expect(store().user?.locations).toEqual([BAR, KITCHEN]);
    store().addLocations([KITCHEN]);
    expect(store().locations).toEqual([BAR, KITCHEN]);
  });

  it('clear() forgets the user and removes the stored data', () => {
    signIn([BAR]);
    store().clear();
    expect(store()).toMatchObject({
      session: null,
      user: null,
      locations: [],
      status: 'signed-out',
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('sends a signed-in user to their first location, or to the picker', () => {
    expect(homePath([KITCHEN, BAR])).toBe(`/dashboard/${KITCHEN.id}`);
    expect(homePath([])).toBe('/dashboard');
  });
});
