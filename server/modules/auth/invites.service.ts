import { and, eq, sql } from 'drizzle-orm';
import type { LocationRef } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { inviteCodes, members } from '../../db/schema/index.ts';
import { validationError } from '../../lib/app-error.ts';
import { userLocations } from './auth.service.ts';

/** One message for unknown, deleted, expired and used-up codes: a guesser learns nothing. */
export const INVALID_INVITE = 'This invite code is invalid or has expired.';

/** Codes are stored upper-case; people type them in any case, with spaces or dashes. */
export function normalizeInviteCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

const usable = () =>
  and(sql`${inviteCodes.uses} < ${inviteCodes.maxUses}`, sql`${inviteCodes.expiresAt} > now()`);

/** The membership an invite code created. */
export interface JoinedLocation {
  locationId: string;
  memberId: string;
}

/**
 * Joins the code's location with the code's role, using the code up by one. Already a member:
 * nothing changes (the code is not used). Run it inside the caller's transaction: the use and
 * the membership commit together. Throws 422 on `path` when the code cannot be used.
 */
export async function joinWithInviteCode(
  tx: Db,
  userId: string,
  rawCode: string,
  path = 'inviteCode',
): Promise<JoinedLocation | undefined> {
  const code = normalizeInviteCode(rawCode);
  const [invite] = await tx
    .select({ id: inviteCodes.id, locationId: inviteCodes.locationId, role: inviteCodes.role })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.code, code), usable()))
    .limit(1);
  if (!invite) throw validationError(path, INVALID_INVITE);

  const [joined] = await tx
    .insert(members)
    .values({ locationId: invite.locationId, userId, role: invite.role })
    .onConflictDoNothing({ target: [members.locationId, members.userId] })
    .returning({ id: members.id });
  if (!joined) return undefined;

  // Checked again as it is counted: two people racing for the last use cannot both get in.
  const [counted] = await tx
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(and(eq(inviteCodes.id, invite.id), usable()))
    .returning({ id: inviteCodes.id });
  if (!counted) throw validationError(path, INVALID_INVITE);
  return { locationId: invite.locationId, memberId: joined.id };
}

/** Redeems an invite code for a signed-in user; answers all of their locations. */
export async function redeemInvite(
  db: Db,
  userId: string,
  rawCode: string,
): Promise<{ locations: LocationRef[]; joined: JoinedLocation | undefined }> {
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const joined = await db.transaction((tx) => joinWithInviteCode(tx, userId, rawCode));
  return { locations: await userLocations(db, userId), joined };
}
