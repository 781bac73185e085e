import Decimal from 'decimal.js';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type {
  SalesMapping,
  SalesMappingBody,
  SalesMappingResponse,
  SalesMappingsResponse,
} from '#contract/sales.ts';
import { menuItems, salesLines, salesMappings } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { findInLocation, requireMember } from '#server/lib/membership.ts';
import { posKeyOf, tidyPosName } from './pos-key.ts';
import { settledLine } from './sales-rows.ts';
import { suggestMenuItem } from './suggest.ts';

function toMapping(row: {
  posName: string;
  posKey: string;
  menuItemId: string | null;
  menuItemName: string | null;
  updatedAt: Date;
}): SalesMapping {
  return {
    pos_name: row.posName,
    pos_key: row.posKey,
    menu_item_id: row.menuItemId,
    menu_item_name: row.menuItemId ? row.menuItemName : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What a POS name is, remembered for every later import (a menu item, or `null`: ignored), and
 * the lines already imported under it attributed again, in one transaction.
 */
export async function putSalesMapping(
  ctx: Context,
  body: SalesMappingBody & { menu_item_id: string | null },
): Promise<SalesMappingResponse> {
  const locationId = body.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'sales.edit');
  const menuItemId = body.menu_item_id;
  const item =
    menuItemId === null
      ? null
      : await findInLocation(ctx.db, menuItems, locationId, menuItemId, 'Menu item');
  const posName = tidyPosName(body.pos_name);
  const posKey = posKeyOf(posName);
  return ctx.db.transaction(async (tx) => {
    const [mapping] = await tx
      .insert(salesMappings)
      .values({ locationId, posKey, posName, menuItemId, updatedBy: ctx.user.id })
      .onConflictDoUpdate({
        target: [salesMappings.locationId, salesMappings.posKey],
        set: { posName, menuItemId, updatedBy: ctx.user.id, updatedAt: ctx.now() },
      })
      .returning();
    const changed = await tx
      .update(salesLines)
      .set({ menuItemId })
      .where(
        and(
          eq(salesLines.locationId, locationId),
          eq(salesLines.posKey, posKey),
          menuItemId === null
            ? sql`${salesLines.menuItemId} is not null`
            : or(isNull(salesLines.menuItemId), ne(salesLines.menuItemId, menuItemId)),
        ),
      )
      .returning({ id: salesLines.id });
    if (!mapping) throw new Error('The mapping just written was not found');
    return {
      mapping: toMapping({ ...mapping, menuItemName: item?.name ?? null }),
      lines_reattributed: changed.length,
    };
  });
}

/**
 * The location's mappings by name, and the POS names of imported lines that no menu item takes
 * (no mapping, no menu item of that name), most sold first, each with the closest menu item.
 */
export async function listSalesMappings(
  ctx: Context,
  { location_id: locationId }: { location_id: string },
): Promise<SalesMappingsResponse> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const [mappings, unmapped, items] = await Promise.all([
    ctx.db
      .select({
        posName: salesMappings.posName,
        posKey: salesMappings.posKey,
        menuItemId: salesMappings.menuItemId,
        menuItemName: menuItems.name,
        updatedAt: salesMappings.updatedAt,
      })
      .from(salesMappings)
      .leftJoin(
        menuItems,
        and(
          eq(menuItems.locationId, salesMappings.locationId),
          eq(menuItems.id, salesMappings.menuItemId),
        ),
      )
      .where(eq(salesMappings.locationId, locationId))
      .orderBy(asc(salesMappings.posKey)),
    ctx.db
      .select({
        posKey: salesLines.posKey,
        posName: sql<string>`min(${salesLines.posName})`,
        quantity: sql<string>`sum(${salesLines.quantity})`,
        lines: sql<number>`count(*)::int`,
      })
      .from(salesLines)
      .leftJoin(
        salesMappings,
        and(
          eq(salesMappings.locationId, salesLines.locationId),
          eq(salesMappings.posKey, salesLines.posKey),
        ),
      )
      .where(
        and(
          eq(salesLines.locationId, locationId),
          isNull(salesLines.menuItemId),
          isNull(salesMappings.posKey),
          settledLine,
        ),
      )
      .groupBy(salesLines.posKey),
    ctx.db
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(eq(menuItems.locationId, locationId)),
  ]);
  const suggest = suggestMenuItem(items);
  return {
    mappings: mappings.map(toMapping),
    unmapped: unmapped
      .map((row) => ({ ...row, amount: new Decimal(row.quantity) }))
      .sort((a, b) => b.amount.comparedTo(a.amount) || a.posKey.localeCompare(b.posKey))
      .map((row) => ({
        pos_name: row.posName,
        pos_key: row.posKey,
        quantity: row.amount.toDecimalPlaces(4).toNumber(),
        lines: row.lines,
        suggested: suggest(row.posKey),
      })),
  };
}
