import { z } from 'zod';
import { amount } from './amounts.ts';
import { item } from './inventory.ts';
import { boundsReversed, dayOrInstant, isDayBound, optionalText, text, timestamp } from './text.ts';

/**
 * Stock updates (docs/api.md#inventory, docs/domain.md#counts-and-the-changelog): the
 * changelog, a count or another change of an item's quantity, and the dashboard summary built
 * from them. Quantities and money travel as JSON numbers rounded to 4 decimals.
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

/** Why stock was wasted (`POST /api/inventory/{id}/waste`), kept on its changelog row. */
export const wasteCauses = ['spill', 'breakage', 'comp', 'expired', 'staff', 'other'] as const;
export type WasteCause = (typeof wasteCauses)[number];
const wasteCause = z.enum(wasteCauses, {
  error: `Use one of: ${wasteCauses.join(', ')}`,
});

/** Reasons a person may give to `POST /api/inventory/update/{id}`. */
const quantityUpdateReasons = ['count', 'waste', 'adjust', 'undo'] as const;
const quantityUpdateReason = z.enum(quantityUpdateReasons);

/** Longest `Idempotency-Key` header accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** How long a stored answer to an `Idempotency-Key` is kept (at least). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const CHANGELOG_DEFAULT_LIMIT = 100;
const CHANGELOG_MAX_LIMIT = 500;
export const SUMMARY_RECENT_COUNT = 10;
export const SUMMARY_HISTORY_DAYS = 30;

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
  /** Why it was wasted: only on reason `waste` (null on waste recorded without a cause). */
  cause: wasteCause.nullable(),
  /** The count (`/api/counts`) this count belongs to, or null. */
  count_id: z.uuid().nullable(),
  created_at: timestamp,
});
export type StockUpdate = z.infer<typeof stockUpdate>;

export const updateQuantityBody = z.object({
  /** The new absolute quantity (for waste: the quantity after the waste). */
  quantity: amount,
  reason: quantityUpdateReason.default('count'),
  note: optionalText(500),
  /** The version the counter saw; a different current version answers 409 and writes nothing. */
  version: z.number().int().min(1).optional(),
  /**
   * The open count (`/api/counts`) this count belongs to: a count of the item's location, and
   * for a spot check one of its items (else 422 on `count_id`; a closed count is 409). Only
   * with reason `count`. Absent: a count (reason `count`) belongs to the location's open full
   * count, if there is one.
   */
  count_id: z.uuid().optional(),
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

/**
 * `POST /api/inventory/{id}/waste`: stock lost (spilt, broken, given away, expired, drunk by
 * staff). Takes `quantity` off the item: more than is on hand is a 422 on `quantity`.
 * Accepts an `Idempotency-Key` header (updateQuantityHeaders) like a count.
 */
export const wasteBody = z.object({
  /** How much was wasted, in the item's unit: above 0. */
  quantity: amount.refine((value) => value > 0, 'Use a number above 0'),
  cause: wasteCause,
  note: optionalText(500),
});
export type WasteBody = z.input<typeof wasteBody>;

/** The item after the waste and its changelog row (reason `waste`, delta −quantity). */
export const wasteResponse = updateQuantityResponse;
export type WasteResponse = UpdateQuantityResponse;

/** A day or an instant bounding the changelog. */
const changelogBound = dayOrInstant;

/** A changelog bound that is a day (YYYY-MM-DD), not an instant. */
export { isDayBound };

export const changelogQuery = z
  .object({
    /** Absent: the changes of every location the caller belongs to. */
    location_id: z.uuid().optional(),
    item_id: z.uuid().optional(),
    user_id: z.uuid().optional(),
    reason: stockUpdateReason.optional(),
    /** Only waste of this cause (`reason=waste&cause=spill`). */
    cause: wasteCause.optional(),
    /** Only the rows of this count (`/api/counts`). */
    count_id: z.uuid().optional(),
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
