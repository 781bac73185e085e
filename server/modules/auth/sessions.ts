import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { refreshSessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PublicContext } from '#server/lib/context.ts';
import { SESSION_ENDED_MESSAGE } from '#server/lib/sessions/session-guard.ts';

// Sign-ins (refresh token families), shared by sign-in, registration, the account and sign-out.
// Whoever ends one calls `ctx.sessionsEnded` after the commit: its access tokens stop working.

/** A sign-in lasts at most this long; rotating the refresh token never extends it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Where a refresh token was issued; kept for a later "your sessions" screen. */
export interface SessionClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A refresh token as handed to the browser (the database keeps only its hash). */
export interface IssuedSession {
  userId: string;
  familyId: string;
  token: string;
  expiresAt: Date;
}

/** SHA-256 of the token: a stolen table holds nothing a browser could present. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  // 256 random bits, well above the 128 a bearer secret needs.
  return randomBytes(32).toString('base64url');
}

function clientColumns(client: SessionClient) {
  return {
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip ?? null,
  };
}

/**
 * Starts a sign-in: a new refresh token family valid for SESSION_LIFETIME_MS. Runs on `ctx.db`,
 * so a caller's transaction (`{ ...ctx, db: tx }`) commits it with the rest.
 */
export async function startSession(
  ctx: PublicContext,
  input: { userId: string; client?: SessionClient },
): Promise<IssuedSession> {
  const { userId } = input;
  const token = newToken();
  const familyId = randomUUID();
  const expiresAt = new Date(ctx.now().getTime() + SESSION_LIFETIME_MS);
  await ctx.db.insert(refreshSessions).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt,
    ...clientColumns(input.client ?? {}),
  });
  return { userId, familyId, token, expiresAt };
}

type Rotation =
  { kind: 'rotated'; session: IssuedSession } | { kind: 'refused'; endedFor?: string | undefined };

/**
 * Exchanges a refresh token for a new one of the same family. A token presented a second time
 * means it was copied: the whole family is revoked, so the thief and the owner both sign in
 * again. Throws 401 INVALID_TOKEN when the token is unknown, used, revoked or expired.
 */
export async function rotateSession(
  ctx: PublicContext,
  input: { refreshToken: string; client?: SessionClient },
): Promise<IssuedSession> {
  const tokenHash = hashRefreshToken(input.refreshToken);
  const client = input.client ?? {};
  // The transaction returns instead of throwing so that a family revocation commits.
  const rotation = await ctx.db.transaction(async (tx): Promise<Rotation> => {
    const [current] = await tx
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.tokenHash, tokenHash))
      .limit(1);
    if (!current || current.revokedAt) return { kind: 'refused' };
    if (current.usedAt) {
      await revokeFamily(tx, current.familyId);
      return { kind: 'refused', endedFor: current.userId };
    }
    // Only one of two concurrent presentations of a token can mark it used.
    const [claimed] = await tx
      .update(refreshSessions)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshSessions.id, current.id),
          isNull(refreshSessions.usedAt),
          isNull(refreshSessions.revokedAt),
          gt(refreshSessions.expiresAt, ctx.now()),
        ),
      )
      .returning({ id: refreshSessions.id });
    if (!claimed) {
      // Expired, or used meanwhile by another request (a copy): end the family either way.
      await revokeFamily(tx, current.familyId);
      return { kind: 'refused', endedFor: current.userId };
    }
    const token = newToken();
    await tx.insert(refreshSessions).values({
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: hashRefreshToken(token),
      expiresAt: current.expiresAt,
      ...clientColumns(client),
    });
    return {
      kind: 'rotated',
      session: {
        userId: current.userId,
        familyId: current.familyId,
        token,
        expiresAt: current.expiresAt,
      },
    };
  });
  if (rotation.kind === 'refused') {
    if (rotation.endedFor) await ctx.sessionsEnded(rotation.endedFor);
    throw new AppError('INVALID_TOKEN', SESSION_ENDED_MESSAGE);
  }
  return rotation.session;
}

/**
 * Revokes every token of a sign-in (its current one included); `signedOutAt` when its own
 * sign-out ends it. Answers the account whose sign-in it ended, if it was still on.
 */
export async function revokeFamily(
  db: Db,
  familyId: string,
  signedOutAt?: Date,
): Promise<string | undefined> {
  const [ended] = await db
    .update(refreshSessions)
    .set({ revokedAt: sql`now()`, ...(signedOutAt ? { signedOutAt } : {}) })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)))
    .returning({ userId: refreshSessions.userId });
  return ended?.userId;
}

/**
 * Ends every sign-in of a user, except `exceptSessionId` (the caller's own, on a password
 * change). Runs on `ctx.db`: pass the caller's transaction to end them with its commit.
 */
export async function revokeAllSessions(
  ctx: PublicContext,
  input: { userId: string; exceptSessionId?: string | undefined },
): Promise<void> {
  await ctx.db
    .update(refreshSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshSessions.userId, input.userId),
        isNull(refreshSessions.revokedAt),
        input.exceptSessionId ? ne(refreshSessions.familyId, input.exceptSessionId) : undefined,
      ),
    );
}
