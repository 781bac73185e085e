import Decimal from 'decimal.js';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  PRICE_INCREASE_THRESHOLD_PERCENT,
  PRICE_INCREASE_WINDOW_DAYS,
  type PriceChange,
  type PriceIncrease,
} from '#contract/prices.ts';
import { items, priceChanges, users, vendorItems, vendors } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNullableNumber, toNumber } from '#server/lib/money.ts';
import { locateVendorItem } from './vendor-rows.ts';

const DAY_MS = 86_400_000;

/** A line's price changes, newest first, each with the name of who made it. */
export async function getPriceHistory(
  ctx: Context,
  { vendorItemId }: { vendorItemId: string },
): Promise<PriceChange[]> {
  const line = await locateVendorItem(ctx.db, ctx.user.id, vendorItemId, 'location.view');
  const rows = await ctx.db
    .select({ change: priceChanges, userName: users.name })
    .from(priceChanges)
    .leftJoin(users, eq(users.id, priceChanges.userId))
    .where(
      and(eq(priceChanges.locationId, line.locationId), eq(priceChanges.vendorItemId, line.id)),
    )
    .orderBy(desc(priceChanges.createdAt), desc(priceChanges.id));
  return rows.map(({ change, userName }) => ({
    id: change.id,
    vendor_item_id: change.vendorItemId,
    old_price: toNullableNumber(change.oldPrice),
    new_price: toNumber(change.newPrice),
    source: change.source,
    user_id: change.userId,
    user_name: userName,
    shopping_list_id: change.shoppingListId,
    created_at: change.createdAt.toISOString(),
  }));
}

/**
 * The lines of a location whose price rose more than 5% within the last 30 days, newest change
 * first: the line's price now against its price when the window opened (the old price of its
 * first change in the window).
 */
export async function listPriceIncreases(
  ctx: Context,
  { locationId }: { locationId: string },
): Promise<PriceIncrease[]> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const now = ctx.now();
  const since = new Date(now.getTime() - PRICE_INCREASE_WINDOW_DAYS * DAY_MS);
  const window = ctx.db
    .select({
      vendorItemId: priceChanges.vendorItemId,
      startPrice: sql<string | null>`(array_agg(${priceChanges.oldPrice}
        order by ${priceChanges.createdAt}, ${priceChanges.id}))[1]`.as('start_price'),
      changedAt: sql<string>`max(${priceChanges.createdAt})`.as('changed_at'),
    })
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.locationId, locationId),
        gt(priceChanges.createdAt, since),
        lte(priceChanges.createdAt, now),
      ),
    )
    .groupBy(priceChanges.vendorItemId)
    .as('window');
  const factor = new Decimal(100).plus(PRICE_INCREASE_THRESHOLD_PERCENT).dividedBy(100).toFixed();
  const rows = await ctx.db
    .select({
      vendorItemId: vendorItems.id,
      vendorId: vendorItems.vendorId,
      vendorName: vendors.name,
      inventoryItemId: vendorItems.inventoryItemId,
      itemName: sql<string>`coalesce(${items.name}, ${vendorItems.name})`,
      vendorItemName: vendorItems.name,
      oldPrice: sql<string>`${window.startPrice}::text`,
      newPrice: vendorItems.price,
      changedAt: sql<string>`to_char(${window.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(window)
    .innerJoin(
      vendorItems,
      and(eq(vendorItems.locationId, locationId), eq(vendorItems.id, window.vendorItemId)),
    )
    .innerJoin(
      vendors,
      and(eq(vendors.locationId, vendorItems.locationId), eq(vendors.id, vendorItems.vendorId)),
    )
    .leftJoin(
      items,
      and(eq(items.locationId, vendorItems.locationId), eq(items.id, vendorItems.inventoryItemId)),
    )
    .where(
      and(
        sql`${window.startPrice} > 0`,
        sql`${vendorItems.price} > ${window.startPrice} * ${factor}::numeric`,
      ),
    )
    .orderBy(desc(window.changedAt), vendorItems.id);
  return rows.map((row) => ({
    vendor_item_id: row.vendorItemId,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    inventory_item_id: row.inventoryItemId,
    item_name: row.itemName,
    vendor_item_name: row.vendorItemName,
    old_price: toNumber(row.oldPrice),
    new_price: toNumber(row.newPrice),
    percent: new Decimal(row.newPrice)
      .minus(row.oldPrice)
      .dividedBy(row.oldPrice)
      .times(100)
      .toDecimalPlaces(2)
      .toNumber(),
    changed_at: row.changedAt,
  }));
}
