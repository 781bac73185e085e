import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { refreshSessions, users } from '#server/db/schema/index.ts';

/** What a token says of its sign-in: the account and, for every token the app signs, the sign-in. */
export interface SessionRef {
  userId: string;
  sessionId?: string | undefined;
}

/** The key a sign-in is known by: its id, or the account for a token that names none. */
export function sessionKey(ref: SessionRef): string {
  return ref.sessionId ?? `account:${ref.userId}`;
}

const IDS_PER_QUERY = 1_000;

/** A family is live while one of its tokens is neither revoked nor past the sign-in's end. */
function liveFamily(now: Date, alsoLive?: SQL): SQL | undefined {
  return and(
    gt(refreshSessions.expiresAt, now),
    alsoLive ? or(isNull(refreshSessions.revokedAt), alsoLive) : isNull(refreshSessions.revokedAt),
  );
}

/**
 * Whether the sign-in of `ref` is still on at `now` (which means its account exists too); for a
 * token without a sign-in, whether the account exists. `signedOutGraceMs` also lets through a
 * sign-in that its own sign-out ended that recently.
 */
export async function isSessionLive(
  db: Db,
  ref: SessionRef,
  now: Date,
  signedOutGraceMs?: number,
): Promise<boolean> {
  if (!ref.sessionId) return accountExists(db, ref.userId);
  const justSignedOut =
    signedOutGraceMs === undefined
      ? undefined
      : gt(refreshSessions.signedOutAt, new Date(now.getTime() - signedOutGraceMs));
  const rows = await db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.familyId, ref.sessionId),
        eq(refreshSessions.userId, ref.userId),
        liveFamily(now, justSignedOut),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** The keys (`sessionKey`) of the refs still live at `now`, asked in a few statements. */
export async function liveSessionKeys(db: Db, refs: SessionRef[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  const families = [...new Set(refs.flatMap((ref) => (ref.sessionId ? [ref.sessionId] : [])))];
  const accounts = [...new Set(refs.filter((ref) => !ref.sessionId).map((ref) => ref.userId))];
  const familyUser = new Map<string, string>();
  for (let start = 0; start < families.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectDistinct({ familyId: refreshSessions.familyId, userId: refreshSessions.userId })
      .from(refreshSessions)
      .where(
        and(
          inArray(refreshSessions.familyId, families.slice(start, start + IDS_PER_QUERY)),
          liveFamily(now),
        ),
      );
    for (const row of rows) familyUser.set(row.familyId, row.userId);
  }
  for (let start = 0; start < accounts.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, accounts.slice(start, start + IDS_PER_QUERY)));
    for (const row of rows) live.add(sessionKey({ userId: row.id }));
  }
  for (const ref of refs) {
    if (ref.sessionId && familyUser.get(ref.sessionId) === ref.userId) live.add(ref.sessionId);
  }
  return live;
}
