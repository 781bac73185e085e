import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FieldError } from '#contract/errors.ts';
import type {
  bulkCreateVendorItemsBody,
  bulkUpdatePricesBody,
  VendorItem,
} from '#contract/vendors.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { vendorItems } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { toNumeric } from '#server/lib/money.ts';
import { changePrices } from './prices.ts';
import {
  clearPreferred,
  invalidFields,
  itemsInLocation,
  loadVendorItems,
  locateVendor,
  NOT_AN_ITEM_HERE,
  vendorItemValues,
} from './vendor-rows.ts';

type BulkCreateFields = z.output<typeof bulkCreateVendorItemsBody>;
type BulkPriceFields = z.output<typeof bulkUpdatePricesBody>;

/**
 * Adds many lines to a vendor's catalogue, all or nothing: every row is checked first, and a
 * 422 names each bad field by its row (`items.3.inventory_item_id`).
 */
export async function bulkCreateVendorItems(
  ctx: Context,
  { vendorId, body }: { vendorId: string; body: BulkCreateFields },
): Promise<VendorItem[]> {
  return ctx.db.transaction(async (tx) => {
    const vendor = await locateVendor(tx, ctx.user.id, vendorId, 'catalog.edit');
    const { locationId } = vendor;
    const linked = body.items.map((line) => line.inventory_item_id).filter((id) => id != null);
    const known = await itemsInLocation(tx, locationId, linked);
    const problems: FieldError[] = [];
    const preferredBy = new Map<string, number>();
    body.items.forEach((line, index) => {
      const itemId = line.inventory_item_id;
      if (itemId && !known.has(itemId)) {
        problems.push({ path: `items.${index}.inventory_item_id`, message: NOT_AN_ITEM_HERE });
      }
      if (line.is_preferred && itemId) {
        const first = preferredBy.get(itemId);
        if (first !== undefined) {
          problems.push({
            path: `items.${index}.is_preferred`,
            message: `Line ${first} is already the preferred line of this item`,
          });
        } else {
          preferredBy.set(itemId, index);
        }
      }
    });
    if (problems.length > 0) throw invalidFields(problems);
    await clearPreferred(tx, locationId, [...preferredBy.keys()]);
    const ids: string[] = [];
    for (let start = 0; start < body.items.length; start += INSERT_CHUNK_ROWS) {
      const created = await tx
        .insert(vendorItems)
        .values(
          body.items
            .slice(start, start + INSERT_CHUNK_ROWS)
            .map((line) => vendorItemValues(locationId, vendor.id, line)),
        )
        .returning({ id: vendorItems.id });
      ids.push(...created.map((row) => row.id));
    }
    return loadVendorItems(tx, locationId, ids);
  });
}

/**
 * Sets many prices of a vendor's catalogue, all or nothing, each change recorded in the price
 * history (source 'bulk'). A 422 names every row whose id is not a line of the vendor, or
 * repeats an earlier row's. Answers the lines, in the order of the updates.
 */
export async function bulkUpdatePrices(
  ctx: Context,
  { vendorId, body }: { vendorId: string; body: BulkPriceFields },
): Promise<VendorItem[]> {
  return ctx.db.transaction(async (tx) => {
    const vendor = await locateVendor(tx, ctx.user.id, vendorId, 'catalog.edit');
    const { locationId } = vendor;
    const ids = body.updates.map((update) => update.id);
    const lines = await tx
      .select({ id: vendorItems.id })
      .from(vendorItems)
      .where(and(eq(vendorItems.locationId, locationId), eq(vendorItems.vendorId, vendor.id)));
    const ofVendor = new Set(lines.map((line) => line.id));
    const seen = new Map<string, number>();
    const problems: FieldError[] = [];
    ids.forEach((id, index) => {
      const first = seen.get(id);
      if (!ofVendor.has(id)) {
        problems.push({
          path: `updates.${index}.id`,
          message: 'No line of this vendor has this id',
        });
      } else if (first !== undefined) {
        problems.push({
          path: `updates.${index}.id`,
          message: `Row ${first} already sets this line`,
        });
      } else {
        seen.set(id, index);
      }
    });
    if (problems.length > 0) throw invalidFields(problems);
    await changePrices(
      { ...ctx, db: tx },
      {
        locationId,
        changes: body.updates.map((update) => ({
          vendorItemId: update.id,
          price: toNumeric(update.price),
        })),
        source: 'bulk',
      },
    );
    return loadVendorItems(tx, locationId, ids);
  });
}
