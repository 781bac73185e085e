import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '#contract/constants.ts';
import { BAR, makeUser, resetAuth, signIn } from '../test/auth-fixtures.ts';
import { failure, notifications } from '../test/api-errors.ts';
import { emptyResponse, headerOf, jsonResponse, stubFetch } from '../test/fetch.ts';
import { api } from './api-client.ts';
import { resetErrorThrottle } from './error-throttle.ts';
import { clearLogHistory } from './log-history.ts';
import { useAuthStore } from './stores/auth.ts';
import { useNotificationStore } from './stores/notifications.ts';

beforeEach(() => {
  resetAuth();
  useNotificationStore.getState().clearAll();
  resetErrorThrottle();
  clearLogHistory();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useNotificationStore.getState().clearAll();
});

describe('api client requests', () => {
  it('sends JSON with cookies and the Bearer token', async () => {
    signIn([BAR], 'token-xyz');
    const { calls } = stubFetch(() => jsonResponse({ id: 'list-1' }, 201));

    const answer = await api.post<{ id: string }>('/api/shopping-lists', { name: 'Friday' });

    expect(answer).toEqual({ id: 'list-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ name: 'Friday' }),
    });
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer token-xyz');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a session and reads a 204 as nothing', async () => {
    const { calls } = stubFetch(() => emptyResponse(204));
    await expect(api.delete('/api/shopping-lists/1')).resolves.toBeUndefined();
    expect(headerOf(calls[0], 'Authorization')).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
  });
});

describe('api client token refresh', () => {
  it('refreshes once on a 401 and retries the request once with the new token', async () => {
    signIn([BAR], 'old');
    const user = makeUser([BAR]);
    const { calls } = stubFetch(({ url, init }) => {
      if (url === '/api/auth/refresh') return jsonResponse({ token: 'new', user });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? jsonResponse([{ id: 'item-1' }]) : jsonResponse({}, 401);
    });

    await expect(api.get('/api/inventory?location_id=1')).resolves.toEqual([{ id: 'item-1' }]);

    expect(calls.map((c) => c.url)).toEqual([
      '/api/inventory?location_id=1',
      '/api/auth/refresh',
      '/api/inventory?location_id=1',
    ]);
    expect(calls[1]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(useAuthStore.getState().session).toMatchObject({
      access_token: 'new',
      expires_in: 3600,
    });
  });

  it('adopts the token another tab refreshed while this one waited for the lock', async () => {
    signIn([BAR], 'old');
    const user = makeUser([BAR]);
    // Another tab holds the refresh lock; when it lets go, it has stored a fresh session.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, callback: () => Promise<boolean>) => {
          const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}');
          stored.state.session.access_token = 'from-other-tab';
          localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
          return callback();
        },
      },
    });
    const { calls } = stubFetch(({ url, init }) => {
      if (url === '/api/auth/refresh') return jsonResponse({ token: 'twice', user });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer from-other-tab' ? jsonResponse(['ok']) : jsonResponse({}, 401);
    });

    await expect(api.get('/api/inventory?location_id=1')).resolves.toEqual(['ok']);
    // The refresh token was never presented a second time.
    expect(calls.map((c) => c.url)).not.toContain('/api/auth/refresh');
    expect(useAuthStore.getState().session?.access_token).toBe('from-other-tab');
  });

  it('refreshes inside the lock when no other tab did', async () => {
    signIn([BAR], 'old');
    const user = makeUser([BAR]);
    const request = vi.fn(async (_name: string, callback: () => Promise<boolean>) => callback());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { calls } = stubFetch(({ url, init }) => {
      if (url === '/api/auth/refresh') return jsonResponse({ token: 'new', user });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? jsonResponse(['ok']) : jsonResponse({}, 401);
    });

    await expect(api.get('/api/items')).resolves.toEqual(['ok']);
    expect(request).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.url)).toEqual(['/api/items', '/api/auth/refresh', '/api/items']);
  });

  it('shares one refresh between two concurrent 401s', async () => {
    signIn([BAR], 'old');
    const user = makeUser([BAR]);
    const { calls } = stubFetch(async ({ url, init }) => {
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse({ token: 'new', user });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? jsonResponse({ url }) : jsonResponse({}, 401);
    });

    const [items, lists] = await Promise.all([
      api.get('/api/inventory'),
      api.get('/api/shopping-lists'),
    ]);

    expect(items).toEqual({ url: '/api/inventory' });
    expect(lists).toEqual({ url: '/api/shopping-lists' });
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });

  it('retries only once: a second 401 ends the session', async () => {
    signIn([BAR], 'old');
    const user = makeUser([BAR]);
    const { calls } = stubFetch(({ url }) =>
      url === '/api/auth/refresh' ? jsonResponse({ token: 'new', user }) : jsonResponse({}, 401),
    );

    const error = await failure(api.get('/api/inventory'));

    expect(error.type).toBe('UNAUTHORIZED');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/inventory',
      '/api/auth/refresh',
      '/api/inventory',
    ]);
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it('clears the session when the refresh fails and tells the user once', async () => {
    signIn([BAR], 'old');
    stubFetch(() =>
      jsonResponse({ error: { message: 'Session expired', code: 'UNAUTHORIZED' } }, 401),
    );

    const [first, second] = await Promise.all([
      failure(api.get('/api/inventory')),
      failure(api.get('/api/vendors')),
    ]);

    expect(first.type).toBe('UNAUTHORIZED');
    expect(second.type).toBe('UNAUTHORIZED');
    expect(useAuthStore.getState()).toMatchObject({ session: null, user: null, locations: [] });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(notifications()).toEqual([
      { type: 'auth-error', message: 'You need to sign in to continue.', duration: 10000 },
    ]);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signIn([BAR], 'old');
    stubFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse({ error: { message: 'Token expired', code: 'UNAUTHORIZED' } }, 401),
    );

    const error = await failure(api.get('/api/inventory'));

    expect(error.type).toBe('NETWORK_ERROR');
    expect(useAuthStore.getState().session?.access_token).toBe('old');
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it.each([408, 429, 500, 503])(
    'keeps the session when the refresh meets a %s, and fails as that answer',
    async (status) => {
      signIn([BAR], 'old');
      stubFetch(({ url }) =>
        url === '/api/auth/refresh'
          ? jsonResponse({ error: { message: 'Busy', code: 'SERVICE_UNAVAILABLE' } }, status)
          : jsonResponse({ error: { message: 'Token expired', code: 'UNAUTHORIZED' } }, 401),
      );

      const error = await failure(api.get('/api/inventory'));

      expect(error.status).toBe(status);
      expect(useAuthStore.getState().session?.access_token).toBe('old');
      expect(useAuthStore.getState().status).toBe('signed-in');
    },
  );

  it('does not refresh when a login answers 401', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse({ error: { message: 'Invalid email or password', code: 'UNAUTHORIZED' } }, 401),
    );
    const error = await failure(
      api.post('/api/auth/login', { email: 'a@b.c', password: 'x' }, { notify: false }),
    );
    expect(error.message).toBe('Invalid email or password');
    expect(calls).toHaveLength(1);
    expect(notifications()).toEqual([]);
  });
});
