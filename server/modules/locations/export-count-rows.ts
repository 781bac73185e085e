import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  exportedSalesLine,
  exportedSalesMapping,
  exportedStockCount,
} from '#contract/location-export.ts';
import type { Db } from '#server/db/client.ts';
import {
  salesLines,
  salesMappings,
  stockCountLines,
  stockCounts,
  users,
} from '#server/db/schema/index.ts';
import { EXPORT_PAGE_ROWS, pagesOf } from '#server/lib/json-stream.ts';
import { toNullableNumber, toNumber } from '#server/lib/money.ts';
import { settledLine } from '#server/modules/sales/sales-totals.service.ts';
import { byParent } from './export-nested-rows.ts';
import { type Exported, inLocation, iso, isoOrNull } from './export-rows.ts';

// Counts as records and sales (issue 23) in a location's file: who opened, closed, imported or
// mapped them by name only, as everywhere in the file (decision 031).

/** Counts a page reads: a full count has a line for every item, thousands of them. */
const COUNT_PAGE_ROWS = 20;

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');

/** Counts, each with its items. */
export async function* stockCountPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select({
          ...getTableColumns(stockCounts),
          openedByName: opener.name,
          closedByName: closer.name,
        })
        .from(stockCounts)
        .leftJoin(opener, eq(opener.id, stockCounts.openedBy))
        .leftJoin(closer, eq(closer.id, stockCounts.closedBy))
        .where(inLocation(stockCounts, locationId, after))
        .orderBy(asc(stockCounts.id))
        .limit(COUNT_PAGE_ROWS),
    stockCounts.id,
    { pageRows: COUNT_PAGE_ROWS },
  )) {
    const lines =
      page.length === 0
        ? []
        : await db
            .select()
            .from(stockCountLines)
            .where(
              and(
                eq(stockCountLines.locationId, locationId),
                inArray(
                  stockCountLines.countId,
                  page.map((count) => count.id),
                ),
              ),
            )
            .orderBy(asc(stockCountLines.countId), asc(stockCountLines.itemId));
    const linesOf = byParent(lines, (line) => line.countId);
    yield page.map((row): Exported<typeof exportedStockCount> => ({
      id: row.id,
      name: row.name,
      scope: row.scope,
      status: row.status,
      opened_by: row.openedByName,
      closed_by: row.closedByName,
      closed_at: isoOrNull(row.closedAt),
      total_value: toNullableNumber(row.totalValue),
      created_at: iso(row.createdAt),
      lines: (linesOf.get(row.id) ?? []).map((line) => ({
        item_id: line.itemId,
        quantity: toNullableNumber(line.quantity),
        cost_per_unit: toNullableNumber(line.costPerUnit),
        counted: line.counted,
      })),
    }));
  }
}

/** Sales lines, with who imported or typed each by name; none of an unfinished import. */
export async function* salesLinePages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select({ ...getTableColumns(salesLines), by: users.name })
        .from(salesLines)
        .leftJoin(users, eq(users.id, salesLines.createdBy))
        // A sales import still being written is not sold yet, in the file as anywhere.
        .where(and(inLocation(salesLines, locationId, after), settledLine))
        .orderBy(asc(salesLines.id))
        .limit(EXPORT_PAGE_ROWS),
    salesLines.id,
  )) {
    yield page.map((row): Exported<typeof exportedSalesLine> => ({
      sold_at: iso(row.soldAt),
      period_start: isoOrNull(row.periodStart),
      pos_name: row.posName,
      pos_key: row.posKey,
      pos_code: row.posCode,
      menu_item_id: row.menuItemId,
      quantity: toNumber(row.quantity),
      net_sales: toNullableNumber(row.netSales),
      source: row.source,
      dedupe_key: row.dedupeKey,
      created_by: row.by,
      created_at: iso(row.createdAt),
    }));
  }
}

/** What each POS name is, in the order of the names as matched. */
export async function* salesMappingPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select({ ...getTableColumns(salesMappings), by: users.name })
        .from(salesMappings)
        .leftJoin(users, eq(users.id, salesMappings.updatedBy))
        .where(and(eq(salesMappings.locationId, locationId), after))
        .orderBy(asc(salesMappings.posKey))
        .limit(EXPORT_PAGE_ROWS),
    salesMappings.posKey,
    { keyOf: (row) => row.posKey },
  )) {
    yield page.map((row): Exported<typeof exportedSalesMapping> => ({
      pos_key: row.posKey,
      pos_name: row.posName,
      menu_item_id: row.menuItemId,
      updated_by: row.by,
      updated_at: iso(row.updatedAt),
    }));
  }
}
