import Decimal from 'decimal.js';
import { and, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { createSalesLineBody, listSalesQuery, SalesLine, SalesPage } from '#contract/sales.ts';
import { menuItems, salesLines, salesMappings } from '#server/db/schema/index.ts';
import { conflict, validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { findInLocation, locateMemberRow, requireMember } from '#server/lib/membership.ts';
import { toNullableNumber, toNumber } from '#server/lib/money.ts';
import { loadAttribution } from './attribution.ts';
import { posKeyOf, tidyPosName } from './pos-key.ts';
import { boundInstant } from './sales-file.ts';
import { locationZone, settledLine } from './sales-rows.ts';

/** A line's columns as the API answers them: its menu item's name, whether it is ignored. */
const lineColumns = {
  row: salesLines,
  menuItemName: menuItems.name,
  ignored: sql<boolean>`(${salesMappings.posKey} is not null)`,
};

/** The menu item a line is attributed to, and the mapping that ignores its name, if any. */
function selectLines(ctx: Context) {
  return ctx.db
    .select(lineColumns)
    .from(salesLines)
    .leftJoin(
      menuItems,
      and(eq(menuItems.locationId, salesLines.locationId), eq(menuItems.id, salesLines.menuItemId)),
    )
    .leftJoin(
      salesMappings,
      and(
        eq(salesMappings.locationId, salesLines.locationId),
        eq(salesMappings.posKey, salesLines.posKey),
        isNull(salesMappings.menuItemId),
        isNull(salesLines.menuItemId),
      ),
    );
}

function toSalesLine(found: {
  row: typeof salesLines.$inferSelect;
  menuItemName: string | null;
  ignored: boolean;
}): SalesLine {
  const { row } = found;
  return {
    id: row.id,
    location_id: row.locationId,
    sold_at: row.soldAt.toISOString(),
    period_start: row.periodStart?.toISOString() ?? null,
    pos_name: row.posName,
    pos_code: row.posCode,
    menu_item_id: row.menuItemId,
    menu_item_name: row.menuItemId ? found.menuItemName : null,
    quantity: toNumber(row.quantity),
    net_sales: toNullableNumber(row.netSales),
    source: row.source,
    ignored: found.ignored,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** A line typed by hand: a menu item, or a POS name attributed like an imported one. */
export async function createSalesLine(
  ctx: Context,
  body: z.output<typeof createSalesLineBody>,
): Promise<SalesLine> {
  const locationId = body.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'sales.edit');
  let posName: string;
  let menuItemId: string | null;
  if (body.menu_item_id !== undefined) {
    const item = await findInLocation(
      ctx.db,
      menuItems,
      locationId,
      body.menu_item_id,
      'Menu item',
    );
    posName = item.name;
    menuItemId = item.id;
  } else {
    posName = tidyPosName(body.pos_name ?? '');
    const attribute = await loadAttribution(ctx.db, locationId);
    menuItemId = attribute(posKeyOf(posName), null).menuItemId;
  }
  const [row] = await ctx.db
    .insert(salesLines)
    .values({
      locationId,
      soldAt: new Date(body.sold_at),
      posName,
      posKey: posKeyOf(posName),
      menuItemId,
      quantity: new Decimal(body.quantity).toFixed(),
      netSales:
        body.net_sales === undefined || body.net_sales === null
          ? null
          : new Decimal(body.net_sales).toFixed(),
      source: 'manual',
      createdBy: ctx.user.id,
    })
    .returning({ id: salesLines.id });
  const [found] = await selectLines(ctx).where(eq(salesLines.id, row?.id ?? ''));
  if (!found) throw new Error('The sales line just written was not found');
  return toSalesLine(found);
}

/** `sold_at` within the query's range: after `from` (excluded), up to `to` (included). */
function inRange(zone: string, query: { from?: string; to?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gt(salesLines.soldAt, boundInstant(query.from, zone, false)));
  if (query.to) conditions.push(lte(salesLines.soldAt, boundInstant(query.to, zone, true)));
  return conditions;
}

const uuid = z.uuid();

/**
 * The lines of a location in a range, newest first, a page at a time (`cursor`: the last
 * line's id; ties on the time broken by id), with the totals of the whole range.
 */
export async function listSales(
  ctx: Context,
  query: z.output<typeof listSalesQuery>,
): Promise<SalesPage> {
  const locationId = query.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const zone = await locationZone(ctx.db, locationId);
  const range = and(eq(salesLines.locationId, locationId), settledLine, ...inRange(zone, query));
  let after: SQL | undefined;
  if (query.cursor !== undefined) {
    const [cursor] = uuid.safeParse(query.cursor).success
      ? await ctx.db
          .select({ id: salesLines.id })
          .from(salesLines)
          .where(
            and(
              eq(salesLines.locationId, locationId),
              eq(salesLines.id, query.cursor),
              settledLine,
            ),
          )
      : [];
    if (!cursor) throw validationError('cursor', 'No such sales line in this location');
    after = sql`(${salesLines.soldAt}, ${salesLines.id}) < (select c.sold_at, c.id from sales_lines c where c.location_id = ${locationId} and c.id = ${cursor.id})`;
  }
  const [rows, [totals]] = await Promise.all([
    selectLines(ctx)
      .where(after ? and(range, after) : range)
      .orderBy(desc(salesLines.soldAt), desc(salesLines.id))
      .limit(query.limit + 1),
    ctx.db
      .select({
        lines: sql<number>`count(*)::int`,
        quantity: sql<string | null>`sum(${salesLines.quantity})`,
        netSales: sql<string | null>`sum(${salesLines.netSales})`,
        unmapped: sql<
          string | null
        >`sum(${salesLines.quantity}) filter (where ${salesLines.menuItemId} is null and ${salesMappings.posKey} is null)`,
      })
      .from(salesLines)
      .leftJoin(
        salesMappings,
        and(
          eq(salesMappings.locationId, salesLines.locationId),
          eq(salesMappings.posKey, salesLines.posKey),
          isNull(salesMappings.menuItemId),
        ),
      )
      .where(range),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    lines: page.map(toSalesLine),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.row.id ?? null) : null,
    totals: {
      lines: totals?.lines ?? 0,
      quantity: toNumber(totals?.quantity ?? '0'),
      net_sales: toNullableNumber(totals?.netSales ?? null),
      unmapped_quantity: toNumber(totals?.unmapped ?? '0'),
    },
  };
}

/** Deletes a line typed by hand (a typo); an imported line stays with its file. */
export async function deleteSalesLine(ctx: Context, { id }: { id: string }): Promise<void> {
  const line = await locateMemberRow(ctx.db, salesLines, ctx.user.id, id, {
    what: 'Sales line',
    action: 'sales.edit',
  });
  if (line.source !== 'manual') {
    throw conflict(
      'Only a line typed by hand can be deleted; an imported line stays with its file',
    );
  }
  await ctx.db
    .delete(salesLines)
    .where(and(eq(salesLines.locationId, line.locationId), eq(salesLines.id, id)));
}
