import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Action } from '#contract/permissions.ts';
import type { FieldError } from '#contract/errors.ts';
import type { z } from 'zod';
import {
  type createVendorItemBody,
  PREFERRED_NEEDS_ITEM,
  type Vendor,
  type VendorItem,
} from '#contract/vendors.ts';
import type { Db } from '#server/db/client.ts';
import { items, priceChanges, vendorItems, vendors } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/lib/app-error.ts';
import { assertNameFree } from '#server/lib/name-free.ts';
import { locateMemberRow, locateRow } from '#server/lib/membership.ts';
import { toNullableNumber, toNumber, toNumeric } from '#server/lib/money.ts';

// What the vendor services share: rows reached through the caller's membership, the answer
// shapes, and the preferred-line rule.

export type VendorRow = typeof vendors.$inferSelect;
export type VendorItemRow = typeof vendorItems.$inferSelect;

/**
 * Vendor `id` through the caller's membership of its location, checked for `action`: a vendor
 * of another location (or none) is 404, a role that may not do it 403. One statement.
 */
export const locateVendor = (db: Db, userId: string, id: string, action: Action) =>
  locateMemberRow(db, vendors, userId, id, { what: 'Vendor', action });

/** Catalogue line `id` through the caller's membership, as `locateVendor`; locked when asked. */
export const locateVendorItem = (
  db: Db,
  userId: string,
  id: string,
  action: Action,
  lock = false,
) => locateMemberRow(db, vendorItems, userId, id, { what: 'Vendor item', action, lock });

/**
 * The location of inventory item `id`, found through the caller's membership (an item of
 * another location is 404, like a missing one).
 */
export const locateInventoryItem = (db: Db, userId: string, id: string): Promise<string> =>
  locateRow(db, items, userId, id, 'Item');

export const vendorNameTaken = (name: string) =>
  conflict(`A vendor named "${name}" already exists.`);

/** A vendor name must be free in its location, compared case-insensitively (409). */
export const assertVendorNameFree = (db: Db, locationId: string, name: string, exceptId?: string) =>
  assertNameFree(db, vendors, { locationId, name, exceptId }, () => vendorNameTaken(name));

const isoTime = (value: Date) => value.toISOString();

export function toVendor(row: VendorRow, itemCount: number): Vendor {
  return {
    id: row.id,
    location_id: row.locationId,
    name: row.name,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    website: row.website,
    notes: row.notes,
    lead_time_days: row.leadTimeDays,
    minimum_order: toNullableNumber(row.minimumOrder),
    delivery_days: row.deliveryDays,
    item_count: itemCount,
    created_at: isoTime(row.createdAt),
    updated_at: isoTime(row.updatedAt),
  };
}

/**
 * The number of catalogue lines of the vendor in the row (a correlated subquery). The outer
 * columns are spelled out: drizzle leaves columns unqualified in a query of one table, where
 * they would name the subquery's own.
 */
export const vendorItemCount = sql<number>`(
  select count(*)::int from ${vendorItems}
  where ${vendorItems.locationId} = "vendors"."location_id" and ${vendorItems.vendorId} = "vendors"."id"
)`.mapWith(Number);

/** The old price of the line's latest price change, or null (a correlated subquery, as above). */
export const previousPrice = sql<string | null>`(
  select ${priceChanges.oldPrice} from ${priceChanges}
  where ${priceChanges.locationId} = "vendor_items"."location_id"
    and ${priceChanges.vendorItemId} = "vendor_items"."id"
  order by ${priceChanges.createdAt} desc, ${priceChanges.id} desc
  limit 1
)`;

/**
 * Catalogue lines with what their answer needs (the inventory item's name, the previous price),
 * in one statement: add conditions with `where`, always on `vendor_items.location_id`.
 */
export function selectVendorItems(db: Db) {
  return db
    .select({ line: vendorItems, inventoryItemName: items.name, previousPrice })
    .from(vendorItems)
    .leftJoin(
      items,
      and(eq(items.locationId, vendorItems.locationId), eq(items.id, vendorItems.inventoryItemId)),
    );
}

export interface VendorItemSelection {
  line: VendorItemRow;
  inventoryItemName: string | null;
  previousPrice: string | null;
}

export function toVendorItem(row: VendorItemSelection): VendorItem {
  const { line } = row;
  return {
    id: line.id,
    vendor_id: line.vendorId,
    inventory_item_id: line.inventoryItemId,
    inventory_item_name: row.inventoryItemName,
    name: line.name,
    sku: line.sku,
    pack_description: line.packDescription,
    pack_size: toNumber(line.packSize),
    price: toNumber(line.price),
    previous_price: toNullableNumber(row.previousPrice),
    is_preferred: line.isPreferred,
    created_at: isoTime(line.createdAt),
    updated_at: isoTime(line.updatedAt),
  };
}

/** Lines `ids` of a location as answers, in the order of `ids`. */
export async function loadVendorItems(
  db: Db,
  locationId: string,
  ids: readonly string[],
): Promise<VendorItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectVendorItems(db).where(
    and(eq(vendorItems.locationId, locationId), inArray(vendorItems.id, [...ids])),
  );
  const byId = new Map(rows.map((row) => [row.line.id, toVendorItem(row)]));
  return ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw notFound('Vendor item');
    return line;
  });
}

export async function loadVendorItem(db: Db, locationId: string, id: string): Promise<VendorItem> {
  const [line] = await loadVendorItems(db, locationId, [id]);
  if (!line) throw notFound('Vendor item');
  return line;
}

/** A 422 naming every bad field (`items.3.inventory_item_id`). */
export function invalidFields(details: FieldError[]): AppError {
  return new AppError('VALIDATION_ERROR', 'Please check your input and try again.', details);
}

export const NOT_AN_ITEM_HERE = 'Choose an item of this location';
export { PREFERRED_NEEDS_ITEM };

/** Which of `ids` are inventory items of the location. */
export async function itemsInLocation(
  db: Db,
  locationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.locationId, locationId), inArray(items.id, unique)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes room for new preferred lines: clears the preferred flag of every other line of the
 * inventory items `inventoryItemIds` (at most one preferred line per item; the database's
 * partial unique index `vendor_items_preferred_key` refuses a second). The items' rows are
 * locked first, in a fixed order, so two people preferring lines of one item at the same time
 * wait for each other instead of one failing on the index.
 */
export async function clearPreferred(
  tx: Db,
  locationId: string,
  inventoryItemIds: readonly string[],
  keepId?: string,
): Promise<void> {
  const unique = [...new Set(inventoryItemIds)];
  if (unique.length === 0) return;
  await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.locationId, locationId), inArray(items.id, unique)))
    .orderBy(asc(items.id))
    .for('update');
  await tx
    .update(vendorItems)
    .set({ isPreferred: false })
    .where(
      and(
        eq(vendorItems.locationId, locationId),
        inArray(vendorItems.inventoryItemId, unique),
        eq(vendorItems.isPreferred, true),
        keepId ? ne(vendorItems.id, keepId) : undefined,
      ),
    );
}

/** The row a new catalogue line inserts, from its API fields. */
export function vendorItemValues(
  locationId: string,
  vendorId: string,
  body: z.output<typeof createVendorItemBody>,
) {
  return {
    locationId,
    vendorId,
    inventoryItemId: body.inventory_item_id ?? null,
    name: body.name,
    sku: body.sku ?? null,
    packDescription: body.pack_description ?? null,
    packSize: toNumeric(body.pack_size),
    price: toNumeric(body.price),
    isPreferred: body.is_preferred ?? false,
  };
}
