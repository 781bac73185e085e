import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '../test/auth-fixtures.ts';
import { failure, notifications } from '../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../test/fetch.ts';
import { REQUEST_TIMEOUT_MS, api } from './api-client.ts';
import { resetErrorThrottle } from './error-throttle.ts';
import { clearLogHistory, getLogEntries } from './log-history.ts';
import { useAuthStore } from './stores/auth.ts';
import { useNotificationStore } from './stores/notifications.ts';

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
  useNotificationStore.getState().clearAll();
  resetErrorThrottle();
  clearLogHistory();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useNotificationStore.getState().clearAll();
});

describe('error classification (§8)', () => {
  it.each([
    [403, 'FORBIDDEN', 'FORBIDDEN'],
    [404, 'NOT_FOUND', 'NOT_FOUND'],
    [409, 'CONFLICT', 'CONFLICT'],
    [422, 'VALIDATION_ERROR', 'VALIDATION_ERROR'],
    [400, 'VALIDATION_ERROR', 'VALIDATION_ERROR'],
    [400, 'BAD_REQUEST', 'API_ERROR'],
    [429, 'RATE_LIMITED', 'API_ERROR'],
    [500, 'INTERNAL_ERROR', 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE', 'INTERNAL_ERROR'],
  ])('status %i with code %s is %s', async (status, code, type) => {
    stubFetch(() => jsonResponse({ error: { message: 'Nope', code, error_id: 'e' } }, status));
    const error = await failure(api.get('/api/vendors', { notify: false }));
    expect(error).toMatchObject({ type, status, code, message: 'Nope' });
  });

  it('a 401 that survives the refresh is UNAUTHORIZED', async () => {
    stubFetch(() => jsonResponse({ error: { message: 'Expired', code: 'TOKEN_EXPIRED' } }, 401));
    const error = await failure(api.get('/api/vendors', { notify: false }));
    expect(error).toMatchObject({ type: 'UNAUTHORIZED', status: 401 });
  });

  it('reads the message from { error: { message, code, details } }', async () => {
    const details = [{ path: 'par_level', message: 'Must be 0 or more' }];
    stubFetch(() =>
      jsonResponse({ error: { message: 'Invalid item', code: 'VALIDATION_ERROR', details } }, 422),
    );
    const error = await failure(api.post('/api/inventory/add-item', {}, { notify: false }));
    expect(error).toMatchObject({ message: 'Invalid item', code: 'VALIDATION_ERROR', details });
  });

  it('reads the message from { message }', async () => {
    stubFetch(() => jsonResponse({ message: 'Vendor is in use' }, 409));
    const error = await failure(api.delete('/api/vendors/1', undefined, { notify: false }));
    expect(error).toMatchObject({ type: 'CONFLICT', message: 'Vendor is in use' });
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 502 })],
    ['a text body', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a body without a message', () => jsonResponse({ ok: false }, 502)],
  ])('falls back to the default message for %s', async (_label, response) => {
    stubFetch(response);
    const error = await failure(api.get('/api/menu', { notify: false }));
    expect(error.message).toBe('API request failed with status 502');
    expect(error.type).toBe('INTERNAL_ERROR');
  });

  it('turns a fetch failure into NETWORK_ERROR with the §8 message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/api/menu'));
    expect(error.type).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Network connection failed. Please check your internet connection.');
    expect(error.retryable).toBe(true);
    expect(notifications()).toEqual([
      {
        type: 'error',
        message: 'Network connection issue. Please check your connection.',
        duration: 8000,
      },
    ]);
  });

  it('gives up after the timeout with TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(api.get('/api/menu', { notify: false }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error.type).toBe('TIMEOUT_ERROR');
    expect(error.retryable).toBe(true);
  });
});

describe('error notifications and the session', () => {
  it('keeps the session on a plain 403 and shows the forbidden message for 8 s', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            message: "You don't have permission to perform this action.",
            code: 'FORBIDDEN',
          },
        },
        403,
      ),
    );
    await failure(api.delete(`/api/locations/${BAR.id}`));
    expect(useAuthStore.getState().status).toBe('signed-in');
    expect(useAuthStore.getState().session).not.toBeNull();
    expect(notifications()).toEqual([
      {
        type: 'auth-error',
        message: "You don't have permission to perform this action.",
        duration: 8000,
      },
    ]);
  });

  it('clears the session on an INVALID_TOKEN code', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? jsonResponse({}, 401)
        : jsonResponse({ error: { message: 'Bad token', code: 'INVALID_TOKEN' } }, 401),
    );
    await failure(api.get('/api/vendors'));
    expect(useAuthStore.getState()).toMatchObject({ session: null, status: 'signed-out' });
  });

  it('shows the validation message for 6 s', async () => {
    stubFetch(() => jsonResponse({ error: { message: 'Bad', code: 'VALIDATION_ERROR' } }, 422));
    await failure(api.post('/api/vendors', {}));
    expect(notifications()).toEqual([
      { type: 'error', message: 'Please check your input and try again.', duration: 6000 },
    ]);
  });

  it('shows an internal error with the last 8 characters of its id for 8 s', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            message: 'Something went wrong',
            code: 'INTERNAL_ERROR',
            error_id: 'err_0123456789abcdef',
          },
        },
        500,
      ),
    );
    await failure(api.get('/api/recipes'));
    expect(notifications()).toEqual([
      { type: 'error', message: 'Something went wrong (Error ID: 89abcdef)', duration: 8000 },
    ]);
  });

  it('lets a form opt out of the notification but still logs the error', async () => {
    stubFetch(() => jsonResponse({ error: { message: 'Taken', code: 'CONFLICT' } }, 409));
    await failure(api.post('/api/vendors', { name: 'Dup' }, { notify: false }));
    expect(notifications()).toEqual([]);
    expect(getLogEntries()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'Taken',
        context: expect.objectContaining({ type: 'CONFLICT', status: 409, path: '/api/vendors' }),
      }),
    ]);
  });

  it('shows the same error at most 3 times within 5 s', async () => {
    vi.useFakeTimers();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const shown = new Set<string>();
    const unsubscribe = useNotificationStore.subscribe((state) =>
      state.notifications.forEach((n) => shown.add(n.id)),
    );

    for (let second = 0; second < 5; second += 1) {
      await failure(api.get('/api/inventory'));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(shown.size).toBe(3);

    // 5 s after the first one, it may be shown again.
    await failure(api.get('/api/inventory'));
    expect(shown.size).toBe(4);
    expect(getLogEntries()).toHaveLength(6);
    unsubscribe();
  });
});
