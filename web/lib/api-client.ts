/**
 * The one way the web talks to the API (§7, §8): JSON, cookies included, the access token
 * as a Bearer header. A 401 refreshes the token once (concurrent 401s share one refresh)
 * and retries the request once. Failures become an `ApiError` of the §8 catalogue, are
 * written to the log history and, unless the caller opts out, shown as a notification.
 *
 * Decision on auth errors (§8 says "an auth error clears the session"):
 * - a 401 that survives the refresh (or a refresh the server refuses), and the codes MISSING_TOKEN
 *   and INVALID_TOKEN, clear the session: the user is really signed out;
 * - a plain 403 FORBIDDEN keeps the session. It answers "you may not do this here" (a staff
 *   member opening a manager action), so we show the forbidden notification and leave the
 *   user where they are instead of throwing them out of the app.
 * `checkSession` in the auth store still clears on a 401 or 403 from `/api/auth/me` (§4).
 */
import { addLogEntry } from './log-history.ts';
import {
  ApiError,
  ErrorType,
  NETWORK_FAILURE_MESSAGE,
  TIMEOUT_MESSAGE,
  apiErrorFromBody,
  errorNotification,
} from './errors.ts';
import { shouldShowError } from './error-throttle.ts';
import { useAuthStore } from './stores/auth.ts';
import type { AuthUser } from './stores/auth.ts';
import { useNotificationStore } from './stores/notifications.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

interface RequestOptions {
  /** Show a notification when the request fails (default true). Forms that show errors
   *  inline pass false. */
  notify?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NO_REFRESH_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/refresh',
  '/api/auth/logout',
]);

const SESSION_ENDING_CODES = new Set(['MISSING_TOKEN', 'INVALID_TOKEN']);

let refreshInFlight: Promise<boolean> | null = null;

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | undefined,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not an error to report
    if (timedOut) throw new ApiError({ type: ErrorType.TIMEOUT_ERROR, message: TIMEOUT_MESSAGE });
    throw new ApiError({ type: ErrorType.NETWORK_ERROR, message: NETWORK_FAILURE_MESSAGE });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** An answer that says the server could not answer now, not that the session is over. */
function isPassing(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Asks the server for a new access token with the refresh cookie. */
async function refreshNow(): Promise<boolean> {
  try {
    const response = await send('POST', '/api/auth/refresh', undefined, {}, undefined);
    // A busy or failing server (408, 429, 5xx) did not refuse the refresh token either: the
    // person stays signed in and the request fails as that answer, to be tried again.
    if (isPassing(response.status)) {
      throw apiErrorFromBody(
        response.status,
        await readBody(response),
        response.headers.get('Retry-After'),
      );
    }
    if (!response.ok) return false;
    const answer = (await readBody(response)) as { token?: string; user?: AuthUser } | undefined;
    if (!answer?.token || !answer.user) return false;
    useAuthStore.getState().setSignedIn({ token: answer.token, user: answer.user });
    return true;
  } catch (error) {
    // No connection (a cellar, a walk-in fridge), no answer in time, or a busy server: the
    // refresh token was not refused, so the person stays signed in and the request fails as
    // any request with no network does.
    if (error instanceof ApiError) throw error;
    return false;
  }
}

const REFRESH_LOCK = 'barback-auth-refresh';

/**
 * A refresh token works once: two tabs refreshing at the same instant would look like a
 * stolen token and end the sign-in. Tabs take turns through a Web Lock, and a tab that got
 * the lock after another one refreshed adopts the token that tab stored instead.
 */
async function refreshAcrossTabs(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshNow();
  const before = useAuthStore.getState().session?.access_token;
  return locks.request(REFRESH_LOCK, async () => {
    await useAuthStore.persist.rehydrate();
    const stored = useAuthStore.getState().session?.access_token;
    if (stored !== undefined && stored !== before) return true;
    return refreshNow();
  });
}

/** One refresh at a time: everyone who hits a 401 meanwhile waits for the same answer. */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshAcrossTabs().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function report(error: ApiError, method: Method, path: string, options: RequestOptions): void {
  addLogEntry({
    level: 'error',
    message: error.message,
    context: { type: error.type, status: error.status, code: error.code, method, path },
  });
  if (options.notify === false) return;
  const notification = errorNotification(error);
  if (!shouldShowError(error.type, notification.message)) return;
  useNotificationStore.getState().notify(notification);
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let token = useAuthStore.getState().session?.access_token;
  let response: Response;
  try {
    response = await send(method, path, body, options, token);
    if (response.status === 401 && !NO_REFRESH_PATHS.has(pathOf(path))) {
      const current = useAuthStore.getState().session?.access_token;
      // Another request may have refreshed while this one was in flight: just retry.
      const refreshed = current !== undefined && current !== token ? true : await refreshSession();
      if (refreshed) {
        token = useAuthStore.getState().session?.access_token;
        response = await send(method, path, body, options, token);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) report(error, method, path, options);
    throw error;
  }

  const answer = await readBody(response);
  if (response.ok) return answer as T;

  const error = apiErrorFromBody(response.status, answer, response.headers.get('Retry-After'));
  const endsSession =
    (error.status === 401 && !NO_REFRESH_PATHS.has(pathOf(path))) ||
    (error.code !== undefined && SESSION_ENDING_CODES.has(error.code));
  if (endsSession) {
    const hadSession = useAuthStore.getState().session !== null;
    if (hadSession) useAuthStore.getState().clear();
    // Concurrent requests all fail once the session is gone: only the one that ended it
    // tells the user; the guards are already on their way to /login.
    if (!hadSession) options = { ...options, notify: false };
  }
  report(error, method, path, options);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = void>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};
