import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { LocationExport } from '#contract/location-export.ts';
import type * as schema from '#server/db/schema/index.ts';
import { difference, toNullableNumeric, toNumeric } from '#server/lib/money.ts';

// The rows an import of a location's file writes, in the order their references need, worked
// out in the thread that read the file (import-thread.ts): new ids, references mapped to them,
// figures as exact decimals. The server's thread only sends each batch to the database.
// Types only from the schema: the thread does not load the database's code.

/** The tables an import writes, by the name a batch gives them (import.service.ts maps them). */
export interface ImportTables {
  categories: typeof schema.categories;
  items: typeof schema.items;
  vendors: typeof schema.vendors;
  vendorItems: typeof schema.vendorItems;
  shoppingLists: typeof schema.shoppingLists;
  shoppingListItems: typeof schema.shoppingListItems;
  stockCounts: typeof schema.stockCounts;
  stockCountLines: typeof schema.stockCountLines;
  stockUpdates: typeof schema.stockUpdates;
  priceChanges: typeof schema.priceChanges;
  recipes: typeof schema.recipes;
  recipeIngredients: typeof schema.recipeIngredients;
  menuItems: typeof schema.menuItems;
  menuRecipes: typeof schema.menuRecipes;
  menuStockItems: typeof schema.menuStockItems;
  salesMappings: typeof schema.salesMappings;
  salesLines: typeof schema.salesLines;
}
export type ImportTable = keyof ImportTables;

/** Rows of one table, as many as one statement carries. */
export type ImportBatch = {
  [T in ImportTable]: { table: T; rows: ImportTables[T]['$inferInsert'][] };
}[ImportTable];

/**
 * New ids for a collection's rows, ascending in the file's order: a later export, which reads
 * rows in id order, lists them as this file did. Shaped as UUIDv7 (a 48-bit count from a
 * random start, then 74 random bits), so no sort of hundreds of thousands of ids is needed.
 */
export function newIds(count: number): string[] {
  const random = randomBytes(count * 10).toString('hex');
  const start = randomInt(0, 2 ** 40);
  const ids = new Array<string>(count);
  for (let index = 0; index < count; index += 1) {
    const count48 = (start + index).toString(16).padStart(12, '0');
    const bits = random.slice(index * 20, index * 20 + 20);
    const variant = ((parseInt(bits.slice(3, 4), 16) & 0x3) | 0x8).toString(16);
    ids[index] =
      `${count48.slice(0, 8)}-${count48.slice(8)}-7${bits.slice(0, 3)}-${variant}${bits.slice(4, 7)}-${bits.slice(7, 19)}`;
  }
  return ids;
}

/** Old id → new id for one collection. */
export function idMap(rows: { id: string }[]): Map<string, string> {
  const ids = newIds(rows.length);
  return new Map(rows.map((row, index) => [row.id, ids[index] ?? randomUUID()]));
}

const moment = (value: string) => new Date(value);
const momentOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** How many rows of each kind the file holds, as the import answers them. */
export function countsOf(file: LocationExport): Record<string, number> {
  return {
    categories: file.categories.length,
    items: file.items.length,
    stock_history: file.stock_history.length,
    vendors: file.vendors.length,
    vendor_items: file.vendor_items.length,
    price_history: file.price_history.length,
    shopping_lists: file.shopping_lists.length,
    recipes: file.recipes.length,
    menu: file.menu.length,
    stock_counts: file.stock_counts.length,
    sales_lines: file.sales_lines.length,
    sales_mappings: file.sales_mappings.length,
  };
}

/**
 * Every row of the file for the location `at`, in batches of at most `batchRows` rows of one
 * table, parents before the rows that name them. Each batch is made only when asked for.
 */
export function* planImport(
  file: LocationExport,
  at: string,
  batchRows: number,
): Generator<ImportBatch> {
  const category = idMap(file.categories);
  const item = idMap(file.items);
  const vendor = idMap(file.vendors);
  const vendorItem = idMap(file.vendor_items);
  const list = idMap(file.shopping_lists);
  const recipe = idMap(file.recipes);
  const count = idMap(file.stock_counts);
  // Menu items of a file before sales have no id; they are named by position alone.
  const menuIds = newIds(file.menu.length);
  const menu = new Map<string, string>();
  file.menu.forEach((row, index) => {
    if (row.id !== undefined) menu.set(row.id, menuIds[index] ?? randomUUID());
  });
  // Every reference was checked against its collection: a miss here is a bug, not the file's.
  const to = (map: Map<string, string>, id: string) => {
    const found = map.get(id);
    if (found === undefined) throw new Error(`unmapped id ${id}`);
    return found;
  };
  const toOrNull = (map: Map<string, string>, id: string | null) =>
    id === null ? null : to(map, id);

  function* batches<T extends ImportTable, R>(
    table: T,
    rows: readonly R[],
    toValues: (row: R, index: number, id: string) => ImportTables[T]['$inferInsert'],
  ): Generator<ImportBatch> {
    const ids = newIds(rows.length);
    for (let start = 0; start < rows.length; start += batchRows) {
      const values = rows
        .slice(start, start + batchRows)
        .map((row, offset) => toValues(row, start + offset, ids[start + offset] ?? randomUUID()));
      yield { table, rows: values } as ImportBatch;
    }
  }

  yield* batches('categories', file.categories, (row) => ({
    id: to(category, row.id),
    locationId: at,
    name: row.name,
    sortOrder: row.sort_order,
    createdAt: moment(row.created_at),
  }));
  yield* batches('items', file.items, (row) => ({
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
  yield* batches('vendors', file.vendors, (row) => ({
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
  yield* batches('vendorItems', file.vendor_items, (row) => ({
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
  yield* batches('shoppingLists', file.shopping_lists, (row) => ({
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
  yield* batches(
    'shoppingListItems',
    file.shopping_lists.flatMap((row) => row.lines.map((line) => ({ row, line }))),
    ({ row, line }, _index, id) => ({
      id,
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
  yield* batches('stockCounts', file.stock_counts, (row) => ({
    id: to(count, row.id),
    locationId: at,
    name: row.name,
    scope: row.scope,
    status: row.status,
    closedAt: momentOrNull(row.closed_at),
    totalValue: toNullableNumeric(row.total_value),
    createdAt: moment(row.created_at),
  }));
  yield* batches(
    'stockCountLines',
    file.stock_counts.flatMap((row) => row.lines.map((line) => ({ row, line }))),
    ({ row, line }) => ({
      locationId: at,
      countId: to(count, row.id),
      itemId: to(item, line.item_id),
      quantity: toNullableNumeric(line.quantity),
      costPerUnit: toNullableNumeric(line.cost_per_unit),
      counted: line.counted,
    }),
  );
  yield* batches('stockUpdates', file.stock_history, (row, _index, id) => {
    const previousQuantity = toNumeric(row.previous_quantity);
    const newQuantity = toNumeric(row.new_quantity);
    return {
      id,
      locationId: at,
      itemId: to(item, row.item_id),
      previousQuantity,
      newQuantity,
      delta: difference(newQuantity, previousQuantity),
      reason: row.reason,
      cause: row.cause,
      note: row.note,
      shoppingListId: toOrNull(list, row.shopping_list_id),
      countId: toOrNull(count, row.count_id),
      createdAt: moment(row.created_at),
    };
  });
  yield* batches('priceChanges', file.price_history, (row, _index, id) => ({
    id,
    locationId: at,
    vendorItemId: to(vendorItem, row.vendor_item_id),
    oldPrice: toNullableNumeric(row.old_price),
    newPrice: toNumeric(row.new_price),
    source: row.source,
    shoppingListId: toOrNull(list, row.shopping_list_id),
    createdAt: moment(row.created_at),
  }));
  // Recipes, then their lines (which may name any recipe), then the menu.
  yield* batches('recipes', file.recipes, (row) => ({
    id: to(recipe, row.id),
    locationId: at,
    name: row.name,
    category: row.category,
    description: row.description,
    yieldQuantity: toNullableNumeric(row.yield_quantity),
    yieldUnit: row.yield_unit,
    portions: toNumeric(row.portions),
    instructions: row.instructions,
    createdAt: moment(row.created_at),
    updatedAt: moment(row.updated_at),
  }));
  yield* batches(
    'recipeIngredients',
    file.recipes.flatMap((row) => row.ingredients.map((line) => ({ row, line }))),
    ({ row, line }, _index, id) => ({
      id,
      locationId: at,
      recipeId: to(recipe, row.id),
      inventoryItemId: toOrNull(item, line.inventory_item_id),
      subRecipeId: toOrNull(recipe, line.sub_recipe_id),
      quantity: toNumeric(line.quantity),
      unit: line.unit,
      wastePercent: toNullableNumeric(line.waste_percent),
      sortOrder: line.sort_order,
      createdAt: moment(line.created_at),
    }),
  );
  yield* batches('menuItems', file.menu, (row, index) => ({
    id: menuIds[index] ?? randomUUID(),
    locationId: at,
    name: row.name,
    category: row.category,
    description: row.description,
    price: toNumeric(row.price),
    active: row.active,
    createdAt: moment(row.created_at),
    updatedAt: moment(row.updated_at),
  }));
  yield* batches(
    'menuRecipes',
    file.menu.flatMap((row, index) => row.recipes.map((line) => ({ line, index }))),
    ({ line, index }, _position, id) => ({
      id,
      locationId: at,
      menuItemId: menuIds[index] ?? randomUUID(),
      recipeId: to(recipe, line.recipe_id),
      quantity: toNumeric(line.quantity),
      createdAt: moment(line.created_at),
    }),
  );
  yield* batches(
    'menuStockItems',
    file.menu.flatMap((row, index) => row.stock_items.map((line) => ({ line, index }))),
    ({ line, index }, _position, id) => ({
      id,
      locationId: at,
      menuItemId: menuIds[index] ?? randomUUID(),
      itemId: to(item, line.item_id),
      quantity: toNumeric(line.quantity),
      unit: line.unit,
      sortOrder: line.sort_order,
      createdAt: moment(line.created_at),
    }),
  );
  yield* batches('salesMappings', file.sales_mappings, (row) => ({
    locationId: at,
    posKey: row.pos_key,
    posName: row.pos_name,
    menuItemId: toOrNull(menu, row.menu_item_id),
    updatedAt: moment(row.updated_at),
  }));
  yield* batches('salesLines', file.sales_lines, (row, _index, id) => ({
    id,
    locationId: at,
    soldAt: moment(row.sold_at),
    periodStart: momentOrNull(row.period_start),
    posName: row.pos_name,
    posKey: row.pos_key,
    posCode: row.pos_code,
    menuItemId: toOrNull(menu, row.menu_item_id),
    quantity: toNumeric(row.quantity),
    netSales: toNullableNumeric(row.net_sales),
    source: row.source,
    dedupeKey: row.dedupe_key,
    createdAt: moment(row.created_at),
  }));
}
