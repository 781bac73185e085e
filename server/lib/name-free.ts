import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { AppError } from './app-error.ts';
import type { TenantTable } from './membership.ts';

/** A tenant table whose rows carry a name unique in their location, whatever its case. */
export type NamedTable = TenantTable & { name: PgColumn };

/**
 * Throws `refusal(clash)` when another row of `table` in the location is already named `name`
 * (any case; `exceptId`, the row being renamed, does not count). Each caller words its own
 * refusal, from the clashing row (an archived item is named as such).
 */
export async function assertNameFree<T extends NamedTable>(
  db: Db,
  table: T,
  input: { locationId: string; name: string; exceptId?: string | undefined },
  refusal: (clash: T['$inferSelect']) => AppError,
): Promise<void> {
  const { locationId, name, exceptId } = input;
  const [clash] = await db
    .select()
    .from(table as PgTable)
    .where(
      and(
        eq(table.locationId, locationId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw refusal(clash as T['$inferSelect']);
}
