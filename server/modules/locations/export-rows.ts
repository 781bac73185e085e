import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  exportedCategory,
  exportedItem,
  exportedPriceChange,
  exportedStockUpdate,
  exportedVendor,
  exportedVendorItem,
} from '#contract/location-export.ts';
import type { Db } from '#server/db/client.ts';
import {
  categories,
  items,
  priceChanges,
  stockUpdates,
  users,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import type { TenantTable } from '#server/lib/membership.ts';
import { EXPORT_PAGE_ROWS, pagesOf } from '#server/lib/json-stream.ts';
import { toNullableNumber, toNumber } from '#server/lib/money.ts';

export const inLocation = (table: TenantTable, locationId: string, after: SQL | undefined) =>
  and(eq(table.locationId, locationId), after);
export const iso = (moment: Date) => moment.toISOString();
export const isoOrNull = (moment: Date | null) => (moment ? moment.toISOString() : null);

export type Exported<T extends z.ZodType> = z.input<T>;

export async function* categoryPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select()
        .from(categories)
        .where(inLocation(categories, locationId, after))
        .orderBy(asc(categories.id))
        .limit(EXPORT_PAGE_ROWS),
    categories.id,
  )) {
    yield page.map((row): Exported<typeof exportedCategory> => ({
      id: row.id,
      name: row.name,
      sort_order: row.sortOrder,
      created_at: iso(row.createdAt),
    }));
  }
}

export async function* itemPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select()
        .from(items)
        .where(inLocation(items, locationId, after))
        .orderBy(asc(items.id))
        .limit(EXPORT_PAGE_ROWS),
    items.id,
  )) {
    yield page.map((row): Exported<typeof exportedItem> => ({
      id: row.id,
      name: row.name,
      category_id: row.categoryId,
      unit: row.unit,
      unit_content: toNullableNumber(row.unitContent),
      unit_content_unit: row.unitContentUnit,
      quantity: toNumber(row.quantity),
      par_level: toNullableNumber(row.parLevel),
      reorder_point: toNullableNumber(row.reorderPoint),
      cost_per_unit: toNullableNumber(row.costPerUnit),
      storage_area: row.storageArea,
      sku: row.sku,
      barcode: row.barcode,
      notes: row.notes,
      allergens: row.allergens as Exported<typeof exportedItem>['allergens'],
      conversions: row.conversions as Exported<typeof exportedItem>['conversions'],
      waste_percent: toNullableNumber(row.wastePercent),
      full_weight_g: toNullableNumber(row.fullWeightG),
      empty_weight_g: toNullableNumber(row.emptyWeightG),
      archived: row.archived,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }));
  }
}

/** The change log, with the name of whoever made each change. */
export async function* stockHistoryPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select({ ...getTableColumns(stockUpdates), by: users.name })
        .from(stockUpdates)
        .leftJoin(users, eq(users.id, stockUpdates.userId))
        .where(inLocation(stockUpdates, locationId, after))
        .orderBy(asc(stockUpdates.id))
        .limit(EXPORT_PAGE_ROWS),
    stockUpdates.id,
  )) {
    yield page.map((row): Exported<typeof exportedStockUpdate> => ({
      item_id: row.itemId,
      by: row.by,
      previous_quantity: toNumber(row.previousQuantity),
      new_quantity: toNumber(row.newQuantity),
      delta: toNumber(row.delta),
      reason: row.reason,
      cause: row.cause,
      note: row.note,
      shopping_list_id: row.shoppingListId,
      count_id: row.countId,
      created_at: iso(row.createdAt),
    }));
  }
}

export async function* vendorPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select()
        .from(vendors)
        .where(inLocation(vendors, locationId, after))
        .orderBy(asc(vendors.id))
        .limit(EXPORT_PAGE_ROWS),
    vendors.id,
  )) {
    yield page.map((row): Exported<typeof exportedVendor> => ({
      id: row.id,
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
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }));
  }
}

export async function* vendorItemPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select()
        .from(vendorItems)
        .where(inLocation(vendorItems, locationId, after))
        .orderBy(asc(vendorItems.id))
        .limit(EXPORT_PAGE_ROWS),
    vendorItems.id,
  )) {
    yield page.map((row): Exported<typeof exportedVendorItem> => ({
      id: row.id,
      vendor_id: row.vendorId,
      inventory_item_id: row.inventoryItemId,
      name: row.name,
      sku: row.sku,
      pack_description: row.packDescription,
      pack_size: toNumber(row.packSize),
      price: toNumber(row.price),
      is_preferred: row.isPreferred,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }));
  }
}

export async function* priceHistoryPages(db: Db, locationId: string) {
  for await (const page of pagesOf(
    (after) =>
      db
        .select({ ...getTableColumns(priceChanges), by: users.name })
        .from(priceChanges)
        .leftJoin(users, eq(users.id, priceChanges.userId))
        .where(inLocation(priceChanges, locationId, after))
        .orderBy(asc(priceChanges.id))
        .limit(EXPORT_PAGE_ROWS),
    priceChanges.id,
  )) {
    yield page.map((row): Exported<typeof exportedPriceChange> => ({
      vendor_item_id: row.vendorItemId,
      old_price: toNullableNumber(row.oldPrice),
      new_price: toNumber(row.newPrice),
      source: row.source,
      by: row.by,
      shopping_list_id: row.shoppingListId,
      created_at: iso(row.createdAt),
    }));
  }
}
