import Decimal from 'decimal.js';
import { z } from 'zod';
import { optionalText, text, timestamp } from './text.ts';
import { unitConversion, unitConversions } from './units.ts';

/**
 * Inventory: items, categories, stock updates (the changelog), import and the dashboard
 * summary (docs/api.md#inventory, docs/domain.md#stock). Quantities and money travel as JSON
 * numbers rounded to 4 decimals; the server computes with decimals, never binary floats.
 */

/** Every reason a stock update may carry (receive comes from shopping lists, import from import). */
export const stockUpdateReasons = [
  'count',
  'receive',
  'waste',
  'adjust',
  'undo',
  'import',
] as const;
const stockUpdateReason = z.enum(stockUpdateReasons);
export type StockUpdateReason = z.infer<typeof stockUpdateReason>;

/** Reasons a person may give to `POST /api/inventory/update/{id}`. */
const quantityUpdateReasons = ['count', 'waste', 'adjust', 'undo'] as const;
const quantityUpdateReason = z.enum(quantityUpdateReasons);

/** Longest `Idempotency-Key` header accepted. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** How long a stored answer to an `Idempotency-Key` is kept (at least). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const CHANGELOG_DEFAULT_LIMIT = 100;
const CHANGELOG_MAX_LIMIT = 500;
export const IMPORT_MAX_ROWS = 5000;
export const SUMMARY_RECENT_COUNT = 10;
export const SUMMARY_HISTORY_DAYS = 30;
/** Columns are numeric(14, 4): at most 10 digits before the point. */
const MAX_AMOUNT = 9_999_999_999;

/**
 * The 14 allergens EU rules require on menus (Regulation 1169/2011, Annex II), by stable key,
 * in the regulation's order.
 */
export const allergenKeys = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree_nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphites',
] as const;
export type AllergenKey = (typeof allergenKeys)[number];
const allergenKey = z.enum(allergenKeys);

/** What each allergen key is called on a menu. */
export const ALLERGEN_NAMES: Record<AllergenKey, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soybeans: 'Soybeans',
  sulphites: 'Sulphur dioxide and sulphites',
};

/** How an item holds an allergen: as an ingredient, or possibly (traces, shared equipment). */
const allergenPresences = ['contains', 'may_contain'] as const;
const allergenPresence = z.enum(allergenPresences);
export type AllergenPresence = z.infer<typeof allergenPresence>;

/** `{ "milk": "contains", "tree_nuts": "may_contain" }`: only the allergens it holds. */
export const allergens = z.partialRecord(allergenKey, allergenPresence);
export type Allergens = z.infer<typeof allergens>;

/** Share lost in preparing something (peel, trim, spillage), in percent: 0 up to, not including, 100. */
export const wastePercent = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .lt(100, 'Use a number below 100')
  .refine((value) => hasAtMost4Decimals(value), 'Use at most 4 decimals');

/** A weight in grams on a kitchen or bar scale. */
const weightGrams = z
  .number({ error: 'Enter a weight in grams' })
  .min(0, 'Use a weight of 0 g or more')
  .max(1_000_000, 'Use a weight below 1,000 kg')
  .refine((value) => hasAtMost4Decimals(value), 'Use at most 4 decimals');

/** Whether a number has at most 4 decimals (checked on its shortest decimal form). */
export function hasAtMost4Decimals(value: number): boolean {
  return Number.isFinite(value) && new Decimal(value).decimalPlaces() <= 4;
}

/** A quantity or an amount of money sent by a client: ≥ 0, ≤ 4 decimals. */
export const amount = z
  .number({ error: 'Enter a number' })
  .min(0, 'Use a number of 0 or more')
  .max(MAX_AMOUNT, 'Use a smaller number')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

/** Content per unit (700 ml per bottle): > 0. */
const unitContent = amount.refine((value) => value > 0, 'Use a number above 0');

const itemName = text({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(200, 'Use at most 200 characters');
const unit = text({ error: 'Enter a unit' })
  .trim()
  .min(1, 'Enter a unit')
  .max(32, 'Use at most 32 characters');
export const categoryName = text({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Use at most 100 characters');

export const item = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  category_id: z.uuid().nullable(),
  /** The category's name, or null. */
  category: z.string().nullable(),
  unit: z.string(),
  unit_content: z.number().nullable(),
  unit_content_unit: z.string().nullable(),
  quantity: z.number(),
  par_level: z.number().nullable(),
  /** The reorder point, else the par level (docs/domain.md#par-level-and-reorder-point). */
  reorder_point: z.number().nullable(),
  /**
   * Whether the item has a reorder point of its own. False when it follows its par level:
   * `reorder_point` then shows the par level, and an edit form should leave it empty (send
   * null) so a later par change still moves it.
   */
  reorder_point_set: z.boolean(),
  cost_per_unit: z.number().nullable(),
  storage_area: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  notes: z.string().nullable(),
  /** The EU menu allergens it holds: `{ "milk": "contains" }` (only those it holds). */
  allergens,
  /** Its own unit conversions beyond the content per unit ("1 each = 150 g"). */
  conversions: z.array(unitConversion),
  /** Share lost in preparing it, in percent: what recipes use unless a line says otherwise. */
  waste_percent: z.number().nullable(),
  /** A full unit on the scale, in grams (null: not weighed). */
  full_weight_g: z.number().nullable(),
  /** An empty unit on the scale, in grams (null: not weighed). */
  empty_weight_g: z.number().nullable(),
  archived: z.boolean(),
  /** Increases on every change; send it back with a count to detect a stale screen. */
  version: z.number().int(),
  /** quantity < par_level (false without a par level). */
  below_par: z.boolean(),
  updated_at: timestamp,
  created_at: timestamp,
});
export type Item = z.infer<typeof item>;

export const category = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  sort_order: z.number().int(),
  /** Items of the category that are not archived. */
  item_count: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const stockUpdate = z.object({
  id: z.uuid(),
  item_id: z.uuid(),
  item_name: z.string(),
  /** Null once the user's account is deleted. */
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  previous_quantity: z.number(),
  new_quantity: z.number(),
  delta: z.number(),
  reason: stockUpdateReason,
  note: z.string().nullable(),
  shopping_list_id: z.uuid().nullable(),
  created_at: timestamp,
});
export type StockUpdate = z.infer<typeof stockUpdate>;

/** The fields of an item a manager edits (everything but quantity, archived and version). */
const itemFields = {
  name: itemName,
  /** A category by id; null for none. */
  category_id: z.uuid().nullable().optional(),
  /** A category by name (created when missing); used when category_id is absent. */
  category: categoryName.nullable().optional(),
  unit,
  unit_content: unitContent.nullable().optional(),
  unit_content_unit: optionalText(32),
  par_level: amount.nullable().optional(),
  /** Null or absent: the par level is used. */
  reorder_point: amount.nullable().optional(),
  cost_per_unit: amount.nullable().optional(),
  storage_area: optionalText(100),
  sku: optionalText(100),
  barcode: optionalText(100),
  notes: optionalText(2000),
  allergens: allergens.optional(),
  conversions: unitConversions.optional(),
  waste_percent: wastePercent.nullable().optional(),
  /** With empty_weight_g, lets a count be made by weighing a part-used unit. */
  full_weight_g: weightGrams.nullable().optional(),
  empty_weight_g: weightGrams.nullable().optional(),
};

export const createItemBody = z.object({
  location_id: z.uuid(),
  ...itemFields,
  quantity: amount.default(0),
});
export type CreateItemBody = z.input<typeof createItemBody>;

export const updateItemBody = z.object({
  name: itemName.optional(),
  category_id: itemFields.category_id,
  category: itemFields.category,
  unit: unit.optional(),
  unit_content: itemFields.unit_content,
  unit_content_unit: itemFields.unit_content_unit,
  par_level: itemFields.par_level,
  reorder_point: itemFields.reorder_point,
  cost_per_unit: itemFields.cost_per_unit,
  storage_area: itemFields.storage_area,
  sku: itemFields.sku,
  barcode: itemFields.barcode,
  notes: itemFields.notes,
  allergens: itemFields.allergens,
  conversions: itemFields.conversions,
  waste_percent: itemFields.waste_percent,
  full_weight_g: itemFields.full_weight_g,
  empty_weight_g: itemFields.empty_weight_g,
  /** When given and the item changed since, 409 CONFLICT with `details: { item }`. */
  version: z.number().int().min(1).optional(),
  /** Never here: a quantity changes only through a count, which writes its changelog row. */
  quantity: z
    .never({ error: 'Change the quantity with a count, not an edit of the item' })
    .optional(),
});
export type UpdateItemBody = z.input<typeof updateItemBody>;

export const updateQuantityBody = z.object({
  /** The new absolute quantity (for waste: the quantity after the waste). */
  quantity: amount,
  reason: quantityUpdateReason.default('count'),
  note: optionalText(500),
  /** The version the counter saw; a different current version answers 409 and writes nothing. */
  version: z.number().int().min(1).optional(),
});
export type UpdateQuantityBody = z.input<typeof updateQuantityBody>;

export const updateQuantityHeaders = z.object({
  'idempotency-key': text()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Use at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
    .optional(),
});

export const updateQuantityResponse = z.object({ item, update: stockUpdate });
export type UpdateQuantityResponse = z.infer<typeof updateQuantityResponse>;

/** 'true' / 'false' in a query string. */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const listItemsQuery = z.object({
  /** Absent: the items of every location the caller belongs to (each row names its location). */
  location_id: z.uuid().optional(),
  category_id: z.uuid().optional(),
  storage_area: text().trim().max(100).optional(),
  /** Matches name, SKU or barcode, case-insensitively. */
  search: text().trim().max(200).optional(),
  below_par: queryBoolean,
  include_archived: queryBoolean,
});

export const locationQuery = z.object({ location_id: z.uuid() });
/** A location, or absent for every location the caller belongs to. */
export const optionalLocationQuery = z.object({ location_id: z.uuid().optional() });
export const idParams = z.object({ id: z.uuid() });

/** A day (YYYY-MM-DD) or an instant (ISO date-time with an offset) bounding the changelog. */
const changelogBound = z.union([z.iso.date(), timestamp], {
  error: 'Use a date (YYYY-MM-DD) or a date and time with an offset',
});

/** A changelog bound that is a day (YYYY-MM-DD), not an instant. */
export const isDayBound = (bound: string) => bound.length === 10;

/** Two days or two instants in the wrong order (a day and an instant are not compared). */
function boundsReversed(from: string, to: string): boolean {
  if (isDayBound(from) !== isDayBound(to)) return false;
  return isDayBound(from) ? to < from : Date.parse(to) < Date.parse(from);
}

export const changelogQuery = z
  .object({
    /** Absent: the changes of every location the caller belongs to. */
    location_id: z.uuid().optional(),
    item_id: z.uuid().optional(),
    user_id: z.uuid().optional(),
    reason: stockUpdateReason.optional(),
    limit: z.coerce.number().int().min(1).max(CHANGELOG_MAX_LIMIT).default(CHANGELOG_DEFAULT_LIMIT),
    /** An update id: only rows strictly older than it (the next page). */
    before: z.uuid().optional(),
    /**
     * Only rows at or after this: a day (YYYY-MM-DD, from its start in the location's time
     * zone) or an instant (ISO date-time with an offset).
     */
    from: changelogBound.optional(),
    /**
     * Only rows up to this: a day (YYYY-MM-DD, to its end in the location's time zone, so
     * the day is included) or an instant (ISO date-time with an offset, excluded).
     */
    to: changelogBound.optional(),
  })
  .refine(({ from, to }) => !from || !to || !boundsReversed(from, to), {
    path: ['to'],
    message: 'Use a "to" that is not before "from"',
  });
export type ChangelogQuery = z.input<typeof changelogQuery>;

export const createCategoryBody = z.object({
  location_id: z.uuid(),
  name: categoryName,
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
export type CreateCategoryBody = z.input<typeof createCategoryBody>;

export const updateCategoryBody = z.object({
  name: categoryName.optional(),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;

/**
 * One import row, as a CSV line or a JSON object. Numbers may come as strings (CSV); an empty
 * cell means "not given". Rows are checked one by one so every bad row is reported.
 */
export const importRow = z.object({
  name: itemFields.name,
  category: itemFields.category,
  unit: unit.optional(),
  quantity: amount.optional(),
  unit_content: itemFields.unit_content,
  unit_content_unit: itemFields.unit_content_unit,
  par_level: itemFields.par_level,
  reorder_point: itemFields.reorder_point,
  cost_per_unit: itemFields.cost_per_unit,
  storage_area: itemFields.storage_area,
  sku: itemFields.sku,
  barcode: itemFields.barcode,
  notes: itemFields.notes,
});
export type ImportRow = z.infer<typeof importRow>;

export const importBody = z.union([
  z.object({
    location_id: z.uuid(),
    rows: z
      .array(z.record(text(), z.unknown()))
      .min(1, 'Add at least one row')
      .max(IMPORT_MAX_ROWS, `Import at most ${IMPORT_MAX_ROWS} rows at once`),
  }),
  z.object({
    location_id: z.uuid(),
    /** CSV text with a header line naming the importRow fields (name, unit, quantity…). */
    csv: text().min(1, 'The file is empty').max(5_000_000, 'The file is too large'),
  }),
]);
export type ImportBody = z.input<typeof importBody>;

const importError = z.object({
  /** 1-based data row number (the CSV header line is not counted). */
  row: z.number().int(),
  message: z.string(),
});

/** When `errors` is not empty nothing was written and created = updated = 0. */
export const importResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importError),
});
export type ImportResponse = z.infer<typeof importResponse>;

export const inventorySummary = z.object({
  /** Σ quantity × cost per unit of the items not archived (items without a cost count 0). */
  stock_value: z.number(),
  /** Items not archived. */
  item_count: z.number().int(),
  below_par_count: z.number().int(),
  /** Distinct items counted (reason 'count') since midnight in the location's time zone. */
  counted_today: z.number().int(),
  /** The last stock updates, newest first. */
  recent: z.array(stockUpdate),
  /**
   * The stock value at the end of each of the last 30 days (oldest first, `date` as
   * YYYY-MM-DD in the location's time zone, today last). Computed from each item's quantity
   * after its last stock update of that day × its CURRENT cost_per_unit: cost history is not
   * kept, so a price change re-values the past. `value` is null for a day that ended before
   * the location's first stock update (no history yet: not the same as worth 0), a number
   * from the day of that first update on; every day is null for a location with none.
   */
  value_history: z.array(z.object({ date: z.iso.date(), value: z.number().nullable() })),
});
export type InventorySummary = z.infer<typeof inventorySummary>;
