import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Action, can } from '#contract/permissions.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { members } from '../db/schema/index.ts';
import { forbidden, notFound } from './app-error.ts';

export interface Membership {
  role: Role;
  memberId: string;
}

/**
 * The caller's membership in a location, checked against the permission table. Not a member
 * (or no such location) and a role that may not do `action` both answer 403 FORBIDDEN.
 * Pass `tx` when inside a transaction.
 */
export async function requireMember(
  db: Db,
  userId: string,
  locationId: string,
  action: Action = 'location.view',
): Promise<Membership> {
  // Asked by most requests: a statement built once (db/prepared.ts).
  const [row] = await prepared(db, 'require_member', (built) =>
    built
      .select({ role: members.role, memberId: members.id })
      .from(members)
      .where(
        and(
          eq(members.locationId, sql.placeholder('locationId')),
          eq(members.userId, sql.placeholder('userId')),
        ),
      )
      .limit(1),
  ).execute({ locationId, userId });
  if (!row || !can(row.role, action)) throw forbidden();
  return row;
}

/** A tenant table: every row carries its `id` and its `location_id`. */
export type TenantTable = PgTable & { id: PgColumn; locationId: PgColumn };

/**
 * The join of `members` that finds a tenant row only through the caller's membership of its
 * location: every lookup of a row named in a URL joins on it (`innerJoin(members, …)`), so a
 * row of another location is not found, exactly as a missing one.
 */
export function throughMembership(table: TenantTable, userId: string | Placeholder): SQL {
  return and(eq(members.locationId, table.locationId), eq(members.userId, userId)) as SQL;
}

/**
 * What a lookup through the caller's membership found, checked for `action`: nothing is 404
 * (another location's row answers as a missing one), a role that may not do `action` 403.
 */
export function requireFound<T extends { role: Role }>(
  found: T | undefined,
  what: string,
  action: Action,
): T {
  if (!found) throw notFound(what);
  if (!can(found.role, action)) throw forbidden();
  return found;
}

/**
 * The location of row `id` of a tenant table, when the user is a member there. A row of a
 * location the user does not belong to answers 404 exactly as a missing one
 * (docs/domain.md#permissions): URLs like /api/inventory/{id} carry no location, so it is
 * found through the row.
 */
export async function locateRow(
  db: Db,
  table: TenantTable,
  userId: string,
  id: string,
  what: string,
): Promise<string> {
  const [row] = await db
    .select({ locationId: members.locationId })
    .from(table)
    .innerJoin(members, throughMembership(table, userId))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(what);
  return row.locationId;
}

/**
 * Row `id` of a tenant table through the caller's membership of its location, checked for
 * `action`, in one statement: a row of another location (or none) is 404 exactly as a missing
 * one, a role that may not do `action` 403. `lock` also locks the row until the transaction
 * ends (`ctx.db` must then be one).
 */
export async function locateMemberRow<T extends TenantTable>(
  db: Db,
  table: T,
  userId: string,
  id: string,
  options: { what: string; action: Action; lock?: boolean },
): Promise<T['$inferSelect']> {
  const query = db
    .select({ row: table as PgTable, role: members.role })
    .from(table as PgTable)
    .innerJoin(members, throughMembership(table, userId))
    .where(eq(table.id, id))
    .limit(1);
  const [found] = options.lock ? await query.for('update', { of: table as PgTable }) : await query;
  return requireFound(found, options.what, options.action).row as T['$inferSelect'];
}

/**
 * The row `id` of a tenant table, looked up inside `locationId` only: a row of another
 * location answers 404 NOT_FOUND exactly as a missing one. Every module reaches rows
 * named in a URL through this.
 */
export async function findInLocation<T extends TenantTable>(
  db: Db,
  table: T,
  locationId: string,
  id: string,
  what = 'Resource',
): Promise<T['$inferSelect']> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.locationId, locationId), eq(table.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(what);
  return row as T['$inferSelect'];
}

/**
 * Rows of `column`'s table in the locations a request may see: `locationId` after checking
 * the caller may view it (403 otherwise), or, when none is named, every location the caller
 * belongs to (the specification's optional `location_id`: an owner of several venues sees
 * them together). Use it in a `where`.
 */
export async function inViewableLocations(
  db: Db,
  userId: string,
  column: PgColumn,
  locationId: string | undefined,
): Promise<SQL> {
  if (locationId !== undefined) {
    await requireMember(db, userId, locationId, 'location.view');
    return eq(column, locationId);
  }
  return inArray(
    column,
    db.select({ id: members.locationId }).from(members).where(eq(members.userId, userId)),
  );
}
