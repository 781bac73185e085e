import { z } from 'zod';
import { wasteCauses } from './stock-updates.ts';
import { boundsReversed, dayOrInstant, timestamp } from './text.ts';

/**
 * Reports (docs/api.md#reports, docs/domain.md#variance): what the counts, deliveries, waste
 * and sales of a venue say together. Quantities are in each stock item's own unit and money
 * in the location's currency, as JSON numbers rounded to 4 decimals; computed with exact
 * decimals. A figure that cannot be known is null, never 0.
 */

// ---------------------------------------------------------------------------------------
// Variance: GET /api/reports/variance
// ---------------------------------------------------------------------------------------

/** `GET /api/reports/variance?location_id&from_count&to_count`: two closed counts of the location. */
export const varianceQuery = z.object({
  location_id: z.uuid(),
  /** The count the period starts at: closed, and closed before `to_count`. */
  from_count: z.uuid(),
  /** The count the period ends at: closed. */
  to_count: z.uuid(),
});
export type VarianceQuery = z.input<typeof varianceQuery>;

/** One of the two counts a report is between. */
export const varianceCount = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(['full', 'spot']),
  closed_at: timestamp,
});
export type VarianceCount = z.infer<typeof varianceCount>;

/** Why a stock item's theoretical usage cannot be computed. */
export const theoreticalUnknown = z.object({
  /** In English, as the costing says it ("ml does not convert to each", "no unit content"…). */
  reason: z.string(),
  /** The menu items sold in the period whose usage of this item is unknown. */
  menu_item_ids: z.array(z.uuid()),
});
export type TheoreticalUnknown = z.infer<typeof theoreticalUnknown>;

/** Waste of one cause over the period (`cause` null: waste logged before causes existed). */
export const varianceWaste = z.object({
  cause: z.enum(wasteCauses).nullable(),
  /** Quantity wasted, in the item's unit (> 0). */
  quantity: z.number(),
  /** quantity × the cost per unit at the second close; null when there is none. */
  value: z.number().nullable(),
});
export type VarianceWaste = z.infer<typeof varianceWaste>;

/** A stock item in both counts. Quantities in its unit; `*_value` at `cost_per_unit`. */
export const varianceLine = z.object({
  item_id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  category_id: z.uuid().nullable(),
  /** Its category's name; null when it has none. */
  category: z.string().nullable(),
  /** Its quantity at the first count's close. */
  opening: z.number(),
  /** Σ of its `receive` changes after the first close, up to and including the second. */
  received: z.number(),
  /** Σ of its `waste` changes in the same window, as a positive quantity. */
  wasted: z.number(),
  /** `wasted` by cause, largest first. */
  waste_by_cause: z.array(varianceWaste),
  /**
   * Σ of its `adjust`, `undo` and `import` changes in the window (positive: the book went up).
   * Shown, not used: usage comes from the counts and deliveries alone (decision 036).
   */
  adjusted: z.number(),
  /** How many `adjust`, `undo` and `import` changes it had in the window. */
  adjustments: z.number().int(),
  /** Its quantity at the second count's close. */
  closing: z.number(),
  /** True when either close kept its quantity without its being counted in that count. */
  uncounted: z.boolean(),
  /** opening + received − closing: what the counts say was used. */
  usage: z.number(),
  /** What the sales in the period should have used, through recipes; null when unknown. */
  theoretical: z.number().nullable(),
  /** Why `theoretical` is null; null when it is known. */
  theoretical_unknown: theoreticalUnknown.nullable(),
  /** usage − theoretical (positive: more went than was sold); null when theoretical is unknown. */
  variance: z.number().nullable(),
  /** variance − wasted: what nothing recorded explains; null when variance is. */
  unexplained: z.number().nullable(),
  /** variance ÷ usage × 100; null when usage is 0 or variance is unknown. */
  variance_percent: z.number().nullable(),
  /** Its cost per unit at the second close; null when it had none. */
  cost_per_unit: z.number().nullable(),
  /** usage × cost_per_unit; null without a cost. */
  usage_value: z.number().nullable(),
  /** theoretical × cost_per_unit; null without a cost or a theoretical. */
  theoretical_value: z.number().nullable(),
  /** variance × cost_per_unit. */
  variance_value: z.number().nullable(),
  /** wasted × cost_per_unit. */
  wasted_value: z.number().nullable(),
  /** unexplained × cost_per_unit: what the list is sorted by, largest loss first. */
  unexplained_value: z.number().nullable(),
});
export type VarianceLine = z.infer<typeof varianceLine>;

/** A stock item in only one of the two counts (a spot check): no usage can be computed. */
export const varianceNotComparable = z.object({
  item_id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  /** Which count it is in. */
  only_in: z.enum(['from_count', 'to_count']),
});
export type VarianceNotComparable = z.infer<typeof varianceNotComparable>;

/**
 * Money totals of a set of lines, each Σ over the lines whose every value is known (so
 * usage − theoretical = variance and variance − wasted = unexplained hold for the totals too);
 * `left_out` is how many lines are left out: no cost per unit, or no theoretical.
 */
export const varianceTotals = z.object({
  items: z.number().int(),
  usage_value: z.number(),
  theoretical_value: z.number(),
  variance_value: z.number(),
  wasted_value: z.number(),
  unexplained_value: z.number(),
  left_out: z.number().int(),
});
export type VarianceTotals = z.infer<typeof varianceTotals>;

/** A category's totals (`category_id` null: the items with no category). */
export const varianceCategory = varianceTotals.extend({
  category_id: z.uuid().nullable(),
  category: z.string().nullable(),
});
export type VarianceCategory = z.infer<typeof varianceCategory>;

/** A POS name sold in the period that is mapped to no menu item (and not ignored). */
export const varianceUnmappedSale = z.object({
  pos_name: z.string(),
  quantity: z.number(),
});

/** A menu item sold in the period with neither a recipe nor a stock item: it uses nothing. */
export const varianceWithoutRecipe = z.object({
  menu_item_id: z.uuid(),
  name: z.string(),
  quantity: z.number(),
});

export const varianceReport = z.object({
  location_id: z.uuid(),
  from_count: varianceCount,
  to_count: varianceCount,
  /** Items in both counts, worst first: unexplained_value descending, unknown values last. */
  items: z.array(varianceLine),
  /** Items in only one of the counts, by name. */
  not_comparable: z.array(varianceNotComparable),
  /** Totals per category, in the categories' order, then the items with no category. */
  categories: z.array(varianceCategory),
  /** The venue's totals. */
  totals: varianceTotals,
  /** Sales of the period that count towards no item: POS names not mapped, by quantity. */
  unmapped_sales: z.array(varianceUnmappedSale),
  /** Menu items sold in the period that use no stock item. */
  without_recipe: z.array(varianceWithoutRecipe),
});
export type VarianceReport = z.infer<typeof varianceReport>;

// ---------------------------------------------------------------------------------------
// Par suggestions: GET /api/reports/par-suggestions
// ---------------------------------------------------------------------------------------

/** Most weeks of counts a par suggestion looks back over. */
export const PAR_MAX_WEEKS = 52;
/** Weeks looked back over by default. */
export const PAR_DEFAULT_WEEKS = 6;
/** The safety margin: the par covers the days to the next delivery and this share more. */
export const PAR_SAFETY_PERCENT = 25;

/** `GET /api/reports/par-suggestions?location_id&weeks=6`. */
export const parSuggestionsQuery = z.object({
  location_id: z.uuid(),
  /** Closed full counts of the last so many weeks are used (1–52, default 6). */
  weeks: z.coerce
    .number({ error: 'Enter a whole number of weeks' })
    .int('Enter a whole number of weeks')
    .min(1, 'Use at least 1 week')
    .max(PAR_MAX_WEEKS, `Use at most ${PAR_MAX_WEEKS} weeks`)
    .default(PAR_DEFAULT_WEEKS),
});
export type ParSuggestionsQuery = z.input<typeof parSuggestionsQuery>;

/**
 * Why an item has no suggestion:
 * - `too_few_counts`: it is in fewer than two of the closed full counts of the period;
 * - `no_usage`: the counts show nothing used (or more found than came in);
 * - `no_preferred_vendor`: no preferred catalogue line supplies it;
 * - `no_delivery_days`: its preferred vendor names no delivery days.
 */
export const parNoSuggestionReasons = [
  'too_few_counts',
  'no_usage',
  'no_preferred_vendor',
  'no_delivery_days',
] as const;
export type ParNoSuggestionReason = (typeof parNoSuggestionReasons)[number];

export const parSuggestion = z.object({
  item_id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  /** Its version, for applying the suggestion through `PUT /api/inventory/{id}`. */
  version: z.number().int(),
  /** Its par level now; null when it has none. */
  current_par: z.number().nullable(),
  /** Σ usage over the pairs of consecutive counts it is in, ÷ their days × 7; null with fewer than two. */
  average_weekly_usage: z.number().nullable(),
  /** Days between the first and the last of the counts used for it. */
  days_covered: z.number(),
  /** The preferred vendor and its catalogue line; null when there is none. */
  vendor_id: z.uuid().nullable(),
  vendor_name: z.string().nullable(),
  /** The preferred line's pack size, in the item's unit. */
  pack_size: z.number().nullable(),
  /** Longest gap, in days, between two consecutive delivery days of the vendor (7 for one day a week). */
  cover_days: z.number().int().nullable(),
  /** average daily usage × cover_days × (1 + PAR_SAFETY_PERCENT/100), rounded up to whole packs. */
  suggested_par: z.number().nullable(),
  /** suggested_par ÷ pack_size. */
  suggested_packs: z.number().int().nullable(),
  /** Why there is no suggestion; null when there is one. */
  reason: z.enum(parNoSuggestionReasons).nullable(),
});
export type ParSuggestion = z.infer<typeof parSuggestion>;

export const parSuggestions = z.object({
  location_id: z.uuid(),
  weeks: z.number().int(),
  /** The safety margin used, in percent of the usage over cover_days. */
  safety_percent: z.number(),
  /** How many closed full counts of the period were used. */
  counts_used: z.number().int(),
  /** The first and last of them; null when there are none. */
  from: timestamp.nullable(),
  to: timestamp.nullable(),
  /** Every item not archived, by name. */
  items: z.array(parSuggestion),
});
export type ParSuggestions = z.infer<typeof parSuggestions>;

// ---------------------------------------------------------------------------------------
// Menu engineering: GET /api/reports/menu-engineering
// ---------------------------------------------------------------------------------------
/** A day (YYYY-MM-DD, in the location's time zone) or an instant (ISO date-time with an offset). */
const periodBound = dayOrInstant;

export const menuEngineeringQuery = z
  .object({
    location_id: z.uuid(),
    /** Sales after this: a day (from its start in the location's time zone) or an instant. */
    from: periodBound,
    /** Sales up to this: a day (to its end in the location's time zone, included) or an instant. */
    to: periodBound,
  })
  .refine(({ from, to }) => !boundsReversed(from, to), {
    path: ['to'],
    message: 'Use a "to" that is not before "from"',
  });
export type MenuEngineeringQuery = z.input<typeof menuEngineeringQuery>;

/** The four Kasavana–Smith classes: popularity (high/low) × contribution margin (high/low). */
export const menuEngineeringClasses = ['star', 'plowhorse', 'puzzle', 'dog'] as const;
export const menuEngineeringClass = z.enum(menuEngineeringClasses);
export type MenuEngineeringClass = z.infer<typeof menuEngineeringClass>;

export const menuEngineeringItem = z.object({
  menu_item_id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  /** Quantity sold in the period (refunds deducted). */
  quantity_sold: z.number(),
  /** Net sales of the period; null when no sales line carried an amount. */
  net_sales: z.number().nullable(),
  /** net_sales ÷ quantity_sold, or the menu price when the sales carry no amount. */
  average_price: z.number(),
  /** Where average_price came from. */
  price_source: z.enum(['sales', 'menu']),
  /** The menu item's cost from current prices; null when unknown (see `unknown_reason`). */
  cost: z.number().nullable(),
  /** average_price − cost; null when the cost is unknown. */
  contribution_margin: z.number().nullable(),
  /** contribution_margin × quantity_sold; null when the cost is unknown. */
  total_margin: z.number().nullable(),
  /** quantity_sold ÷ the quantity of every item sold × 100. */
  menu_mix_percent: z.number(),
  /** High at ≥ 70 % of an equal share (0.7 ÷ the number of items sold). */
  popularity: z.enum(['high', 'low']),
  /** High at ≥ the quantity-weighted average margin; null when the cost is unknown. */
  margin: z.enum(['high', 'low']).nullable(),
  /** star (popular, high margin), plowhorse (popular, low), puzzle (unpopular, high), dog. */
  class: menuEngineeringClass.nullable(),
  /** Why there is no class: the menu item's cost is unknown (see contract/menu.ts). */
  unknown_reason: z.enum(['nothing_to_cost', 'incomplete']).nullable(),
  /** Names of what could not be costed. */
  missing_costs: z.array(z.string()),
});
export type MenuEngineeringItem = z.infer<typeof menuEngineeringItem>;

export const menuEngineeringReport = z.object({
  location_id: z.uuid(),
  /** The period's bounds as instants: sales with from < sold at ≤ to. */
  from: timestamp,
  to: timestamp,
  /** Every menu item sold in the period, by total margin (unknown last), then name. */
  items: z.array(menuEngineeringItem),
  /** Menu items sold (the equal share's denominator). */
  items_sold: z.number().int(),
  /** Quantity of every item sold. */
  quantity_sold: z.number(),
  /** The popularity line in menu mix %: 70 % of an equal share (70 ÷ items sold). */
  popularity_threshold_percent: z.number(),
  /** The margin line: Σ total margin ÷ Σ quantity over items whose cost is known; null when none. */
  average_margin: z.number().nullable(),
  /** Totals over the items whose cost is known. */
  totals: z.object({
    /** Σ average price × quantity (net sales, or the menu price when the sales carry none). */
    revenue: z.number(),
    cost: z.number(),
    margin: z.number(),
    /** cost ÷ revenue × 100; null when revenue is 0. */
    food_cost_percent: z.number().nullable(),
  }),
  /** Items sold whose cost is unknown: left out of the margin line and the totals. */
  items_left_out: z.number().int(),
  /** How many items fall in each class. */
  class_counts: z.object({
    star: z.number().int(),
    plowhorse: z.number().int(),
    puzzle: z.number().int(),
    dog: z.number().int(),
  }),
  /** Sales under POS names not mapped to a menu item, which the report cannot place. */
  unmapped: z.array(z.object({ pos_name: z.string(), quantity: z.number() })),
});
export type MenuEngineeringReport = z.infer<typeof menuEngineeringReport>;
