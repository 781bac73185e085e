import { z } from 'zod';
import { allergens } from './allergens.ts';
import { amount, hasAtMost4Decimals, wastePercent } from './amounts.ts';
import { optionalText, text, timestamp } from './text.ts';
import { unitConversion, unitConversions } from './units.ts';

/**
 * Inventory (docs/api.md#inventory, docs/domain.md#items): items, categories and the import of
 * items. Counts and the changelog are in `stock-updates.ts`, allergens in `allergens.ts`.
 */

export const IMPORT_MAX_ROWS = 5000;

/** A weight in grams on a kitchen or bar scale. */
const weightGrams = z
  .number({ error: 'Enter a weight in grams' })
  .min(0, 'Use a weight of 0 g or more')
  .max(1_000_000, 'Use a weight below 1,000 kg')
  .refine((value) => hasAtMost4Decimals(value), 'Use at most 4 decimals');

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
  /** In CSV: "milk; sesame: may_contain" (contract/items-csv.ts). */
  allergens: itemFields.allergens,
  /** In CSV: "1 each = 150 g; 1 case = 12 bottle". */
  conversions: itemFields.conversions,
  waste_percent: itemFields.waste_percent,
  full_weight_g: itemFields.full_weight_g,
  empty_weight_g: itemFields.empty_weight_g,
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
