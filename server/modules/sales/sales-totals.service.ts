import Decimal from 'decimal.js';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { salesLines, salesMappings } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { settledLine } from './sales-rows.ts';

/** The condition of a sales line other modules read (a location's file): no unfinished import. */
export { settledLine };

/** What was sold of one menu item over a period. */
export interface MenuItemSales {
  menuItemId: string;
  /** Σ quantity (refunds subtract). */
  quantity: Decimal;
  /** Σ net sales of the lines that carry an amount; null when none does. */
  netSales: Decimal | null;
  /** Lines counted. */
  lines: number;
}

/** Sales of a period by menu item, and what no menu item takes. */
export interface SalesByMenuItem {
  items: MenuItemSales[];
  /** Σ quantity per POS name no mapping or menu item takes, most sold first. */
  unmapped: { posName: string; quantity: Decimal }[];
  /** Σ quantity of the lines whose POS name a mapping ignores (a gift card). */
  ignoredQuantity: Decimal;
}

/**
 * The sales of a location with `from < sold_at <= to` (a summary's line counts at the end of
 * its period), by the menu item each line is attributed to. For the reports (variance, menu
 * engineering): the caller needs `reports.view` in the location.
 */
export async function salesByMenuItem(
  ctx: Context,
  { locationId, from, to }: { locationId: string; from: Date; to: Date },
): Promise<SalesByMenuItem> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const inPeriod = and(
    eq(salesLines.locationId, locationId),
    gt(salesLines.soldAt, from),
    lte(salesLines.soldAt, to),
    settledLine,
  );
  const [items, others] = await Promise.all([
    ctx.db
      .select({
        menuItemId: salesLines.menuItemId,
        quantity: sql<string>`sum(${salesLines.quantity})`,
        netSales: sql<string | null>`sum(${salesLines.netSales})`,
        lines: sql<number>`count(*)::int`,
      })
      .from(salesLines)
      .where(and(inPeriod, isNotNull(salesLines.menuItemId)))
      .groupBy(salesLines.menuItemId),
    ctx.db
      .select({
        posKey: salesLines.posKey,
        posName: sql<string>`min(${salesLines.posName})`,
        quantity: sql<string>`sum(${salesLines.quantity})`,
        ignored: sql<boolean>`bool_or(${salesMappings.posKey} is not null)`,
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
      .where(and(inPeriod, isNull(salesLines.menuItemId)))
      .groupBy(salesLines.posKey),
  ]);
  let ignoredQuantity = new Decimal(0);
  const unmapped: SalesByMenuItem['unmapped'] = [];
  for (const row of others) {
    if (row.ignored) ignoredQuantity = ignoredQuantity.plus(row.quantity);
    else unmapped.push({ posName: row.posName, quantity: new Decimal(row.quantity) });
  }
  unmapped.sort((a, b) => b.quantity.comparedTo(a.quantity) || a.posName.localeCompare(b.posName));
  return {
    items: items.map((row) => ({
      menuItemId: row.menuItemId as string,
      quantity: new Decimal(row.quantity),
      netSales: row.netSales === null ? null : new Decimal(row.netSales),
      lines: row.lines,
    })),
    unmapped,
    ignoredQuantity,
  };
}
