import { setImmediate } from 'node:timers/promises';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { LocationImportResponse } from '#contract/location-export.ts';
import { FILE_IMPORT_BUSY_MESSAGE } from '#contract/messages.ts';
import type { Db } from '#server/db/client.ts';
import {
  categories,
  items,
  locations,
  members,
  menuItems,
  menuRecipes,
  menuStockItems,
  priceChanges,
  recipeIngredients,
  recipes,
  salesLines,
  salesMappings,
  shoppingListItems,
  shoppingLists,
  stockCountLines,
  stockCounts,
  stockUpdates,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { Turns } from '#server/lib/turns.ts';
import type { ImportBatch, ImportTables } from './import-plan.ts';
import { openLocation } from './import-rows.ts';
import { openLocationFile } from './import-thread.ts';

const TABLES: ImportTables = {
  categories,
  items,
  vendors,
  vendorItems,
  shoppingLists,
  shoppingListItems,
  stockCounts,
  stockCountLines,
  stockUpdates,
  priceChanges,
  recipes,
  recipeIngredients,
  menuItems,
  menuRecipes,
  menuStockItems,
  salesMappings,
  salesLines,
};

/** Rows each step of an import writes: one statement, committed on its own. */
export const IMPORT_STEP_ROWS = INSERT_CHUNK_ROWS;

/**
 * What an import does between two steps: gives the event loop, and with it the database, to
 * the requests waiting. Tests replace it to hold an import between two steps.
 */
export const importPace = {
  between: async (_rowsWritten: number): Promise<void> => {
    await setImmediate();
  },
};

/**
 * Reads a location's file into a new location owned by the caller (decision 032). The file is
 * read and checked in a thread of its own; a bad one is refused before anything is written.
 * The rows then go into a location marked as being imported, which has no member yet and so
 * is in no list and reachable by no one, a statement of IMPORT_STEP_ROWS at a time, each
 * committed on its own, with the database free for other requests between them. Only the
 * last, short transaction makes the caller its owner. If anything fails on the way, the
 * location is removed; if the server stops, it is removed at the next start.
 */
export async function importLocation(
  ctx: Context,
  input: { bytes: Uint8Array },
): Promise<LocationImportResponse> {
  const release = await importTurns.take();
  if (!release) {
    throw new AppError('RATE_LIMITED', FILE_IMPORT_BUSY_MESSAGE, { retry_after: 60 }, 60);
  }
  try {
    return await importFile(ctx, input.bytes);
  } finally {
    release();
  }
}

/**
 * Location files read at once in this process, and waiting: each reading thread may take up to
 * IMPORT_RESOURCE_LIMITS of memory, so a caller sending file after file waits, then is refused.
 */
export const LOCATION_IMPORT_TURNS = { concurrency: 1, maxWaiting: 2 };
const importTurns = new Turns(LOCATION_IMPORT_TURNS);

async function importFile(ctx: Context, bytes: Uint8Array): Promise<LocationImportResponse> {
  const thread = openLocationFile(bytes);
  try {
    const { location, counts } = await thread.ready;
    const locationId = await openLocation(ctx.db, location, ctx.now());
    try {
      thread.start(locationId, IMPORT_STEP_ROWS);
      let written = 0;
      let next = thread.next();
      for (;;) {
        const batch = await next;
        if (!batch) break;
        // The thread makes the next batch while this one is written.
        next = thread.next();
        next.catch(() => undefined);
        await insertBatch(ctx.db, batch);
        written += batch.rows.length;
        await importPace.between(written);
      }
      await ctx.db.transaction(async (tx) => {
        await tx.insert(members).values({ locationId, userId: ctx.user.id, role: 'owner' });
        await tx
          .update(locations)
          .set({ importingSince: null })
          .where(eq(locations.id, locationId));
      });
    } catch (error) {
      await removeLocation(ctx.db, locationId);
      throw error;
    }
    return { location_id: locationId, name: location.name, counts };
  } finally {
    await thread.close();
  }
}

async function insertBatch(db: Db, batch: ImportBatch): Promise<void> {
  // Each batch names its table, and its rows are that table's.
  const table = TABLES[batch.table] as (typeof TABLES)['items'];
  await db.insert(table).values(batch.rows as (typeof items.$inferInsert)[]);
}

/** Rows one statement removes from a large table of a location being removed. */
const REMOVE_STEP_ROWS = 5000;
/** The tables that may hold hundreds of thousands of rows of one location. */
const LARGE_TABLES = [
  'stock_updates',
  'sales_lines',
  'price_changes',
  'stock_count_lines',
  'shopping_list_items',
] as const;

/**
 * Removes a location an import did not finish: its large tables a few thousand rows a
 * statement, so no one statement holds the database long, then the location with the rest.
 */
export async function removeLocation(db: Db, locationId: string): Promise<void> {
  for (const table of LARGE_TABLES) {
    for (;;) {
      const removed = await db.execute<{ n: number }>(sql`
        with gone as (
          delete from ${sql.identifier(table)} where ctid in (
            select ctid from ${sql.identifier(table)}
            where location_id = ${locationId} limit ${REMOVE_STEP_ROWS})
          returning 1)
        select count(*)::int as n from gone`);
      const count = (removed as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      if (count < REMOVE_STEP_ROWS) break;
      await setImmediate();
    }
  }
  await db.delete(locations).where(eq(locations.id, locationId));
}

/**
 * Removes the locations whose import began before `before` and never ended (the server
 * stopped mid-way). Returns how many.
 */
export async function removeAbandonedImports(db: Db, before: Date): Promise<number> {
  const abandoned = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(isNotNull(locations.importingSince), lt(locations.importingSince, before)));
  for (const { id } of abandoned) await removeLocation(db, id);
  return abandoned.length;
}
