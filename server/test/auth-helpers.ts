import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import { REFRESH_COOKIE } from '#server/modules/auth/refresh-cookie.ts';

// Helpers of the auth module's tests (and of the sign-up modules beside it).

/** The context a service of a public route receives, for calling services directly in tests. */
export { publicContextOf } from '#server/plugins/context.ts';

let lastAddress = 0;
/**
 * A new client address. Each test signs in from its own, as a different device would, so the
 * per-IP limit of login, register and refresh counts only what a test means it to.
 */
export function newClientIp(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export interface SetCookie {
  value: string;
  attributes: Map<string, string | true>;
  raw: string;
}

/** The refresh cookie an answer sets, parsed; undefined when it sets none. */
export function refreshCookieOf(response: LightMyRequestResponse): SetCookie | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const raw = lines.find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  if (!raw) return undefined;
  const [pair = '', ...parts] = raw.split(';').map((part) => part.trim());
  const attributes = new Map<string, string | true>();
  for (const part of parts) {
    const [name = '', value] = part.split('=');
    attributes.set(name.toLowerCase(), value ?? true);
  }
  return { value: decodeURIComponent(pair.slice(REFRESH_COOKIE.length + 1)), attributes, raw };
}

/** The refresh token an answer sets; fails the test when there is none. */
export function refreshTokenOf(response: LightMyRequestResponse): string {
  const cookie = refreshCookieOf(response);
  expect(cookie, 'a refresh cookie').toBeDefined();
  return cookie?.value ?? '';
}

export function login(
  app: App,
  body: Record<string, unknown>,
  ip = newClientIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
}

export function register(
  app: App,
  body: Record<string, unknown>,
  ip = newClientIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: ip,
  });
}

/** POST /refresh with a refresh token as the browser would send it (or none). */
export function refresh(
  app: App,
  token?: string,
  ip = newClientIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    remoteAddress: ip,
    ...(token === undefined ? {} : { cookies: { [REFRESH_COOKIE]: token } }),
  });
}

/** Calls the API with an access token, as the web app does once signed in. */
export function withToken(
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Signs a user in; answers the access token and the refresh token. */
export async function signIn(
  app: App,
  user: { email: string; password: string },
): Promise<{ token: string; refreshToken: string }> {
  const response = await login(app, { email: user.email, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return {
    token: response.json<{ token: string }>().token,
    refreshToken: refreshTokenOf(response),
  };
}

/** An invite code of a location: the shared factory, under the name these tests know. */
export { createInviteCode as createInvite } from '#server/test/factories.ts';

/** The error body without its error_id, which differs on every answer. */
export function errorWithoutId(response: LightMyRequestResponse): unknown {
  const { error } = response.json<{ error: Record<string, unknown> }>();
  const { error_id: _id, ...rest } = error;
  return rest;
}
