import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type AccessClaims, verifyAccessToken } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: requires a valid Bearer access token and sets `request.auth`. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** Reads `Authorization: Bearer <token>`; routes opt in with `onRequest: app.authenticate`. */
export default fp<{ jwtSecret: string }>(
  async function authPlugin(app: FastifyInstance, { jwtSecret }) {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) {
        throw new AppError('MISSING_TOKEN', 'You need to sign in to continue.');
      }
      request.auth = await verifyAccessToken(jwtSecret, match[1]);
    });
  },
  { name: 'auth' },
);
