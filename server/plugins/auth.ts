import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MISSING_TOKEN_MESSAGE } from '#contract/messages.ts';
import { AppError } from '../lib/app-error.ts';
import { SessionGuard } from '../lib/sessions/session-guard.ts';
import { type AccessClaims, VerifiedTokens } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: requires a valid Bearer access token and sets `request.auth`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * `authenticate` for deleting the account only: also takes the token of a sign-in that
     * its own sign-out ended a moment ago (the account screen signs out, then deletes).
     */
    authenticateAfterSignOut(request: FastifyRequest): Promise<void>;
    /** Whether tokens' sign-ins are still on, as this process last checked. */
    sessions: SessionGuard;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/**
 * Reads `Authorization: Bearer <token>`; routes opt in with `onRequest: app.authenticate`.
 * A token outlives nothing: its sign-in must still be on and its account must exist, checked
 * through `app.sessions` (decision 027), so a sign-out, a new password, a password reset, a
 * reused refresh token or a deleted account refuses the token from the next request on.
 */
export default fp<{ jwtSecret: string; accountCheckMs?: number | undefined }>(
  async function authPlugin(app: FastifyInstance, { jwtSecret, accountCheckMs }) {
    const sessions = new SessionGuard(app.db, () => app.clock(), accountCheckMs ?? 5_000);
    const verifiedTokens = new VerifiedTokens(jwtSecret, () => app.clock().getTime());
    const bearer = (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError('MISSING_TOKEN', MISSING_TOKEN_MESSAGE);
      return verifiedTokens.verify(match[1]);
    };
    app.decorate('sessions', sessions);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const claims = await bearer(request);
      await sessions.assertLive(claims);
      request.auth = claims;
    });
    app.decorate(
      'authenticateAfterSignOut',
      async function authenticateAfterSignOut(request: FastifyRequest) {
        const claims = await bearer(request);
        await sessions.assertLiveOrJustSignedOut(claims);
        request.auth = claims;
      },
    );
  },
  { name: 'auth' },
);
