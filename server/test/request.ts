import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { signAccessToken } from '../lib/tokens.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Body = InjectOptions['payload'] | Record<string, unknown> | unknown[];

export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** An access token for a user, signed with the app's secret at the app's time. */
export function tokenFor(app: App, user: { id: string; email: string }, ttlSeconds?: number) {
  return signAccessToken(
    app.config.jwtSecret,
    { userId: user.id, email: user.email },
    ttlSeconds,
    app.clock(),
  );
}

function caller(app: App, headers: () => Promise<Record<string, string>>): Caller {
  const send = async (method: Method, url: string, body?: Body) =>
    app.inject({
      method,
      url,
      headers: await headers(),
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url) => send('DELETE', url),
  };
}

/** Calls the API as a signed-in user. */
export function as(app: App, user: { id: string; email: string }): Caller {
  return caller(app, async () => ({ authorization: `Bearer ${await tokenFor(app, user)}` }));
}

/** Calls the API with no token. */
export function anonymous(app: App): Caller {
  return caller(app, async () => ({}));
}
