import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-IP request limits, opt-in per route with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in this process (one per app). Past the limit the route answers our error
 * body, 429 RATE_LIMITED, with a Retry-After header.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder(_request, context) {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError(
          'RATE_LIMITED',
          'Too many requests. Please wait and try again.',
          { retry_after: seconds },
          seconds,
        );
      },
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
