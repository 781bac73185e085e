import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

export interface FetchCall {
  url: string;
  init: RequestInit;
}

type Handler = (call: FetchCall) => Response | Promise<Response>;

/** Stubs the global fetch with a handler and records every call it gets. */
export function stubFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function headerOf(call: FetchCall | undefined, name: string): string | undefined {
  const headers = call?.init.headers as Record<string, string> | undefined;
  return headers?.[name];
}

/** An error answer in the API's shape: `{ error: { message, code, details?, error_id } }`. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  options: { details?: unknown; headers?: Record<string, string> } = {},
): Response {
  const error = { message, code, error_id: 'err-0000-1234abcd', details: options.details };
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { 'Content-Type': 'application/json', ...options.headers },
  });
}

/**
 * Stubs fetch with one handler per "METHOD /path" (query string ignored). A call nobody
 * expected answers 404, so a test sees it in `calls` instead of hanging.
 */
export function stubApi(routes: Record<string, Handler>) {
  return stubFetch((call) => {
    const key = `${call.init.method ?? 'GET'} ${call.url.split('?')[0]}`;
    const handler = routes[key];
    return handler ? handler(call) : errorResponse(404, 'NOT_FOUND', `No stub for ${key}`);
  });
}

/** The JSON body a call sent. */
export function bodyOf(call: FetchCall | undefined): unknown {
  const body = call?.init.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** "METHOD /path" of each call, in order. */
export function callsOf(calls: FetchCall[]): string[] {
  return calls.map((call) => `${call.init.method ?? 'GET'} ${call.url}`);
}
