import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { refreshSessions } from '#server/db/schema/index.ts';
import type { PublicContext } from '#server/lib/context.ts';
import { hashRefreshToken, revokeFamily } from './sessions.ts';

// What other modules use of sign-ins: a password reset ends them all (and its tests start one).
export { revokeAllSessions, startSession } from './sessions.ts';

/** The sign-in a refresh token belongs to, whatever its state; undefined when unknown. */
async function familyOfToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshSessions.familyId })
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, hashRefreshToken(token)))
    .limit(1);
  return row?.familyId;
}

/**
 * Ends the sign-in named by the refresh cookie, else by the access token. Needs neither to be
 * valid, so signing out always succeeds; a second call changes nothing. Its access tokens are
 * refused from the next request on (but deleting the account, for a minute: decision 027).
 */
export async function endSession(
  ctx: PublicContext,
  input: { refreshToken: string | undefined; sessionId: string | undefined },
): Promise<void> {
  const familyId =
    (input.refreshToken && (await familyOfToken(ctx.db, input.refreshToken))) || input.sessionId;
  if (!familyId) return;
  const endedFor = await revokeFamily(ctx.db, familyId, ctx.now());
  if (endedFor) await ctx.sessionsEnded(endedFor);
}
