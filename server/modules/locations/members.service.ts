import { and, asc, count, eq, ne } from 'drizzle-orm';
import { LAST_OWNER_MESSAGE, type Member } from '../../../contract/locations.ts';
import { can } from '../../../contract/permissions.ts';
import type { Role } from '../../../contract/roles.ts';
import type { Db } from '../../db/client.ts';
import { locations, members, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { findInLocation, requireMember } from '../../lib/membership.ts';

export interface MembershipEvent {
  type: 'membership.updated' | 'membership.removed';
  location_id: string;
  id: string;
  user_id?: string;
}

/** What the member services need: the database, and where membership changes are announced. */
export interface TeamContext {
  db: Db;
  /** Called after a membership change has committed. */
  publish: (event: MembershipEvent) => Promise<void>;
}

const memberColumns = {
  id: members.id,
  userId: members.userId,
  name: users.name,
  email: users.email,
  role: members.role,
  joinedAt: members.joinedAt,
};

type MemberRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: Date;
};

function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
  };
}

/** The members of a location, oldest first (no permission check). */
export async function locationMembers(db: Db, locationId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.locationId, locationId))
    .orderBy(asc(members.joinedAt), asc(members.id));
  return rows.map(toMember);
}

/** The members of a location (any member may see them). */
export async function listMembers(db: Db, userId: string, locationId: string): Promise<Member[]> {
  await requireMember(db, userId, locationId);
  return locationMembers(db, locationId);
}

async function loadMember(db: Db, locationId: string, memberId: string): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.locationId, locationId), eq(members.id, memberId)))
    .limit(1);
  if (!row) throw notFound('Member');
  return toMember(row);
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
  ctx: TeamContext,
  userId: string,
  locationId: string,
  memberId: string,
  role: Role,
): Promise<Member> {
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const changed = await ctx.db.transaction(async (tx) => {
    const actor = await requireMember(tx, userId, locationId);
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
  ctx: TeamContext,
  userId: string,
  locationId: string,
  memberId: string,
): Promise<void> {
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const removed = await ctx.db.transaction(async (tx) => {
    const actor = await requireMember(tx, userId, locationId);
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
