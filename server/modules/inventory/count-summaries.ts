import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CountDetail, CountLine, CountSummary } from '#contract/counts.ts';
import type { Db } from '#server/db/client.ts';
import {
  items,
  stockCountLines,
  stockCounts,
  stockUpdates,
  users,
} from '#server/db/schema/index.ts';
import { toNumber } from '#server/lib/money.ts';

// A count as the API shows it, and its progress: read by stock-counts.service.ts.

type CountRow = typeof stockCounts.$inferSelect;

const openers = alias(users, 'openers');
const closers = alias(users, 'closers');

/** Counts made in a count: changelog rows of reason `count` that name it. */
export const countedIn = (countId: string) =>
  and(eq(stockUpdates.countId, countId), eq(stockUpdates.reason, 'count'));

/** Whether item `itemColumn` was counted in count `countId` (a correlated EXISTS). */
export const wasCounted = (locationId: string, countId: string, itemColumn: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${stockUpdates} where ${stockUpdates.locationId} = ${locationId} and ${stockUpdates.countId} = ${countId} and ${stockUpdates.itemId} = ${itemColumn} and ${stockUpdates.reason} = 'count')`;

export interface Figures {
  counted: number;
  total: number;
  withoutCost: number | null;
}

/**
 * Progress of counts. Closed: from their lines. Open full count: the items not archived now,
 * and of them those counted in it; open spot check: its items, and those counted in it.
 */
export async function figuresOf(db: Db, locationId: string, counts: CountRow[]) {
  const figures = new Map<string, Figures>();
  const closed = counts.filter((count) => count.status === 'closed').map((count) => count.id);
  if (closed.length > 0) {
    const rows = await db
      .select({
        countId: stockCountLines.countId,
        total: sql<number>`cast(count(*) as int)`,
        counted: sql<number>`cast(count(*) filter (where ${stockCountLines.counted}) as int)`,
        withoutCost: sql<number>`cast(count(*) filter (where ${stockCountLines.costPerUnit} is null) as int)`,
      })
      .from(stockCountLines)
      .where(
        and(eq(stockCountLines.locationId, locationId), inArray(stockCountLines.countId, closed)),
      )
      .groupBy(stockCountLines.countId);
    for (const row of rows) {
      figures.set(row.countId, {
        counted: Number(row.counted),
        total: Number(row.total),
        withoutCost: Number(row.withoutCost),
      });
    }
    for (const id of closed) {
      if (!figures.has(id)) figures.set(id, { counted: 0, total: 0, withoutCost: 0 });
    }
  }
  // Open spot checks, however many: their items, and those counted in them, in one statement.
  const spots = counts
    .filter((count) => count.status === 'open' && count.scope === 'spot')
    .map((count) => count.id);
  if (spots.length > 0) {
    const counted = sql<boolean>`exists (select 1 from ${stockUpdates} where ${stockUpdates.locationId} = ${locationId} and ${stockUpdates.countId} = ${stockCountLines.countId} and ${stockUpdates.itemId} = ${stockCountLines.itemId} and ${stockUpdates.reason} = 'count')`;
    const rows = await db
      .select({
        countId: stockCountLines.countId,
        total: sql<number>`cast(count(*) as int)`,
        counted: sql<number>`cast(count(*) filter (where ${counted}) as int)`,
      })
      .from(stockCountLines)
      .where(
        and(eq(stockCountLines.locationId, locationId), inArray(stockCountLines.countId, spots)),
      )
      .groupBy(stockCountLines.countId);
    for (const id of spots) {
      const row = rows.find((candidate) => candidate.countId === id);
      figures.set(id, {
        counted: Number(row?.counted ?? 0),
        total: Number(row?.total ?? 0),
        withoutCost: null,
      });
    }
  }
  // The open full count (one at most): every item not archived now, and those counted in it.
  for (const count of counts) {
    if (count.status !== 'open' || count.scope !== 'full') continue;
    const [row] = await db
      .select({
        total: sql<number>`cast(count(*) as int)`,
        counted: sql<number>`cast(count(*) filter (where ${wasCounted(locationId, count.id, items.id)}) as int)`,
      })
      .from(items)
      .where(and(eq(items.locationId, locationId), eq(items.archived, false)));
    figures.set(count.id, {
      counted: Number(row?.counted ?? 0),
      total: Number(row?.total ?? 0),
      withoutCost: null,
    });
  }
  return figures;
}

export interface NamedCount {
  count: CountRow;
  openedByName: string | null;
  closedByName: string | null;
}

export function selectNamedCounts(db: Db) {
  return db
    .select({ count: stockCounts, openedByName: openers.name, closedByName: closers.name })
    .from(stockCounts)
    .leftJoin(openers, eq(openers.id, stockCounts.openedBy))
    .leftJoin(closers, eq(closers.id, stockCounts.closedBy));
}

/** The API shape of a count (docs/api.md#counts). */
export function toCountSummary(
  { count, openedByName, closedByName }: NamedCount,
  figures: Figures | undefined,
): CountSummary {
  const closed = count.status === 'closed';
  const progress = { counted: figures?.counted ?? 0, total: figures?.total ?? 0 };
  return {
    id: count.id,
    location_id: count.locationId,
    name: count.name,
    scope: count.scope,
    status: count.status,
    opened_by: count.openedBy,
    opened_by_name: openedByName,
    opened_at: count.createdAt.toISOString(),
    closed_by: count.closedBy,
    closed_by_name: closedByName,
    closed_at: count.closedAt?.toISOString() ?? null,
    progress,
    total_value: closed ? toNumber(count.totalValue ?? '0') : null,
    items_without_cost: closed ? (figures?.withoutCost ?? 0) : null,
    items_not_counted: closed ? progress.total - progress.counted : null,
  };
}

export async function loadSummary(db: Db, locationId: string, id: string): Promise<CountSummary> {
  const [row] = await selectNamedCounts(db)
    .where(and(eq(stockCounts.locationId, locationId), eq(stockCounts.id, id)))
    .limit(1);
  if (!row) throw new Error('count not found after writing it');
  const figures = await figuresOf(db, locationId, [row.count]);
  return toCountSummary(row, figures.get(id));
}

/** Areas by name, items without one last. */
export function byArea(lines: CountLine[]): CountDetail['by_area'] {
  const areas = new Map<string | null, { counted: number; total: number }>();
  for (const line of lines) {
    const area = areas.get(line.storage_area) ?? { counted: 0, total: 0 };
    area.total += 1;
    if (line.counted) area.counted += 1;
    areas.set(line.storage_area, area);
  }
  return [...areas.entries()]
    .map(([storage_area, figures]) => ({ storage_area, ...figures }))
    .sort((a, b) =>
      a.storage_area === null
        ? 1
        : b.storage_area === null
          ? -1
          : a.storage_area.localeCompare(b.storage_area),
    );
}

/** Per person, the items whose last count in the count was theirs, most first. */
export function byPerson(lines: CountLine[]): CountDetail['by_person'] {
  const people = new Map<
    string | null,
    { user_id: string | null; user_name: string | null; counted: number }
  >();
  for (const line of lines) {
    if (!line.counted || !line.last_count) continue;
    const { user_id, user_name } = line.last_count;
    const person = people.get(user_id) ?? { user_id, user_name, counted: 0 };
    person.counted += 1;
    people.set(user_id, person);
  }
  return [...people.values()].sort(
    (a, b) => b.counted - a.counted || (a.user_name ?? '').localeCompare(b.user_name ?? ''),
  );
}
