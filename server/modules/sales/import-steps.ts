import { setImmediate } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { salesImports, salesLines } from '#server/db/schema/index.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';

// A sales import written in short steps (decision 033, as decision 032 does a location's file):
// its lines go in a statement at a time under an import that is pending, which every reader of
// sales lines passes over (`settledLine` in sales-rows.ts); the last step marks it finished, in
// one short statement. A failure removes its lines; a server that stopped leaves a pending
// import, removed at the next start.

/**
 * What an import does between two steps: gives the event loop, and with it the database, to
 * the requests waiting. Tests replace it to hold an import between two steps.
 */
export const salesImportPace = {
  between: async (_linesWritten: number): Promise<void> => {
    await setImmediate();
  },
};

/**
 * A pending import this old is abandoned: its server stopped, or lost its database, mid-way.
 * Writing 60,000 lines takes about a minute; an hour is far past any import.
 */
export const ABANDONED_SALES_IMPORT_MS = 60 * 60 * 1000;

/** Lines one statement removes from an import being removed. */
const REMOVE_STEP_ROWS = 5000;

const ONE_PENDING = 'sales_imports_location_id_pending_key';

/**
 * Opens a pending import in the location and returns its id, or null while another import of
 * the location is pending (one abandoned `ABANDONED_SALES_IMPORT_MS` ago is removed first).
 */
export async function openSalesImport(
  db: Db,
  { locationId, userId, now }: { locationId: string; userId: string; now: Date },
): Promise<string | null> {
  const open = async () => {
    const [row] = await db
      .insert(salesImports)
      .values({ locationId, startedAt: now, createdBy: userId })
      .returning({ id: salesImports.id });
    if (!row) throw new Error('The sales import just opened was not found');
    return row.id;
  };
  try {
    return await open();
  } catch (error) {
    if (!isUniqueViolation(error, ONE_PENDING)) throw error;
  }
  const before = new Date(now.getTime() - ABANDONED_SALES_IMPORT_MS);
  if ((await removeAbandonedSalesImports(db, before, locationId)) === 0) return null;
  try {
    return await open();
  } catch (error) {
    if (isUniqueViolation(error, ONE_PENDING)) return null;
    throw error;
  }
}

/**
 * The last step: the import's lines become what every reader sees. False when the import is
 * no longer there (removed as abandoned while it was written).
 */
export async function finishSalesImport(db: Db, importId: string, now: Date): Promise<boolean> {
  const finished = await db
    .update(salesImports)
    .set({ finishedAt: now })
    .where(and(eq(salesImports.id, importId), isNull(salesImports.finishedAt)))
    .returning({ id: salesImports.id });
  return finished.length === 1;
}

/** Removes an import that did not finish: its lines a few thousand a statement, then itself. */
export async function removeSalesImport(
  db: Db,
  { locationId, importId }: { locationId: string; importId: string },
): Promise<void> {
  for (;;) {
    const removed = await db.execute<{ n: number }>(sql`
      with gone as (
        delete from sales_lines where ctid in (
          select ctid from sales_lines
          where location_id = ${locationId} and import_id = ${importId}
          limit ${REMOVE_STEP_ROWS})
        returning 1)
      select count(*)::int as n from gone`);
    const count = (removed as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (count < REMOVE_STEP_ROWS) break;
    await setImmediate();
  }
  await db
    .delete(salesImports)
    .where(
      and(
        eq(salesImports.locationId, locationId),
        eq(salesImports.id, importId),
        isNull(salesImports.finishedAt),
      ),
    );
}

/**
 * Removes the imports begun before `before` that never finished (of one location, or all),
 * with their lines. Returns how many.
 */
export async function removeAbandonedSalesImports(
  db: Db,
  before: Date,
  locationId?: string,
): Promise<number> {
  const abandoned = await db
    .select({ importId: salesImports.id, locationId: salesImports.locationId })
    .from(salesImports)
    .where(
      and(
        isNull(salesImports.finishedAt),
        lt(salesImports.startedAt, before),
        locationId === undefined ? undefined : eq(salesImports.locationId, locationId),
      ),
    );
  for (const pending of abandoned) await removeSalesImport(db, pending);
  return abandoned.length;
}

/** The lines a statement of an import writes, and how many of them were new. */
export async function writeSalesLines(
  db: Db,
  values: (typeof salesLines.$inferInsert)[],
): Promise<number> {
  // A line already imported (or written by a pending import of the location) is skipped.
  const inserted = await db
    .insert(salesLines)
    .values(values)
    .onConflictDoNothing({ target: [salesLines.locationId, salesLines.dedupeKey] })
    .returning({ id: salesLines.id });
  return inserted.length;
}
