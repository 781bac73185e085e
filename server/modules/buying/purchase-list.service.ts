import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PurchaseList } from '#contract/shopping-lists.ts';
import {
  items,
  shoppingListItems,
  shoppingLists,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumber } from '#server/lib/money.ts';
import { lineTotalOf, toListItem } from './lists.ts';

/**
 * Everything still to buy: the lines not yet ticked of the draft and sent lists, grouped by
 * the lists' vendor (lists without vendor last), each group and the whole with its total of
 * the priced lines and whether some line has no price.
 */
export async function purchaseList(
  ctx: Context,
  input: { locationId: string },
): Promise<PurchaseList> {
  const { locationId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const rows = await ctx.db
    .select({
      line: shoppingListItems,
      sku: vendorItems.sku,
      packDescription: vendorItems.packDescription,
      vendorItemName: vendorItems.name,
      onHand: items.quantity,
      parLevel: items.parLevel,
      vendorId: shoppingLists.vendorId,
      vendorName: vendors.name,
    })
    .from(shoppingListItems)
    .innerJoin(
      shoppingLists,
      and(
        eq(shoppingLists.locationId, shoppingListItems.locationId),
        eq(shoppingLists.id, shoppingListItems.shoppingListId),
      ),
    )
    .leftJoin(
      vendors,
      and(eq(vendors.locationId, shoppingLists.locationId), eq(vendors.id, shoppingLists.vendorId)),
    )
    .leftJoin(
      vendorItems,
      and(
        eq(vendorItems.locationId, shoppingListItems.locationId),
        eq(vendorItems.id, shoppingListItems.vendorItemId),
      ),
    )
    .leftJoin(
      items,
      and(
        eq(items.locationId, shoppingListItems.locationId),
        eq(items.id, shoppingListItems.inventoryItemId),
      ),
    )
    .where(
      and(
        eq(shoppingListItems.locationId, locationId),
        inArray(shoppingLists.status, ['draft', 'sent']),
        eq(shoppingListItems.completed, false),
      ),
    )
    .orderBy(
      asc(sql`${vendors.name} is null`),
      asc(sql`lower(${vendors.name})`),
      asc(shoppingLists.vendorId),
      asc(shoppingLists.createdAt),
      asc(shoppingListItems.sortOrder),
    );

  const groups = new Map<
    string | null,
    { vendorName: string | null; rows: typeof rows; total: Decimal; unpriced: boolean }
  >();
  let total = new Decimal(0);
  let unpriced = false;
  for (const row of rows) {
    const group = groups.get(row.vendorId) ?? {
      vendorName: row.vendorName,
      rows: [],
      total: new Decimal(0),
      unpriced: false,
    };
    group.rows.push(row);
    const amount = lineTotalOf(row.line);
    if (amount === null) {
      group.unpriced = true;
      unpriced = true;
    } else {
      group.total = group.total.plus(amount);
      total = total.plus(amount);
    }
    groups.set(row.vendorId, group);
  }
  return {
    vendors: [...groups].map(([vendorId, group]) => ({
      vendor_id: vendorId,
      vendor_name: group.vendorName,
      items: group.rows.map(toListItem),
      total: toNumber(group.total.toFixed()),
      has_unpriced_lines: group.unpriced,
    })),
    total: toNumber(total.toFixed()),
    has_unpriced_lines: unpriced,
  };
}
