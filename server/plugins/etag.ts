import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Session answers (sign-in, refresh, account) carry tokens or set the refresh cookie: no cache
 * may keep them, not even the browser's. They are small, so revalidating them gains nothing.
 */
const SESSION_PATH = /^\/(api\/)?auth(\/|\?|$)/;

function cacheControl(request: FastifyRequest, reply: FastifyReply): string {
  if (SESSION_PATH.test(request.url) || reply.hasHeader('set-cookie')) return 'no-store';
  // A location's data: never in a shared cache; the browser may keep it but asks every time,
  // so a refetch of an unchanged list is a 304 instead of megabytes.
  return 'private, no-cache';
}

/** If-None-Match against the answer's tag, compared weakly (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === current);
}

/**
 * Conditional GETs and cache rules for the API's answers; app.ts registers it in the API's
 * own scope, so the static files (@fastify/static tags them itself) and the realtime socket
 * stay out of it.
 *
 * @fastify/etag tags every string or buffer answer with a hash of its body. The tag is weak
 * because @fastify/compress then sends the same JSON gzip-, brotli- or un-encoded, and a
 * strong tag would have to differ per encoding. Its own 304 is off: it would answer 304 to a
 * POST or to an error that happened to match. Here only a GET or HEAD that succeeded becomes
 * a 304, after the route ran its authorization: since the tag hashes the very body this
 * caller would get, a 304 never confirms data the caller could not read anyway.
 */
export default fp(
  async function etagPlugin(app: FastifyInstance) {
    // Registered first: its hook must have tagged the answer before the one below reads it.
    await app.register(fastifyEtag, { weak: true, replyWith304: false });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) {
        reply.header('cache-control', cacheControl(request, reply));
      }
      const etag = reply.getHeader('etag');
      const revalidates =
        (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
      if (!revalidates || typeof etag !== 'string') return payload;
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      return '';
    });
  },
  { name: 'etag' },
);
