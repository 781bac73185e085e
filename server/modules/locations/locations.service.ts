import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  type CreateLocationBody,
  createLocationBody,
  type Location,
  type LocationListItem,
  type UpdateLocationBody,
} from '../../../contract/locations.ts';
import { can } from '../../../contract/permissions.ts';
import type { Db } from '../../db/client.ts';
import { locations, members } from '../../db/schema/index.ts';
import { requireMember } from '../../lib/membership.ts';
import { activeInvites } from './invite-codes.service.ts';
import { locationMembers } from './members.service.ts';

/** The locations the user belongs to, with their role, settings and head count. */
export async function listLocations(db: Db, userId: string): Promise<LocationListItem[]> {
  // Counted only for the caller's own locations, never across every membership there is.
  const own = db
    .select({ locationId: members.locationId })
    .from(members)
    .where(eq(members.userId, userId));
  const headcount = db
    .select({ locationId: members.locationId, memberCount: count().as('member_count') })
    .from(members)
    .where(inArray(members.locationId, own))
    .groupBy(members.locationId)
    .as('headcount');
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      role: members.role,
      currency: locations.currency,
      timezone: locations.timezone,
      memberCount: headcount.memberCount,
    })
    .from(members)
    .innerJoin(locations, eq(locations.id, members.locationId))
    .innerJoin(headcount, eq(headcount.locationId, locations.id))
    .where(eq(members.userId, userId))
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    currency: row.currency,
    timezone: row.timezone,
    member_count: Number(row.memberCount),
  }));
}

/** A location as the user sees it: members for all, invite codes for managers and owners. */
export async function getLocation(db: Db, userId: string, locationId: string): Promise<Location> {
  const { role } = await requireMember(db, userId, locationId);
  const [row] = await db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  // requireMember found a membership, and memberships go with their location.
  if (!row) throw new Error(`Location ${locationId} vanished`);
  return {
    id: row.id,
    name: row.name,
    role,
    currency: row.currency,
    timezone: row.timezone,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    members: await locationMembers(db, locationId),
    invites: can(role, 'invites.manage') ? await activeInvites(db, locationId) : [],
  };
}

/** Creates a location with the user as its owner. */
export async function createLocation(
  db: Db,
  userId: string,
  body: CreateLocationBody,
): Promise<Location> {
  const fields = createLocationBody.parse(body);
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const locationId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(locations)
      .values({
        name: fields.name,
        currency: fields.currency,
        timezone: fields.timezone,
        address: fields.address ?? null,
      })
      .returning({ id: locations.id });
    if (!created) throw new Error('location not created');
    await tx.insert(members).values({ locationId: created.id, userId, role: 'owner' });
    return created.id;
  });
  return getLocation(db, userId, locationId);
}

/** Changes the location's settings (manager or owner). */
export async function updateLocation(
  db: Db,
  userId: string,
  locationId: string,
  body: UpdateLocationBody,
): Promise<Location> {
  await requireMember(db, userId, locationId, 'location.edit');
  const changes = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.currency === undefined ? {} : { currency: body.currency }),
    ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
    ...(body.address === undefined ? {} : { address: body.address }),
  };
  if (Object.keys(changes).length > 0) {
    await db.update(locations).set(changes).where(eq(locations.id, locationId));
  }
  return getLocation(db, userId, locationId);
}

/** Deletes the location and everything in it (owner only; tenant rows go by cascade). */
export async function deleteLocation(db: Db, userId: string, locationId: string): Promise<void> {
  await requireMember(db, userId, locationId, 'location.delete');
  await db.delete(locations).where(eq(locations.id, locationId));
}
