import { z } from 'zod';
import { allergens } from './allergens.ts';
import { COLUMN_LIMIT } from './amounts.ts';
import { countScopes, countStatuses } from './counts.ts';
import {
  address,
  currency,
  targetFoodCostPercent,
  timezone,
  VENUE_PHONE_MAX,
} from './locations.ts';
import { role } from './roles.ts';
import { salesSources } from './sales.ts';
import { stockUpdateReasons, wasteCauses } from './stock-updates.ts';
import { text, timestamp } from './text.ts';
import { unitConversions } from './units.ts';

/**
 * A venue's data as one file (decision 031): `GET /api/locations/{id}/export` writes it,
 * `POST /api/locations/import` reads it into a new location. Rows keep their ids so that the
 * file's references (`item_id`, `vendor_id`…) point inside it; an import gives every row a new
 * id. Amounts are JSON numbers of at most 4 decimals (docs/api.md#amounts); people are named,
 * never identified: no account ids, emails, passwords, tokens, sessions or invite codes (the
 * venue's own phone and email, shown on its orders, are its settings and go with it).
 */
export const LOCATION_EXPORT_FORMAT = 'barback-location';
export const LOCATION_EXPORT_VERSION = 1;

/** The most rows of each collection an import reads. */
export const LOCATION_IMPORT_MAX_ROWS = {
  categories: 1_000,
  items: 10_000,
  stock_history: 250_000,
  vendors: 1_000,
  vendor_items: 20_000,
  price_history: 100_000,
  shopping_lists: 10_000,
  shopping_list_lines: 100_000,
  recipes: 5_000,
  recipe_ingredients: 50_000,
  menu: 5_000,
  menu_recipes: 50_000,
  menu_stock_items: 50_000,
  stock_counts: 10_000,
  stock_count_lines: 250_000,
  sales_lines: 250_000,
  sales_mappings: 20_000,
  members: 1_000,
} as const;
/** The largest file an import takes: a year of a busy bar is about a third of it. */
export const LOCATION_IMPORT_MAX_BYTES = 96 * 1024 * 1024;

/**
 * Whether a figure below 10^10 has at most 4 decimals, without a decimal library: a file holds
 * hundreds of thousands of them. n = round(x × 10^4) is exact below 2^53, and n ÷ 10^4 is the
 * double nearest to the decimal n / 10^4, which is x itself exactly when x has ≤ 4 decimals.
 */
const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000 === value;

/** A stored figure: ≥ 0, below a numeric(14, 4) column's limit, at most 4 decimals. */
const figure = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .lt(COLUMN_LIMIT, 'Use a smaller number')
  .refine(fourDecimals, 'Use at most 4 decimals');
const positive = figure.refine((value) => value > 0, 'Use a number above 0');
/** A figure that may be below 0 (a refund's quantity and sales). */
const signed = z
  .number({ error: 'Enter a number' })
  .gt(-COLUMN_LIMIT, 'Use a larger number')
  .lt(COLUMN_LIMIT, 'Use a smaller number')
  .refine(fourDecimals, 'Use at most 4 decimals');
const percent = figure.refine((value) => value < 100, 'Use a number below 100');
const words = (max: number) => text().max(max, `Use at most ${max} characters`);
const name = text().min(1, 'Enter a name').max(200, 'Use at most 200 characters');
const note = words(10_000).nullable();
const short = words(200).nullable();
const ref = z.uuid();
/** Who made a change, by name: the import keeps no account, so it reads it and sets none. */
const by = words(200).nullable();
export const TOO_MANY_ROWS = 'This file holds more of these than a location may import';
const rows = <T extends z.ZodType>(row: T, max: number) => z.array(row).max(max, TOO_MANY_ROWS);
const M = LOCATION_IMPORT_MAX_ROWS;

export const exportedCategory = z.object({
  id: ref,
  name,
  sort_order: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  created_at: timestamp,
});

export const exportedItem = z.object({
  id: ref,
  name,
  category_id: ref.nullable(),
  unit: words(32).min(1, 'Enter a unit'),
  unit_content: positive.nullable(),
  unit_content_unit: words(32).nullable(),
  quantity: figure,
  par_level: figure.nullable(),
  reorder_point: figure.nullable(),
  cost_per_unit: figure.nullable(),
  storage_area: short,
  sku: short,
  barcode: short,
  notes: note,
  allergens,
  conversions: unitConversions,
  waste_percent: percent.nullable(),
  full_weight_g: positive.nullable(),
  empty_weight_g: figure.nullable(),
  archived: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** One row of the change log. */
export const exportedStockUpdate = z
  .object({
    item_id: ref,
    by,
    previous_quantity: figure,
    new_quantity: figure,
    /** new − previous; an import works it out again from the two. */
    delta: z.number(),
    reason: z.enum(stockUpdateReasons),
    /** Why it was wasted: on reason `waste` only (files before it have none). */
    cause: z.enum(wasteCauses).nullable().default(null),
    note,
    shopping_list_id: ref.nullable(),
    /** The count (`stock_counts`) it was made in. */
    count_id: ref.nullable().default(null),
    created_at: timestamp,
  })
  .refine((row) => row.cause === null || row.reason === 'waste', {
    path: ['cause'],
    message: 'Only waste has a cause',
  });

/** An item of a count: its quantity and cost per unit at the close. */
export const exportedCountLine = z.object({
  item_id: ref,
  quantity: figure.nullable(),
  cost_per_unit: figure.nullable(),
  counted: z.boolean(),
});

/** A count as a record, with its items (decision 031; issue 23). */
export const exportedStockCount = z
  .object({
    id: ref,
    name,
    scope: z.enum(countScopes),
    status: z.enum(countStatuses),
    opened_by: by,
    closed_by: by,
    closed_at: timestamp.nullable(),
    total_value: figure.nullable(),
    created_at: timestamp,
    lines: rows(exportedCountLine, M.items),
  })
  .refine((row) => (row.status === 'closed') === (row.closed_at !== null), {
    path: ['closed_at'],
    message: 'A closed count has a close time, an open one none',
  });

/** A line of sales: so many of a POS name sold (below 0: refunded). */
export const exportedSalesLine = z
  .object({
    sold_at: timestamp,
    period_start: timestamp.nullable(),
    pos_name: words(200).min(1, 'Enter a name'),
    pos_key: words(200).min(1, 'Enter a name'),
    pos_code: short,
    /** The menu item (`menu[].id`) it is attributed to. */
    menu_item_id: ref.nullable(),
    quantity: signed.refine((value) => value !== 0, 'Use a number other than 0'),
    net_sales: signed.nullable(),
    source: z.enum(salesSources),
    dedupe_key: words(500).nullable(),
    created_by: by,
    created_at: timestamp,
  })
  .refine(
    (row) => row.period_start === null || Date.parse(row.period_start) <= Date.parse(row.sold_at),
    { path: ['period_start'], message: 'A period starts before it ends' },
  );

/** What a POS name is: a menu item (`menu[].id`), or nothing (ignored). */
export const exportedSalesMapping = z.object({
  pos_key: words(200).min(1, 'Enter a name'),
  pos_name: words(200).min(1, 'Enter a name'),
  menu_item_id: ref.nullable(),
  updated_by: by,
  updated_at: timestamp,
});

export const exportedVendor = z.object({
  id: ref,
  name,
  contact_name: short,
  email: short,
  phone: short,
  address: words(500).nullable(),
  website: words(500).nullable(),
  notes: note,
  lead_time_days: z.number().int().min(0).max(3650).nullable(),
  minimum_order: figure.nullable(),
  delivery_days: z.array(z.number().int().min(1).max(7)).max(7),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportedVendorItem = z.object({
  id: ref,
  vendor_id: ref,
  inventory_item_id: ref.nullable(),
  name,
  sku: short,
  pack_description: short,
  pack_size: positive,
  price: figure,
  is_preferred: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportedPriceChange = z.object({
  vendor_item_id: ref,
  old_price: figure.nullable(),
  new_price: figure,
  source: z.enum(['manual', 'bulk', 'catalog', 'receive']),
  by,
  shopping_list_id: ref.nullable(),
  created_at: timestamp,
});

export const exportedListLine = z.object({
  inventory_item_id: ref.nullable(),
  vendor_item_id: ref.nullable(),
  name,
  quantity: figure,
  unit: words(32).nullable(),
  pack_size: positive.nullable(),
  unit_price: figure.nullable(),
  completed: z.boolean(),
  received_quantity: figure.nullable(),
  invoice_price: figure.nullable(),
  notes: note,
  sort_order: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportedShoppingList = z.object({
  id: ref,
  name,
  vendor_id: ref.nullable(),
  status: z.enum(['draft', 'sent', 'received']),
  notes: note,
  sent_at: timestamp.nullable(),
  sent_to: short,
  sent_by: by,
  received_at: timestamp.nullable(),
  received_by: by,
  credit_requested_at: timestamp.nullable(),
  created_by: by,
  created_at: timestamp,
  updated_at: timestamp,
  lines: rows(exportedListLine, 1_000),
});

export const exportedIngredient = z
  .object({
    inventory_item_id: ref.nullable(),
    sub_recipe_id: ref.nullable(),
    quantity: positive,
    unit: words(32).min(1, 'Enter a unit'),
    waste_percent: percent.nullable(),
    sort_order: z.number().int().min(-2_147_483_648).max(2_147_483_647),
    created_at: timestamp,
  })
  .refine((line) => (line.inventory_item_id === null) !== (line.sub_recipe_id === null), {
    path: ['inventory_item_id'],
    message: 'Choose an inventory item or a recipe',
  });

export const exportedRecipe = z.object({
  id: ref,
  name,
  category: short,
  description: note,
  yield_quantity: positive.nullable(),
  yield_unit: words(32).nullable(),
  portions: positive,
  instructions: note,
  created_at: timestamp,
  updated_at: timestamp,
  ingredients: rows(exportedIngredient, 200),
});

export const exportedMenuItem = z.object({
  /** What sales lines and mappings name it by (files before sales have none). */
  id: ref.optional(),
  name,
  category: short,
  description: note,
  price: figure,
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  recipes: rows(z.object({ recipe_id: ref, quantity: positive, created_at: timestamp }), 50),
  /** Stock items it uses directly, without a recipe. */
  stock_items: rows(
    z.object({
      item_id: ref,
      quantity: positive,
      unit: words(32).min(1, 'Enter a unit'),
      sort_order: z.number().int().min(-2_147_483_648).max(2_147_483_647),
      created_at: timestamp,
    }),
    50,
  ).default([]),
});

/** Who was in the location, by name and role. Not accounts: an import re-creates none. */
export const exportedMember = z.object({ name: words(200), role });

export const exportedLocation = z.object({
  name: text().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  currency,
  timezone,
  address: address.nullable(),
  // Added with the venue's contact (migration 0009): a file written before has neither.
  phone: words(VENUE_PHONE_MAX).nullable().default(null),
  email: z.email('Enter a valid email address').max(254).nullable().default(null),
  target_food_cost_percent: targetFoodCostPercent,
  created_at: timestamp,
});

/** The file, as written and as read (its references are checked by the import). */
export const locationExport = z.object({
  format: z.literal(LOCATION_EXPORT_FORMAT),
  version: z.literal(LOCATION_EXPORT_VERSION),
  exported_at: timestamp,
  location: exportedLocation,
  categories: rows(exportedCategory, M.categories),
  items: rows(exportedItem, M.items),
  stock_history: rows(exportedStockUpdate, M.stock_history),
  vendors: rows(exportedVendor, M.vendors),
  vendor_items: rows(exportedVendorItem, M.vendor_items),
  price_history: rows(exportedPriceChange, M.price_history),
  shopping_lists: rows(exportedShoppingList, M.shopping_lists),
  recipes: rows(exportedRecipe, M.recipes),
  menu: rows(exportedMenuItem, M.menu),
  members: rows(exportedMember, M.members),
  // Added with counts and sales (issue 23): a file written before them has none.
  stock_counts: rows(exportedStockCount, M.stock_counts).default([]),
  sales_lines: rows(exportedSalesLine, M.sales_lines).default([]),
  sales_mappings: rows(exportedSalesMapping, M.sales_mappings).default([]),
});
export type LocationExport = z.infer<typeof locationExport>;

/** What an import answers: the new location and how many rows of each kind it holds. */
export const locationImportResponse = z.object({
  location_id: z.uuid(),
  name: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export type LocationImportResponse = z.infer<typeof locationImportResponse>;
