import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose value is a key to something: a password reset link's `token`, the
 * invite `code` of a join link. Their pages are served by this server, so the request log
 * would otherwise hold every link a person opened.
 */
const SECRET_PARAMETERS = new Set(['token', 'code']);
const HIDDEN = 'redacted';

/** The URL as the log keeps it: the values of secret query parameters hidden. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  const secret = [...query.keys()].filter((name) => SECRET_PARAMETERS.has(name.toLowerCase()));
  if (secret.length === 0) return url;
  for (const name of secret) query.set(name, HIDDEN);
  return `${url.slice(0, start)}?${query.toString()}`;
}

/** Fastify's request log fields, with the URL through `loggableUrl`. */
export function requestLogFields(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggableUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
