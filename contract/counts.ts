import { z } from 'zod';
import { optionalText, timestamp } from './text.ts';

/**
 * Counts as records (docs/api.md#counts, docs/domain.md#counts-as-records): a count is
 * opened for every item (`full`) or a spot check of some (`spot`); the counts made while it
 * is open belong to it; closing it keeps every item's quantity and cost per unit of that
 * moment. Quantities and money travel as JSON numbers rounded to 4 decimals.
 */

export const countScopes = ['full', 'spot'] as const;
export type CountScope = (typeof countScopes)[number];

export const countStatuses = ['open', 'closed'] as const;
export type CountStatus = (typeof countStatuses)[number];

/** The most items a spot check may name. */
export const SPOT_CHECK_MAX_ITEMS = 5000;
/** Longest name of a count. */
export const COUNT_NAME_MAX_LENGTH = 100;
const COUNTS_DEFAULT_LIMIT = 100;
const COUNTS_MAX_LIMIT = 500;

/**
 * `POST /api/counts`: opens a count. Without `item_ids` a full count (every item not
 * archived; at most one open per location: a second is 409), with them a spot check of those
 * items (of the location, not archived; else 422 on `item_ids`).
 */
export const openCountBody = z.object({
  location_id: z.uuid(),
  /** Absent or blank: "Count 26 Nov 2026" (a spot check: "Spot check 26 Nov 2026"), the venue's date. */
  name: optionalText(COUNT_NAME_MAX_LENGTH),
  item_ids: z
    .array(z.uuid())
    .min(1, 'Name at least one item, or leave item_ids out for a full count')
    .max(SPOT_CHECK_MAX_ITEMS, `Name at most ${SPOT_CHECK_MAX_ITEMS} items`)
    .optional(),
});
export type OpenCountBody = z.input<typeof openCountBody>;

/** `GET /api/counts`: the counts of a location, open first, then closed newest first. */
export const countsQuery = z.object({
  location_id: z.uuid(),
  limit: z.coerce.number().int().min(1).max(COUNTS_MAX_LIMIT).default(COUNTS_DEFAULT_LIMIT),
});
export type CountsQuery = z.input<typeof countsQuery>;

/**
 * Items counted of the items in the count. Open full count: `total` is the items not archived
 * now, `counted` those of them counted in it; open spot check: its items; closed: its lines.
 */
export const countProgress = z.object({
  counted: z.number().int(),
  total: z.number().int(),
});
export type CountProgress = z.infer<typeof countProgress>;

/** A count as lists show it. */
export const countSummary = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  scope: z.enum(countScopes),
  status: z.enum(countStatuses),
  /** Null once the account is deleted. */
  opened_by: z.uuid().nullable(),
  opened_by_name: z.string().nullable(),
  opened_at: timestamp,
  closed_by: z.uuid().nullable(),
  closed_by_name: z.string().nullable(),
  /** Null while open. */
  closed_at: timestamp.nullable(),
  progress: countProgress,
  /**
   * Closed: Σ quantity × cost per unit at close over its items that had a cost (0 when none
   * had one: see items_without_cost). Null while open.
   */
  total_value: z.number().nullable(),
  /** Closed: its items that had no cost per unit at close (left out of total_value). Null while open. */
  items_without_cost: z.number().int().nullable(),
  /** Closed: its items not counted while it was open (they kept their quantity). Null while open. */
  items_not_counted: z.number().int().nullable(),
});
export type CountSummary = z.infer<typeof countSummary>;

/** The last count of an item in a count: who, when, and the quantity they counted. */
const lastCount = z.object({
  update_id: z.uuid(),
  /** Null once the account is deleted. */
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  quantity: z.number(),
  at: timestamp,
});

/** An item of a count. */
export const countLine = z.object({
  item_id: z.uuid(),
  item_name: z.string(),
  unit: z.string(),
  category: z.string().nullable(),
  storage_area: z.string().nullable(),
  /** Open: its quantity now; closed: at close. */
  quantity: z.number().nullable(),
  /** Open: its cost per unit now; closed: at close. Null when it has none. */
  cost_per_unit: z.number().nullable(),
  /** Whether it was counted in this count (false on a closed count: flagged, kept its quantity). */
  counted: z.boolean(),
  /** Its last count in this count; null when not counted. */
  last_count: lastCount.nullable(),
});
export type CountLine = z.infer<typeof countLine>;

/**
 * `GET /api/counts/{id}`: the count, every item in it (the ones not yet counted have
 * `counted` false; sorted by storage area, then name), and progress by storage area and by
 * person.
 */
export const countDetail = countSummary.extend({
  items: z.array(countLine),
  /** Per storage area (null: items without one), areas by name, null last. */
  by_area: z.array(
    z.object({
      storage_area: z.string().nullable(),
      counted: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /**
   * Per person: the items whose last count in it was theirs (so the people's figures add up
   * to progress.counted), most first.
   */
  by_person: z.array(
    z.object({
      user_id: z.uuid().nullable(),
      user_name: z.string().nullable(),
      counted: z.number().int(),
    }),
  ),
});
export type CountDetail = z.infer<typeof countDetail>;

/** `POST /api/counts/{id}/close`: the count as closed (total_value, items_not_counted, …). */
export const closeCountResponse = countSummary;
export type CloseCountResponse = CountSummary;
