import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { LocationExport, LocationImportResponse } from '#contract/location-export.ts';
import {
  categories,
  items,
  priceChanges,
  shoppingListItems,
  shoppingLists,
  stockUpdates,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { difference, toNullableNumeric, toNumeric } from '#server/lib/money.ts';
import { checkReferences } from './import-checks.ts';
import {
  idMap,
  insertAll,
  insertCooking,
  moment,
  momentOrNull,
  newIds,
  openLocation,
} from './import-rows.ts';

/**
 * Reads a location's file into a new location owned by the caller, in one transaction: new ids,
 * the file's references kept; people named in it become no accounts (decision 031).
 */
export async function importLocation(
  ctx: Context,
  input: { file: LocationExport },
): Promise<LocationImportResponse> {
  const { file } = input;
  checkReferences(file);
  // Other requests get their turn between checking the file and writing it.
  await setImmediate();
  const category = idMap(file.categories);
  const item = idMap(file.items);
  const vendor = idMap(file.vendors);
  const vendorItem = idMap(file.vendor_items);
  const list = idMap(file.shopping_lists);
  const recipe = idMap(file.recipes);
  const menuIds = newIds(file.menu.length);
  const lineIds = newIds(file.shopping_lists.reduce((sum, l) => sum + l.lines.length, 0));
  const ingredientIds = newIds(file.recipes.reduce((sum, r) => sum + r.ingredients.length, 0));
  const menuLineIds = newIds(file.menu.reduce((sum, m) => sum + m.recipes.length, 0));
  const stockIds = newIds(file.stock_history.length);
  const priceIds = newIds(file.price_history.length);
  // Every reference was checked against its collection: a miss here is a bug, not the file's.
  const to = (map: Map<string, string>, id: string) => {
    const found = map.get(id);
    if (found === undefined) throw new Error(`unmapped id ${id}`);
    return found;
  };
  const toOrNull = (map: Map<string, string>, id: string | null) =>
    id === null ? null : to(map, id);

  const locationId = await ctx.db.transaction(async (tx) => {
    const at = await openLocation(tx, ctx.user.id, file.location);
    await insertAll(tx, categories, file.categories, (row) => ({
      id: to(category, row.id),
      locationId: at,
      name: row.name,
      sortOrder: row.sort_order,
      createdAt: moment(row.created_at),
    }));
    await insertAll(tx, items, file.items, (row) => ({
      id: to(item, row.id),
      locationId: at,
      name: row.name,
      categoryId: toOrNull(category, row.category_id),
      unit: row.unit,
      unitContent: toNullableNumeric(row.unit_content),
      unitContentUnit: row.unit_content_unit,
      quantity: toNumeric(row.quantity),
      parLevel: toNullableNumeric(row.par_level),
      reorderPoint: toNullableNumeric(row.reorder_point),
      costPerUnit: toNullableNumeric(row.cost_per_unit),
      storageArea: row.storage_area,
      sku: row.sku,
      barcode: row.barcode,
      notes: row.notes,
      allergens: row.allergens,
      conversions: row.conversions,
      wastePercent: toNullableNumeric(row.waste_percent),
      fullWeightG: toNullableNumeric(row.full_weight_g),
      emptyWeightG: toNullableNumeric(row.empty_weight_g),
      archived: row.archived,
      createdAt: moment(row.created_at),
      updatedAt: moment(row.updated_at),
    }));
    await insertAll(tx, vendors, file.vendors, (row) => ({
      id: to(vendor, row.id),
      locationId: at,
      name: row.name,
      contactName: row.contact_name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      website: row.website,
      notes: row.notes,
      leadTimeDays: row.lead_time_days,
      minimumOrder: toNullableNumeric(row.minimum_order),
      deliveryDays: row.delivery_days,
      createdAt: moment(row.created_at),
      updatedAt: moment(row.updated_at),
    }));
    await insertAll(tx, vendorItems, file.vendor_items, (row) => ({
      id: to(vendorItem, row.id),
      locationId: at,
      vendorId: to(vendor, row.vendor_id),
      inventoryItemId: toOrNull(item, row.inventory_item_id),
      name: row.name,
      sku: row.sku,
      packDescription: row.pack_description,
      packSize: toNumeric(row.pack_size),
      price: toNumeric(row.price),
      isPreferred: row.is_preferred,
      createdAt: moment(row.created_at),
      updatedAt: moment(row.updated_at),
    }));
    await insertAll(tx, shoppingLists, file.shopping_lists, (row) => ({
      id: to(list, row.id),
      locationId: at,
      name: row.name,
      vendorId: toOrNull(vendor, row.vendor_id),
      status: row.status,
      notes: row.notes,
      sentAt: momentOrNull(row.sent_at),
      sentTo: row.sent_to,
      receivedAt: momentOrNull(row.received_at),
      creditRequestedAt: momentOrNull(row.credit_requested_at),
      createdAt: moment(row.created_at),
      updatedAt: moment(row.updated_at),
    }));
    await insertAll(
      tx,
      shoppingListItems,
      file.shopping_lists.flatMap((row) => row.lines.map((line) => ({ row, line }))),
      ({ row, line }, position) => ({
        id: lineIds[position] ?? randomUUID(),
        locationId: at,
        shoppingListId: to(list, row.id),
        inventoryItemId: toOrNull(item, line.inventory_item_id),
        vendorItemId: toOrNull(vendorItem, line.vendor_item_id),
        name: line.name,
        quantity: toNumeric(line.quantity),
        unit: line.unit,
        packSize: toNullableNumeric(line.pack_size),
        unitPrice: toNullableNumeric(line.unit_price),
        completed: line.completed,
        receivedQuantity: toNullableNumeric(line.received_quantity),
        invoicePrice: toNullableNumeric(line.invoice_price),
        notes: line.notes,
        sortOrder: line.sort_order,
        createdAt: moment(line.created_at),
        updatedAt: moment(line.updated_at),
      }),
    );
    await insertAll(tx, stockUpdates, file.stock_history, (row, index) => {
      const previousQuantity = toNumeric(row.previous_quantity);
      const newQuantity = toNumeric(row.new_quantity);
      return {
        id: stockIds[index] ?? randomUUID(),
        locationId: at,
        itemId: to(item, row.item_id),
        previousQuantity,
        newQuantity,
        delta: difference(newQuantity, previousQuantity),
        reason: row.reason,
        note: row.note,
        shoppingListId: toOrNull(list, row.shopping_list_id),
        createdAt: moment(row.created_at),
      };
    });
    await insertAll(tx, priceChanges, file.price_history, (row, index) => ({
      id: priceIds[index] ?? randomUUID(),
      locationId: at,
      vendorItemId: to(vendorItem, row.vendor_item_id),
      oldPrice: toNullableNumeric(row.old_price),
      newPrice: toNumeric(row.new_price),
      source: row.source,
      shoppingListId: toOrNull(list, row.shopping_list_id),
      createdAt: moment(row.created_at),
    }));
    await insertCooking(tx, at, file, { item, recipe, menuIds, ingredientIds, menuLineIds, to });
    return at;
  });
  return {
    location_id: locationId,
    name: file.location.name,
    counts: {
      categories: file.categories.length,
      items: file.items.length,
      stock_history: file.stock_history.length,
      vendors: file.vendors.length,
      vendor_items: file.vendor_items.length,
      price_history: file.price_history.length,
      shopping_lists: file.shopping_lists.length,
      recipes: file.recipes.length,
      menu: file.menu.length,
    },
  };
}
