import { and, asc, eq } from 'drizzle-orm';
import type { LocationRef } from '#contract/auth.ts';
import type { Member } from '#contract/locations.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/client.ts';
import { locations, members, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { PublicContext } from '#server/lib/context.ts';

// Members as the location screens show them, shared by the location, member and invite services.

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

/** The members of a location, oldest first; the caller has checked the membership. */
export async function selectMembers(db: Db, locationId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.locationId, locationId))
    .orderBy(asc(members.joinedAt), asc(members.id));
  return rows.map(toMember);
}

/** Member `memberId` of the location as the API shows it; 404 when not there. */
export async function loadMember(db: Db, locationId: string, memberId: string): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.locationId, locationId), eq(members.id, memberId)))
    .limit(1);
  if (!row) throw notFound('Member');
  return toMember(row);
}

/** The locations a user belongs to, with their role, by name. */
export async function userLocations(
  ctx: PublicContext,
  input: { userId: string },
): Promise<LocationRef[]> {
  return ctx.db
    .select({ id: locations.id, name: locations.name, role: members.role })
    .from(members)
    .innerJoin(locations, eq(locations.id, members.locationId))
    .where(eq(members.userId, input.userId))
    .orderBy(asc(locations.name), asc(locations.id));
}
