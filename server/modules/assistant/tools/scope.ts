import { eq } from 'drizzle-orm';
import type { Location, Member } from '#contract/locations.ts';
import type { Role } from '#contract/roles.ts';
import { locations } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { toNumber } from '#server/lib/money.ts';
import { listMembers } from '#server/modules/locations/members.service.ts';

/**
 * Where the assistant's tools run: the caller's own context (so every membership and role
 * check of the services they call applies) and always the location of the request — no tool
 * takes a location, so nothing a question or a name says can reach another one.
 */

/** The settings of the location an answer reads: its name, money, time zone and target. */
export type Venue = Pick<
  Location,
  'id' | 'name' | 'currency' | 'timezone' | 'target_food_cost_percent'
>;

/** What a tool runs in: the caller's context, the request's location and the caller's role there. */
export interface ToolScope {
  ctx: Context;
  locationId: string;
  /** The caller's role, from the one membership check of the turn. */
  role: Role;
  /** The location's settings, read when first asked for. */
  venue(): Promise<Venue>;
  /** The location's members (the changelog's people), read when first asked for. */
  members(): Promise<Member[]>;
  /** Lookups shared by the tools of one answer. */
  cache: Map<string, Promise<unknown>>;
}

/** A lookup shared by the tools of one answer: made once, when first asked for. */
export function cached<T>(scope: ToolScope, key: string, load: () => Promise<T>): Promise<T> {
  let value = scope.cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    scope.cache.set(key, value);
  }
  return value;
}

async function loadVenue(ctx: Context, locationId: string): Promise<Venue> {
  const [row] = await ctx.db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  // The turn's membership check found the location, and memberships go with their location.
  if (!row) throw new Error(`Location ${locationId} vanished`);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    timezone: row.timezone,
    target_food_cost_percent: toNumber(row.targetFoodCostPercent),
  };
}

/**
 * The scope of one answer, from the membership the turn checked once before it started
 * (`requireMember` in chat.service.ts): it checks nothing again and reads nothing until a
 * tool or the built-in assistant asks. The services it reads through keep their own checks.
 */
export function toolScope(ctx: Context, membership: { locationId: string; role: Role }): ToolScope {
  const { locationId, role } = membership;
  const scope: ToolScope = {
    ctx,
    locationId,
    role,
    venue: () => cached(scope, 'venue', () => loadVenue(ctx, locationId)),
    members: () => cached(scope, 'members', () => listMembers(ctx, { locationId })),
    cache: new Map(),
  };
  return scope;
}
