import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_GONE_MESSAGE, MISSING_TOKEN_MESSAGE } from '#contract/messages.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { KnownAccounts } from '../lib/known-accounts.ts';
import { type AccessClaims, VerifiedTokens } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: requires a valid Bearer access token and sets `request.auth`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Accounts this process has recently seen to exist (forget one when it is deleted). */
    knownAccounts: KnownAccounts;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/**
 * Reads `Authorization: Bearer <token>`; routes opt in with `onRequest: app.authenticate`.
 * A token outlives nothing: the account it names must still exist (a deleted account's
 * token is 401 at once, not a stranger with no locations).
 */
export default fp<{ jwtSecret: string; accountCheckMs?: number | undefined }>(
  async function authPlugin(app: FastifyInstance, { jwtSecret, accountCheckMs }) {
    const known = new KnownAccounts(accountCheckMs ?? 5_000, () => app.clock().getTime());
    const verifiedTokens = new VerifiedTokens(jwtSecret, () => app.clock().getTime());
    app.decorate('knownAccounts', known);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError('MISSING_TOKEN', MISSING_TOKEN_MESSAGE);
      const claims = await verifiedTokens.verify(match[1]);
      if (!known.has(claims.userId)) {
        const [account] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, claims.userId))
          .limit(1);
        if (!account) throw new AppError('INVALID_TOKEN', ACCOUNT_GONE_MESSAGE);
        known.remember(claims.userId);
      }
      request.auth = claims;
    });
  },
  { name: 'auth' },
);
