import { sql } from 'drizzle-orm';
import { countScopes, countStatuses } from '#contract/counts.ts';
import { stockUpdateReasons, wasteCauses } from '#contract/stock-updates.ts';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shoppingLists } from './buying.ts';
import { createdAt, decimal, id, moment, oneOf, updatedAt } from './columns.ts';
import { locationId } from './locations.ts';
import { users } from './users.ts';

/** A named group of items in a location, shown in `sort_order`. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('categories_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('categories_location_id_name_key').on(t.locationId, sql`lower(${t.name})`),
  ],
);

/** An inventory item. `quantity` always equals the `new_quantity` of its last stock update. */
export const items = pgTable(
  'items',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    categoryId: uuid('category_id'),
    unit: text('unit').notNull(),
    unitContent: decimal('unit_content'),
    unitContentUnit: text('unit_content_unit'),
    quantity: decimal('quantity').notNull().default('0'),
    parLevel: decimal('par_level'),
    reorderPoint: decimal('reorder_point'),
    costPerUnit: decimal('cost_per_unit'),
    storageArea: text('storage_area'),
    sku: text('sku'),
    barcode: text('barcode'),
    notes: text('notes'),
    /** The EU's 14 menu allergens it holds: `{ "milk": "contains", "nuts": "may_contain" }`. */
    allergens: jsonb('allergens')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Its own unit conversions, beyond the content per unit: `[{ "quantity": 1, "unit": "each", "equals": 150, "equals_unit": "g" }]`. */
    conversions: jsonb('conversions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Share of it lost in preparing it (peel, trim, spillage), in percent: recipes' default. */
    wastePercent: decimal('waste_percent'),
    /** A full unit (bottle) on the scale, in grams: with the empty weight, a weighing gives the fraction left. */
    fullWeightG: decimal('full_weight_g'),
    /** The empty unit (the bottle alone), in grams. */
    emptyWeightG: decimal('empty_weight_g'),
    archived: boolean('archived').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('items_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('items_location_id_name_key').on(t.locationId, sql`lower(${t.name})`),
    index('items_location_id_category_id_idx').on(t.locationId, t.categoryId),
    index('items_location_id_barcode_idx').on(t.locationId, t.barcode),
    index('items_location_id_sku_idx').on(t.locationId, t.sku),
    foreignKey({
      name: 'items_category_fk',
      columns: [t.locationId, t.categoryId],
      foreignColumns: [categories.locationId, categories.id],
    }),
    check('items_quantity_check', sql`${t.quantity} >= 0`),
    check('items_unit_content_check', sql`${t.unitContent} > 0`),
    check('items_par_level_check', sql`${t.parLevel} >= 0`),
    check('items_reorder_point_check', sql`${t.reorderPoint} >= 0`),
    check('items_cost_per_unit_check', sql`${t.costPerUnit} >= 0`),
    check('items_waste_percent_check', sql`${t.wastePercent} >= 0 and ${t.wastePercent} < 100`),
    check('items_full_weight_g_check', sql`${t.fullWeightG} > 0`),
    check('items_empty_weight_g_check', sql`${t.emptyWeightG} >= 0`),
    check('items_weights_check', sql`${t.fullWeightG} > ${t.emptyWeightG}`),
    check('items_allergens_check', sql`jsonb_typeof(${t.allergens}) = 'object'`),
    check('items_conversions_check', sql`jsonb_typeof(${t.conversions}) = 'array'`),
  ],
);

/** The changelog: one row per change of an item's quantity, never edited or deleted. */
export const stockUpdates = pgTable(
  'stock_updates',
  {
    id: id(),
    locationId: locationId(),
    itemId: uuid('item_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    previousQuantity: decimal('previous_quantity').notNull(),
    newQuantity: decimal('new_quantity').notNull(),
    delta: decimal('delta').notNull(),
    reason: text('reason', { enum: stockUpdateReasons }).notNull(),
    note: text('note'),
    shoppingListId: uuid('shopping_list_id'),
    /** Why it was wasted: only on reason `waste` (null on waste rows written before causes). */
    cause: text('cause', { enum: wasteCauses }),
    /** The count (stock_counts) this count was made in, when one was open and named. */
    countId: uuid('count_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_updates_location_id_id_key').on(t.locationId, t.id),
    index('stock_updates_location_id_item_id_created_at_idx').on(
      t.locationId,
      t.itemId,
      t.createdAt,
    ),
    index('stock_updates_location_id_created_at_idx').on(t.locationId, t.createdAt),
    index('stock_updates_location_id_user_id_created_at_idx').on(
      t.locationId,
      t.userId,
      t.createdAt,
    ),
    index('stock_updates_location_id_shopping_list_id_idx').on(t.locationId, t.shoppingListId),
    foreignKey({
      name: 'stock_updates_item_fk',
      columns: [t.locationId, t.itemId],
      foreignColumns: [items.locationId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_updates_shopping_list_fk',
      columns: [t.locationId, t.shoppingListId],
      foreignColumns: [shoppingLists.locationId, shoppingLists.id],
    }),
    check('stock_updates_previous_quantity_check', sql`${t.previousQuantity} >= 0`),
    check('stock_updates_new_quantity_check', sql`${t.newQuantity} >= 0`),
    check('stock_updates_delta_check', sql`${t.delta} = ${t.newQuantity} - ${t.previousQuantity}`),
    check('stock_updates_reason_check', oneOf(t.reason, stockUpdateReasons)),
    check('stock_updates_cause_check', oneOf(t.cause, wasteCauses)),
    check('stock_updates_cause_waste_check', sql`${t.cause} is null or ${t.reason} = 'waste'`),
    index('stock_updates_location_id_count_id_idx').on(t.locationId, t.countId),
    foreignKey({
      name: 'stock_updates_count_fk',
      columns: [t.locationId, t.countId],
      foreignColumns: [stockCounts.locationId, stockCounts.id],
    }),
  ],
);

/**
 * A count as a record: opened for every item (`full`) or some (`spot`), closed by a manager,
 * when every item in it is kept with its quantity and cost per unit of that moment
 * (stock_count_lines). At most one full count is open per location.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: countScopes }).notNull(),
    status: text('status', { enum: countStatuses }).notNull().default('open'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: moment('closed_at'),
    /** At close: Σ quantity × cost per unit over its items that have a cost. */
    totalValue: decimal('total_value'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_counts_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('stock_counts_one_open_full_key')
      .on(t.locationId)
      .where(sql`${t.status} = 'open' and ${t.scope} = 'full'`),
    index('stock_counts_location_id_closed_at_idx').on(t.locationId, t.closedAt),
    check('stock_counts_scope_check', oneOf(t.scope, countScopes)),
    check('stock_counts_status_check', oneOf(t.status, countStatuses)),
    check('stock_counts_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/**
 * An item of a count. A spot check's items are written when it opens; a full count's when it
 * closes (every item not archived then). `quantity` and `cost_per_unit` are the item's at close.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    locationId: locationId(),
    countId: uuid('count_id').notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: decimal('quantity'),
    costPerUnit: decimal('cost_per_unit'),
    /** At close: whether the item was counted while the count was open (false: flagged). */
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'stock_count_lines_pkey', columns: [t.locationId, t.countId, t.itemId] }),
    index('stock_count_lines_location_id_item_id_idx').on(t.locationId, t.itemId),
    foreignKey({
      name: 'stock_count_lines_count_fk',
      columns: [t.locationId, t.countId],
      foreignColumns: [stockCounts.locationId, stockCounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_count_lines_item_fk',
      columns: [t.locationId, t.itemId],
      foreignColumns: [items.locationId, items.id],
    }).onDelete('cascade'),
    check('stock_count_lines_quantity_check', sql`${t.quantity} >= 0`),
    check('stock_count_lines_cost_per_unit_check', sql`${t.costPerUnit} >= 0`),
  ],
);

/** The first answer to a request sent with an `Idempotency-Key`, replayed on a retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    locationId: locationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.locationId, t.userId, t.key] }),
    // Purging old keys scans by age across all locations.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
