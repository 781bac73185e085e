import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LAST_OWNER_MESSAGE, type Member } from '#contract/locations.ts';
import { can } from '#contract/permissions.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/client.ts';
import { locations, members } from '#server/db/schema/index.ts';
import { conflict, forbidden } from '#server/lib/app-error.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { findInLocation, requireMember } from '#server/lib/membership.ts';
import { loadMember, selectMembers } from './member-rows.ts';

// A user as the API shows them carries their locations: the auth module reads them here.
export { userLocations } from './member-rows.ts';

/** The members of a location, oldest first (any member may see them). */
export async function listMembers(ctx: Context, input: { locationId: string }): Promise<Member[]> {
  await requireMember(ctx.db, ctx.user.id, input.locationId);
  return selectMembers(ctx.db, input.locationId);
}

/** Locks the location against concurrent membership changes, then fails when `memberId` is its last owner. */
async function assertNotLastOwner(tx: Db, locationId: string, memberId: string): Promise<void> {
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  const [others] = await tx
    .select({ owners: count() })
    .from(members)
    .where(
      and(eq(members.locationId, locationId), eq(members.role, 'owner'), ne(members.id, memberId)),
    );
  if (!others || others.owners === 0) throw conflict(LAST_OWNER_MESSAGE);
}

/**
 * Changes a member's role. Staff ↔ manager needs `members.manage`; making or unmaking an owner
 * needs `owners.manage`; the last owner cannot be demoted (409).
 */
export async function updateMemberRole(
  ctx: Context,
  input: { locationId: string; memberId: string; role: Role },
): Promise<Member> {
  const { locationId, memberId, role } = input;
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const changed = await ctx.db.transaction(async (tx) => {
    const actor = await requireMember(tx, ctx.user.id, locationId);
    const target = await findInLocation(tx, members, locationId, memberId, 'Member');
    const touchesOwner = role === 'owner' || target.role === 'owner';
    if (!can(actor.role, touchesOwner ? 'owners.manage' : 'members.manage')) throw forbidden();
    if (target.role === role) return false;
    if (target.role === 'owner') await assertNotLastOwner(tx, locationId, target.id);
    await tx
      .update(members)
      .set({ role })
      .where(and(eq(members.locationId, locationId), eq(members.id, target.id)));
    return true;
  });
  const member = await loadMember(ctx.db, locationId, memberId);
  if (changed) {
    await ctx.publish({
      type: 'membership.updated',
      location_id: locationId,
      id: member.id,
      user_id: member.user_id,
    });
  }
  return member;
}

/**
 * Removes a member. Anyone may remove themselves (leave); a staff member goes by
 * `members.manage`, a manager or owner by `owners.manage`; the last owner never goes (409).
 */
export async function removeMember(
  ctx: Context,
  input: { locationId: string; memberId: string },
): Promise<void> {
  const { locationId, memberId } = input;
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const removed = await ctx.db.transaction(async (tx) => {
    const actor = await requireMember(tx, ctx.user.id, locationId);
    const target = await findInLocation(tx, members, locationId, memberId, 'Member');
    const leaving = target.id === actor.memberId;
    const action = leaving
      ? 'location.leave'
      : target.role === 'staff'
        ? 'members.manage'
        : 'owners.manage';
    if (!can(actor.role, action)) throw forbidden();
    if (target.role === 'owner') await assertNotLastOwner(tx, locationId, target.id);
    await tx
      .delete(members)
      .where(and(eq(members.locationId, locationId), eq(members.id, target.id)));
    return target;
  });
  await ctx.publish({
    type: 'membership.removed',
    location_id: locationId,
    id: removed.id,
    user_id: removed.userId,
  });
}

/**
 * Takes a user out of every location as their account goes. Refused (409) while they are the
 * only owner of a location that has other members; the locations where they are the only
 * member are deleted with everything in them. Runs on `ctx.db`: pass the caller's transaction
 * (`{ ...ctx, db: tx }`) so that the memberships and the account go together.
 */
export async function leaveAllLocations(
  ctx: PublicContext,
  input: { userId: string },
): Promise<void> {
  const { db } = ctx;
  const { userId } = input;
  // Locking the user's locations holds off anyone joining one meanwhile (the membership's
  // foreign key check needs a share lock on the location row).
  await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      inArray(
        locations.id,
        db.select({ id: members.locationId }).from(members).where(eq(members.userId, userId)),
      ),
    )
    .for('update');

  const other = alias(members, 'other');
  const memberships = await db
    .select({
      locationId: members.locationId,
      name: locations.name,
      role: members.role,
      others: count(other.id),
      otherOwners: sql<number>`count(*) filter (where ${other.role} = 'owner')`.mapWith(Number),
    })
    .from(members)
    .innerJoin(locations, eq(locations.id, members.locationId))
    .leftJoin(other, and(eq(other.locationId, members.locationId), ne(other.userId, userId)))
    .where(eq(members.userId, userId))
    .groupBy(members.locationId, locations.name, members.role);

  const stranded = memberships.find(
    (m) => m.role === 'owner' && m.others > 0 && m.otherOwners === 0,
  );
  if (stranded) {
    throw conflict(`Make someone else owner of ${stranded.name} first`, {
      location_id: stranded.locationId,
      location_name: stranded.name,
    });
  }

  const alone = memberships.filter((m) => m.others === 0).map((m) => m.locationId);
  if (alone.length > 0) await db.delete(locations).where(inArray(locations.id, alone));
  await db.delete(members).where(eq(members.userId, userId));
}
