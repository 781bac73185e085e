import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  type CreateLocationBody,
  createLocationBody,
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  type Location,
  type LocationListItem,
  type UpdateLocationBody,
} from '#contract/locations.ts';
import { can } from '#contract/permissions.ts';
import { locations, members } from '#server/db/schema/index.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumber, toNumeric } from '#server/lib/money.ts';
import { selectOpenInvites } from './invite-rows.ts';
import { selectMembers } from './member-rows.ts';

/** The settings a new location starts with; currency and timezone have defaults. */
export interface NewLocation {
  name: string;
  currency?: string;
  timezone?: string;
  address?: string | null;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/** The locations the signed-in user belongs to, with their role, settings and head count. */
export async function listLocations(ctx: Context): Promise<LocationListItem[]> {
  const { db } = ctx;
  // Counted only for the caller's own locations, never across every membership there is.
  const own = db
    .select({ locationId: members.locationId })
    .from(members)
    .where(eq(members.userId, ctx.user.id));
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
    .where(eq(members.userId, ctx.user.id))
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
export async function getLocation(ctx: Context, input: { locationId: string }): Promise<Location> {
  const { locationId } = input;
  const { role } = await requireMember(ctx.db, ctx.user.id, locationId);
  const [row] = await ctx.db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  // requireMember found a membership, and memberships go with their location.
  if (!row) throw new Error(`Location ${locationId} vanished`);
  return {
    id: row.id,
    name: row.name,
    role,
    currency: row.currency,
    timezone: row.timezone,
    address: row.address,
    phone: row.phone,
    email: row.email,
    target_food_cost_percent: toNumber(row.targetFoodCostPercent),
    created_at: row.createdAt.toISOString(),
    members: await selectMembers(ctx.db, locationId),
    invites: can(role, 'invites.manage')
      ? await selectOpenInvites(ctx.db, locationId, ctx.now())
      : [],
  };
}

/**
 * Opens a location with `ownerId` as its owner: the location and the owner's membership.
 * Registration uses it for the venue a new account names. Runs on `ctx.db`: pass the caller's
 * transaction (`{ ...ctx, db: tx }`) so that both rows commit with the rest.
 */
export async function createLocationWithOwner(
  ctx: PublicContext,
  input: { ownerId: string; settings: NewLocation },
): Promise<{ locationId: string; memberId: string }> {
  const { settings } = input;
  const [created] = await ctx.db
    .insert(locations)
    .values({
      name: settings.name,
      currency: settings.currency ?? DEFAULT_CURRENCY,
      timezone: settings.timezone ?? DEFAULT_TIMEZONE,
      address: settings.address ?? null,
      phone: settings.phone ?? null,
      email: settings.email ?? null,
    })
    .returning({ id: locations.id });
  if (!created) throw new Error('location not created');
  const [owner] = await ctx.db
    .insert(members)
    .values({ locationId: created.id, userId: input.ownerId, role: 'owner' })
    .returning({ id: members.id });
  if (!owner) throw new Error('owner membership not created');
  return { locationId: created.id, memberId: owner.id };
}

/** Creates a location with the signed-in user as its owner. */
export async function createLocation(
  ctx: Context,
  input: { settings: CreateLocationBody },
): Promise<Location> {
  const settings = createLocationBody.parse(input.settings);
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const { locationId } = await ctx.db.transaction((tx) =>
    createLocationWithOwner({ ...ctx, db: tx }, { ownerId: ctx.user.id, settings }),
  );
  return getLocation(ctx, { locationId });
}

/** Changes the location's settings (manager or owner). */
export async function updateLocation(
  ctx: Context,
  input: { locationId: string; changes: UpdateLocationBody },
): Promise<Location> {
  const { locationId, changes: body } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.edit');
  const changes = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.currency === undefined ? {} : { currency: body.currency }),
    ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
    ...(body.address === undefined ? {} : { address: body.address }),
    ...(body.phone === undefined ? {} : { phone: body.phone }),
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.target_food_cost_percent === undefined
      ? {}
      : { targetFoodCostPercent: toNumeric(body.target_food_cost_percent) }),
  };
  if (Object.keys(changes).length > 0) {
    await ctx.db.update(locations).set(changes).where(eq(locations.id, locationId));
  }
  return getLocation(ctx, { locationId });
}

/** Deletes the location and everything in it (owner only; tenant rows go by cascade). */
export async function deleteLocation(ctx: Context, input: { locationId: string }): Promise<void> {
  await requireMember(ctx.db, ctx.user.id, input.locationId, 'location.delete');
  await ctx.db.delete(locations).where(eq(locations.id, input.locationId));
}
