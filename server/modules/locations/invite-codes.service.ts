import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CreateInviteBody,
  createInviteBody,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  type Invite,
} from '#contract/locations.ts';
import type { LocationRef } from '#contract/auth.ts';
import { inviteCodes, members } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { findInLocation, requireMember } from '#server/lib/membership.ts';
import { selectOpenInvites, toInvite, usable } from './invite-rows.ts';
import { userLocations } from './member-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One message for unknown, deleted, expired and used-up codes: a guesser learns nothing. */
export const INVALID_INVITE = 'This invite code is invalid or has expired.';

/** 10 characters of a 31-letter alphabet: log2(31^10) ≈ 49.5 bits from the CSPRNG. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Codes are stored upper-case; people type them in any case, with spaces or dashes. */
function normalizeInviteCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** Creates an invite code (manager or owner); the role is never owner. */
export async function createInvite(
  ctx: Context,
  input: { locationId: string; invite: CreateInviteBody },
): Promise<Invite> {
  const { locationId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'invites.manage');
  const { role, expires_in_days, max_uses } = createInviteBody.parse(input.invite);
  const expiresAt = new Date(ctx.now().getTime() + expires_in_days * DAY_MS);
  // A clash with an existing code is astronomically rare; draw again rather than fail.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await ctx.db
      .insert(inviteCodes)
      .values({
        locationId,
        code: generateInviteCode(),
        role,
        expiresAt,
        maxUses: max_uses,
        createdBy: ctx.user.id,
      })
      .onConflictDoNothing({ target: inviteCodes.code })
      .returning();
    if (row) return toInvite(row);
  }
  throw new Error('Could not draw a unique invite code');
}

/** The location's codes that can still be redeemed, newest first (manager or owner). */
export async function listInvites(ctx: Context, input: { locationId: string }): Promise<Invite[]> {
  await requireMember(ctx.db, ctx.user.id, input.locationId, 'invites.manage');
  return selectOpenInvites(ctx.db, input.locationId, ctx.now());
}

/** Deletes an invite code (manager or owner); it can no longer be redeemed. */
export async function deleteInvite(
  ctx: Context,
  input: { locationId: string; codeId: string },
): Promise<void> {
  const { locationId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'invites.manage');
  const code = await findInLocation(ctx.db, inviteCodes, locationId, input.codeId, 'Invite code');
  await ctx.db
    .delete(inviteCodes)
    .where(and(eq(inviteCodes.locationId, locationId), eq(inviteCodes.id, code.id)));
}

/** The membership an invite code created. */
export interface JoinedLocation {
  locationId: string;
  memberId: string;
  userId: string;
}

/**
 * Joins the code's location with the code's role, using the code up by one. Already a member:
 * nothing changes (the code is not used) and the answer is undefined. Runs on `ctx.db`: pass
 * the caller's transaction (`{ ...ctx, db: tx }`) so that the use and the membership commit
 * with the rest; then `announceJoin` once committed. Throws 422 on `inviteCode` when the code
 * cannot be used.
 */
export async function joinWithInviteCode(
  ctx: PublicContext,
  input: { userId: string; code: string },
): Promise<JoinedLocation | undefined> {
  const { userId } = input;
  const code = normalizeInviteCode(input.code);
  const [invite] = await ctx.db
    .select({ id: inviteCodes.id, locationId: inviteCodes.locationId, role: inviteCodes.role })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.code, code), usable(ctx.now())))
    .limit(1);
  if (!invite) throw validationError('inviteCode', INVALID_INVITE);

  const [joined] = await ctx.db
    .insert(members)
    .values({ locationId: invite.locationId, userId, role: invite.role })
    .onConflictDoNothing({ target: [members.locationId, members.userId] })
    .returning({ id: members.id });
  if (!joined) return undefined;

  // Checked again as it is counted: two people racing for the last use cannot both get in.
  const [counted] = await ctx.db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(and(eq(inviteCodes.id, invite.id), usable(ctx.now())))
    .returning({ id: inviteCodes.id });
  if (!counted) throw validationError('inviteCode', INVALID_INVITE);
  return { locationId: invite.locationId, memberId: joined.id, userId };
}

/** Tells the location's open screens that someone joined (call it once the join committed). */
export async function announceJoin(ctx: PublicContext, joined: JoinedLocation): Promise<void> {
  await ctx.publish({
    type: 'membership.added',
    location_id: joined.locationId,
    id: joined.memberId,
    user_id: joined.userId,
  });
}

/** Redeems an invite code for the signed-in user; answers all of their locations. */
export async function redeemInviteCode(
  ctx: Context,
  input: { code: string },
): Promise<LocationRef[]> {
  const userId = ctx.user.id;
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const joined = await ctx.db.transaction((tx) =>
    joinWithInviteCode({ ...ctx, db: tx }, { userId, code: input.code }),
  );
  if (joined) await announceJoin(ctx, joined);
  return userLocations(ctx, { userId });
}
