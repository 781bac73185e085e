import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createVendorItemBody,
  PreferredVendorItem,
  updateVendorItemBody,
  VendorItem,
} from '#contract/vendors.ts';
import { items, shoppingListItems, vendorItems, vendors } from '#server/db/schema/index.ts';
import { conflict, notFound, validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { toNumeric } from '#server/lib/money.ts';
import { namesAChange } from '#server/lib/changes.ts';
import { changePrice } from './prices.ts';
import {
  clearPreferred,
  itemsInLocation,
  loadVendorItem,
  locateVendor,
  locateInventoryItem,
  locateVendorItem,
  NOT_AN_ITEM_HERE,
  PREFERRED_NEEDS_ITEM,
  previousPrice,
  selectVendorItems,
  toVendorItem,
  vendorItemValues,
} from './vendor-rows.ts';

type CreateVendorItemFields = z.output<typeof createVendorItemBody>;
type UpdateVendorItemFields = z.output<typeof updateVendorItemBody>;

/**
 * A vendor's catalogue, by name, in one statement whatever its size (the inventory item's name
 * and the previous price come from a join and a subquery on the price history's index).
 */
export async function listVendorItems(
  ctx: Context,
  { vendorId }: { vendorId: string },
): Promise<VendorItem[]> {
  const vendor = await locateVendor(ctx.db, ctx.user.id, vendorId, 'location.view');
  const rows = await selectVendorItems(ctx.db)
    .where(and(eq(vendorItems.locationId, vendor.locationId), eq(vendorItems.vendorId, vendor.id)))
    .orderBy(sql`lower(${vendorItems.name})`, asc(vendorItems.id));
  return rows.map(toVendorItem);
}

/** Adds a line to a vendor's catalogue; `is_preferred` clears the item's other preferred line. */
export async function createVendorItem(
  ctx: Context,
  { vendorId, line }: { vendorId: string; line: CreateVendorItemFields },
): Promise<VendorItem> {
  return ctx.db.transaction(async (tx) => {
    const vendor = await locateVendor(tx, ctx.user.id, vendorId, 'catalog.edit');
    const itemId = line.inventory_item_id ?? null;
    if (itemId && !(await itemsInLocation(tx, vendor.locationId, [itemId])).has(itemId)) {
      throw validationError('inventory_item_id', NOT_AN_ITEM_HERE);
    }
    if (line.is_preferred && itemId) await clearPreferred(tx, vendor.locationId, [itemId]);
    const [created] = await tx
      .insert(vendorItems)
      .values(vendorItemValues(vendor.locationId, vendor.id, line))
      .returning({ id: vendorItems.id });
    if (!created) throw new Error('vendor item not created');
    return loadVendorItem(tx, vendor.locationId, created.id);
  });
}

/**
 * Edits a catalogue line. A new price goes through `changePrice` (source 'manual'), which
 * records it in the price history. Linking another inventory item (or none) drops the
 * preferred flag unless the body sets it again.
 */
export async function updateVendorItem(
  ctx: Context,
  { vendorItemId, changes }: { vendorItemId: string; changes: UpdateVendorItemFields },
): Promise<VendorItem> {
  return ctx.db.transaction(async (tx) => {
    const current = await locateVendorItem(tx, ctx.user.id, vendorItemId, 'catalog.edit', true);
    const { locationId } = current;
    if (!namesAChange(changes)) return loadVendorItem(tx, locationId, current.id);
    const itemId =
      changes.inventory_item_id === undefined ? current.inventoryItemId : changes.inventory_item_id;
    const relinked = itemId !== current.inventoryItemId;
    if (relinked && itemId && !(await itemsInLocation(tx, locationId, [itemId])).has(itemId)) {
      throw validationError('inventory_item_id', NOT_AN_ITEM_HERE);
    }
    const preferred = changes.is_preferred ?? (relinked ? false : current.isPreferred);
    if (preferred && !itemId) throw validationError('is_preferred', PREFERRED_NEEDS_ITEM);
    if (preferred && itemId) await clearPreferred(tx, locationId, [itemId], current.id);
    await tx
      .update(vendorItems)
      .set({
        name: changes.name,
        inventoryItemId: itemId,
        sku: changes.sku,
        packDescription: changes.pack_description,
        packSize: changes.pack_size === undefined ? undefined : toNumeric(changes.pack_size),
        isPreferred: preferred,
      })
      .where(and(eq(vendorItems.locationId, locationId), eq(vendorItems.id, current.id)));
    if (changes.price !== undefined) {
      await changePrice(
        { ...ctx, db: tx },
        {
          locationId,
          vendorItemId: current.id,
          price: toNumeric(changes.price),
          source: 'manual',
        },
      );
    }
    return loadVendorItem(tx, locationId, current.id);
  });
}

/**
 * Deletes a catalogue line and its price history. Refused (409) while a shopping list holds
 * the line: the list is the record of what was ordered as it.
 */
export async function deleteVendorItem(ctx: Context, { vendorItemId }: { vendorItemId: string }) {
  await ctx.db.transaction(async (tx) => {
    const line = await locateVendorItem(tx, ctx.user.id, vendorItemId, 'catalog.edit', true);
    const [listed] = await tx
      .select({ id: shoppingListItems.id })
      .from(shoppingListItems)
      .where(
        and(
          eq(shoppingListItems.locationId, line.locationId),
          eq(shoppingListItems.vendorItemId, line.id),
        ),
      )
      .limit(1);
    if (listed) {
      throw conflict(`"${line.name}" is on a shopping list, so it cannot be deleted.`);
    }
    await tx
      .delete(vendorItems)
      .where(and(eq(vendorItems.locationId, line.locationId), eq(vendorItems.id, line.id)));
  });
}

/**
 * Makes a line its inventory item's preferred one (clearing the item's other preferred line in
 * the same transaction), or stops it being preferred. A line without an item cannot be (422).
 */
export async function setPreferred(
  ctx: Context,
  input: { vendorId: string; vendorItemId: string; isPreferred: boolean },
): Promise<VendorItem> {
  return ctx.db.transaction(async (tx) => {
    // Not locked here: clearPreferred locks the item first, which serializes two people
    // preferring lines of one item without a line lock taken before it (a deadlock).
    const line = await locateVendorItem(tx, ctx.user.id, input.vendorItemId, 'catalog.edit');
    if (line.vendorId !== input.vendorId) throw notFound('Vendor item');
    if (input.isPreferred) {
      if (!line.inventoryItemId) throw validationError('is_preferred', PREFERRED_NEEDS_ITEM);
      await clearPreferred(tx, line.locationId, [line.inventoryItemId], line.id);
    }
    await tx
      .update(vendorItems)
      .set({ isPreferred: input.isPreferred })
      .where(and(eq(vendorItems.locationId, line.locationId), eq(vendorItems.id, line.id)));
    return loadVendorItem(tx, line.locationId, line.id);
  });
}

/** The preferred line of an inventory item, with its vendor's name; 404 when it has none. */
export async function getPreferredVendorItem(
  ctx: Context,
  { itemId }: { itemId: string },
): Promise<PreferredVendorItem> {
  const locationId = await locateInventoryItem(ctx.db, ctx.user.id, itemId);
  const [row] = await ctx.db
    .select({
      line: vendorItems,
      inventoryItemName: items.name,
      previousPrice,
      vendorName: vendors.name,
    })
    .from(vendorItems)
    .innerJoin(
      items,
      and(eq(items.locationId, vendorItems.locationId), eq(items.id, vendorItems.inventoryItemId)),
    )
    .innerJoin(
      vendors,
      and(eq(vendors.locationId, vendorItems.locationId), eq(vendors.id, vendorItems.vendorId)),
    )
    .where(
      and(
        eq(vendorItems.locationId, locationId),
        eq(vendorItems.inventoryItemId, itemId),
        eq(vendorItems.isPreferred, true),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Preferred vendor item');
  return { ...toVendorItem(row), vendor_name: row.vendorName };
}
