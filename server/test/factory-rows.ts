import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { locations } from '../db/schema/index.ts';

// What every factory file shares (server/test/factories.ts gathers them all).

/** A short random tag that keeps names and emails of one test apart from another's. */
export const unique = () => randomUUID().slice(0, 8);

/** Inserts one row and answers it as the database holds it. */
export async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error('row not inserted');
  return row;
}

/** The columns a test may set on a row of a location (the location comes from the factory). */
export type Fields<T extends PgTable> = Partial<Omit<T['$inferInsert'], 'locationId'>>;

export type TestLocation = typeof locations.$inferSelect;
