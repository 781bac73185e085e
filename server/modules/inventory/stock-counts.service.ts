import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COLUMN_LIMIT } from '#contract/amounts.ts';
import type {
  CountDetail,
  CountLine,
  CountScope,
  CountSummary,
  countsQuery,
  openCountBody,
} from '#contract/counts.ts';
import type { Db } from '#server/db/client.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import {
  categories,
  items,
  locations,
  stockCountLines,
  stockCounts,
  stockUpdates,
  users,
} from '#server/db/schema/index.ts';
import { conflict, notFound, validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { locateMemberRow, requireMember } from '#server/lib/membership.ts';
import { greaterThan, toNullableNumber, toNumber } from '#server/lib/money.ts';
import {
  byArea,
  byPerson,
  countedIn,
  figuresOf,
  loadSummary,
  selectNamedCounts,
  toCountSummary,
  wasCounted,
} from './count-summaries.ts';

type OpenCountFields = z.output<typeof openCountBody>;
type CountsQuery = z.output<typeof countsQuery>;

const ONE_OPEN_FULL_COUNT = 'stock_counts_one_open_full_key';
/** "26 Nov 2026": the day of `now` in the venue's time zone (UTC if the zone is unknown). */
function venueDay(now: Date, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).formatToParts(now);
  } catch {
    return venueDay(now, 'UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

function defaultName(scope: CountScope, now: Date, timeZone: string): string {
  return `${scope === 'full' ? 'Count' : 'Spot check'} ${venueDay(now, timeZone)}`;
}

/** 409 naming the open full count of the location. */
async function openFullCountConflict(db: Db, locationId: string) {
  const [open] = await db
    .select({ id: stockCounts.id, name: stockCounts.name })
    .from(stockCounts)
    .where(
      and(
        eq(stockCounts.locationId, locationId),
        eq(stockCounts.status, 'open'),
        eq(stockCounts.scope, 'full'),
      ),
    )
    .limit(1);
  return conflict(
    `The full count "${open?.name ?? ''}" is still open. Close it, or delete it, before opening another.`,
    { count_id: open?.id ?? null },
  );
}

/**
 * Opens a count (`counts.manage`): a full count of every item (at most one open per
 * location: a second is 409 naming the open one), or a spot check of `item_ids` (items of the
 * location, not archived; their lines are written now). Named "Count 26 Nov 2026" (the
 * venue's day) unless named.
 */
export async function openCount(ctx: Context, body: OpenCountFields): Promise<CountSummary> {
  const locationId = body.location_id;
  const userId = ctx.user.id;
  await requireMember(ctx.db, userId, locationId, 'counts.manage');
  const scope: CountScope = body.item_ids === undefined ? 'full' : 'spot';
  const itemIds = [...new Set(body.item_ids ?? [])];
  const now = ctx.now();
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      if (scope === 'full') {
        const [open] = await tx
          .select({ id: stockCounts.id })
          .from(stockCounts)
          .where(
            and(
              eq(stockCounts.locationId, locationId),
              eq(stockCounts.status, 'open'),
              eq(stockCounts.scope, 'full'),
            ),
          )
          .limit(1);
        if (open) throw await openFullCountConflict(tx, locationId);
      } else {
        const found = await tx
          .select({ id: items.id })
          .from(items)
          .where(
            and(
              eq(items.locationId, locationId),
              eq(items.archived, false),
              inArray(items.id, itemIds),
            ),
          );
        const missing = itemIds.length - found.length;
        if (missing > 0) {
          throw validationError(
            'item_ids',
            missing === 1
              ? 'One of these items is not in this location, or is archived'
              : `${missing} of these items are not in this location, or are archived`,
          );
        }
      }
      const [location] = await tx
        .select({ timezone: locations.timezone })
        .from(locations)
        .where(eq(locations.id, locationId))
        .limit(1);
      const [count] = await tx
        .insert(stockCounts)
        .values({
          locationId,
          name: body.name ?? defaultName(scope, now, location?.timezone ?? 'UTC'),
          scope,
          openedBy: userId,
          createdAt: now,
        })
        .returning({ id: stockCounts.id });
      if (!count) throw new Error('count not written');
      for (let start = 0; start < itemIds.length; start += INSERT_CHUNK_ROWS) {
        await tx
          .insert(stockCountLines)
          .values(
            itemIds
              .slice(start, start + INSERT_CHUNK_ROWS)
              .map((itemId) => ({ locationId, countId: count.id, itemId })),
          );
      }
      return count.id;
    });
  } catch (error) {
    // Two managers opening a full count at once: the unique index lets one in.
    if (isUniqueViolation(error, ONE_OPEN_FULL_COUNT)) {
      throw await openFullCountConflict(ctx.db, locationId);
    }
    throw error;
  }
  await ctx.publish({ type: 'count.opened', location_id: locationId, id });
  return loadSummary(ctx.db, locationId, id);
}

/** The counts of a location (`location.view`): open first, then closed newest first. */
export async function listCounts(ctx: Context, query: CountsQuery): Promise<CountSummary[]> {
  const locationId = query.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const rows = await selectNamedCounts(ctx.db)
    .where(eq(stockCounts.locationId, locationId))
    .orderBy(
      sql`${stockCounts.status} = 'open' desc`,
      desc(stockCounts.closedAt),
      desc(stockCounts.createdAt),
      desc(stockCounts.id),
    )
    .limit(query.limit);
  const figures = await figuresOf(
    ctx.db,
    locationId,
    rows.map((row) => row.count),
  );
  return rows.map((row) => toCountSummary(row, figures.get(row.count.id)));
}

/**
 * A count (`location.view`) with every item in it: who counted it last in it and when, and
 * progress overall, by storage area and by person. Another location's count is a 404.
 */
export async function getCount(ctx: Context, id: string): Promise<CountDetail> {
  const count = await locateMemberRow(ctx.db, stockCounts, ctx.user.id, id, {
    what: 'Count',
    action: 'location.view',
  });
  const locationId = count.locationId;
  const itemColumns = {
    itemId: items.id,
    name: items.name,
    unit: items.unit,
    category: categories.name,
    storageArea: items.storageArea,
    currentQuantity: items.quantity,
    currentCost: items.costPerUnit,
  };
  const categoryJoin = and(
    eq(categories.locationId, items.locationId),
    eq(categories.id, items.categoryId),
  );
  const rows =
    count.scope === 'full' && count.status === 'open'
      ? (
          await ctx.db
            .select(itemColumns)
            .from(items)
            .leftJoin(categories, categoryJoin)
            .where(and(eq(items.locationId, locationId), eq(items.archived, false)))
        ).map((row) => ({ ...row, line: null }))
      : await ctx.db
          .select({ ...itemColumns, line: stockCountLines })
          .from(stockCountLines)
          .innerJoin(
            items,
            and(
              eq(items.locationId, stockCountLines.locationId),
              eq(items.id, stockCountLines.itemId),
            ),
          )
          .leftJoin(categories, categoryJoin)
          .where(and(eq(stockCountLines.locationId, locationId), eq(stockCountLines.countId, id)));
  const lastCounts = await ctx.db
    .selectDistinctOn([stockUpdates.itemId], {
      itemId: stockUpdates.itemId,
      updateId: stockUpdates.id,
      userId: stockUpdates.userId,
      userName: users.name,
      quantity: stockUpdates.newQuantity,
      at: stockUpdates.createdAt,
    })
    .from(stockUpdates)
    .leftJoin(users, eq(users.id, stockUpdates.userId))
    .where(and(eq(stockUpdates.locationId, locationId), countedIn(id)))
    .orderBy(stockUpdates.itemId, desc(stockUpdates.createdAt), desc(stockUpdates.id));
  const lastCountOf = new Map(lastCounts.map((last) => [last.itemId, last]));
  const closed = count.status === 'closed';
  const lines: CountLine[] = rows
    .map((row): CountLine => {
      const last = lastCountOf.get(row.itemId);
      return {
        item_id: row.itemId,
        item_name: row.name,
        unit: row.unit,
        category: row.category,
        storage_area: row.storageArea,
        quantity: closed
          ? toNullableNumber(row.line?.quantity ?? null)
          : toNumber(row.currentQuantity),
        cost_per_unit: closed
          ? toNullableNumber(row.line?.costPerUnit ?? null)
          : toNullableNumber(row.currentCost),
        counted: closed ? (row.line?.counted ?? false) : last !== undefined,
        last_count: last
          ? {
              update_id: last.updateId,
              user_id: last.userId,
              user_name: last.userName,
              quantity: toNumber(last.quantity),
              at: last.at.toISOString(),
            }
          : null,
      };
    })
    .sort(
      (a, b) =>
        (a.storage_area === null ? 1 : 0) - (b.storage_area === null ? 1 : 0) ||
        (a.storage_area ?? '').localeCompare(b.storage_area ?? '') ||
        a.item_name.localeCompare(b.item_name),
    );
  const [named] = await selectNamedCounts(ctx.db)
    .where(and(eq(stockCounts.locationId, locationId), eq(stockCounts.id, id)))
    .limit(1);
  if (!named) throw new Error('count not found');
  const counted = lines.filter((line) => line.counted).length;
  const withoutCost = lines.filter((line) => line.cost_per_unit === null).length;
  const summary = toCountSummary(named, {
    counted,
    total: lines.length,
    withoutCost: closed ? withoutCost : null,
  });
  return { ...summary, items: lines, by_area: byArea(lines), by_person: byPerson(lines) };
}

/**
 * Closes a count (`counts.manage`) in one transaction, its row locked FOR UPDATE first: a
 * count made for it meanwhile either committed before (and is in it) or waits and finds it
 * closed (count-rows.ts). Snapshots every item of the count (full: every item not archived
 * now; spot: its items) with its quantity and cost per unit now and whether it was counted
 * in it, and the total value Σ quantity × cost per unit over the items that have a cost.
 * A closed count is 409.
 */
export async function closeCount(ctx: Context, id: string): Promise<CountSummary> {
  const userId = ctx.user.id;
  const now = ctx.now();
  const locationId = await ctx.db.transaction(async (tx) => {
    const found = await locateMemberRow(tx, stockCounts, userId, id, {
      what: 'Count',
      action: 'counts.manage',
    });
    const location = found.locationId;
    if (found.scope === 'full') {
      // The items first, then the count: the order a count of an item takes (its item, then
      // the count it joins: count-rows.ts). The snapshot's insert locks each item it names (its
      // foreign key), so with the count locked first, a count of an item that waits for the
      // count while holding its item deadlocked the close. Now the close waits for the counts
      // under way on its items, and counts that come later wait for it, then find it closed.
      await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.locationId, location), eq(items.archived, false)))
        .orderBy(asc(items.id))
        .for('share');
    }
    const [count] = await tx
      .select()
      .from(stockCounts)
      .where(and(eq(stockCounts.locationId, location), eq(stockCounts.id, id)))
      .for('update');
    if (!count) throw notFound('Count');
    if (count.status !== 'open') throw conflict(`The count "${count.name}" is already closed.`);
    if (count.scope === 'full') {
      await tx.execute(sql`
        insert into ${stockCountLines} (location_id, count_id, item_id, quantity, cost_per_unit, counted)
        select ${items.locationId}, ${id}, ${items.id}, ${items.quantity}, ${items.costPerUnit},
          ${wasCounted(location, id, items.id)}
        from ${items}
        where ${items.locationId} = ${location} and ${items.archived} = false`);
    } else {
      await tx.execute(sql`
        update ${stockCountLines} set
          quantity = i.quantity,
          cost_per_unit = i.cost_per_unit,
          counted = exists (select 1 from ${stockUpdates} su where su.location_id = ${location}
            and su.count_id = ${id} and su.item_id = i.id and su.reason = 'count')
        from ${items} i
        where ${stockCountLines.locationId} = ${location} and ${stockCountLines.countId} = ${id}
          and i.location_id = ${location} and i.id = ${stockCountLines.itemId}`);
    }
    const [total] = await tx
      .select({
        value: sql<string>`cast(coalesce(sum(${stockCountLines.quantity} * ${stockCountLines.costPerUnit}), 0) as text)`,
      })
      .from(stockCountLines)
      .where(
        and(
          eq(stockCountLines.locationId, location),
          eq(stockCountLines.countId, id),
          isNotNull(stockCountLines.costPerUnit),
        ),
      );
    const value = total?.value ?? '0';
    if (greaterThan(value, String(COLUMN_LIMIT - 1))) {
      throw conflict(
        'The value of this count is too large to keep (9,999,999,999 or more). Check the quantities and costs of its items.',
      );
    }
    await tx
      .update(stockCounts)
      .set({ status: 'closed', closedAt: now, closedBy: userId, totalValue: value })
      .where(and(eq(stockCounts.locationId, location), eq(stockCounts.id, id)));
    return location;
  });
  await ctx.publish({ type: 'count.closed', location_id: locationId, id });
  return loadSummary(ctx.db, locationId, id);
}

/**
 * Deletes an open count opened by mistake (`counts.manage`): the count and its lines go; the
 * counts made in it stay in the changelog, no longer naming it (same transaction). A closed
 * count is a record: 409.
 */
export async function deleteCount(ctx: Context, id: string): Promise<void> {
  const userId = ctx.user.id;
  const locationId = await ctx.db.transaction(async (tx) => {
    const count = await locateMemberRow(tx, stockCounts, userId, id, {
      what: 'Count',
      action: 'counts.manage',
      lock: true,
    });
    const location = count.locationId;
    if (count.status !== 'open') {
      throw conflict(`The count "${count.name}" is closed: a closed count is kept as a record.`);
    }
    await tx
      .update(stockUpdates)
      .set({ countId: null })
      .where(and(eq(stockUpdates.locationId, location), eq(stockUpdates.countId, id)));
    await tx
      .delete(stockCounts)
      .where(and(eq(stockCounts.locationId, location), eq(stockCounts.id, id)));
    return location;
  });
  await ctx.publish({ type: 'count.deleted', location_id: locationId, id });
}
