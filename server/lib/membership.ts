import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Action, can } from '../../contract/permissions.ts';
import type { Role } from '../../contract/roles.ts';
import type { Db } from '../db/client.ts';
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
  const [row] = await db
    .select({ role: members.role, memberId: members.id })
    .from(members)
    .where(and(eq(members.locationId, locationId), eq(members.userId, userId)))
    .limit(1);
  if (!row || !can(row.role, action)) throw forbidden();
  return row;
}

/** A tenant table: every row carries its `id` and its `location_id`. */
export type TenantTable = PgTable & { id: PgColumn; locationId: PgColumn };

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
