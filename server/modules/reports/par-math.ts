import Decimal from 'decimal.js';
import { PAR_SAFETY_PERCENT, type ParNoSuggestionReason } from '#contract/reports.ts';

/** Par levels from usage, apart from the database (docs/domain.md#par-from-usage). */

const MS_PER_DAY = 86_400_000;

/** A closed full count: when, and each item's quantity in it. */
export interface CountSnapshot {
  closedAt: Date;
  quantities: Map<string, Decimal>;
}

export interface ItemUsage {
  /** Σ usage over the consecutive pairs of counts it is in. */
  usage: Decimal;
  /** Σ days of those pairs. */
  days: Decimal;
  pairs: number;
}

/**
 * Usage per item over consecutive closed full counts: for each pair the item is in, opening
 * + received between them − closing. `received(i, itemId)` is Σ of receive changes after
 * count i closed, up to count i + 1's close.
 */
export function usageOverCounts(
  counts: CountSnapshot[],
  received: (pair: number, itemId: string) => Decimal,
): Map<string, ItemUsage> {
  const usage = new Map<string, ItemUsage>();
  counts.slice(1).forEach((closing, pair) => {
    const opening = counts[pair] ?? closing;
    const days = new Decimal(closing.closedAt.getTime() - opening.closedAt.getTime()).div(
      MS_PER_DAY,
    );
    for (const [itemId, open] of opening.quantities) {
      const close = closing.quantities.get(itemId);
      if (close === undefined) continue;
      const used = open.plus(received(pair, itemId)).minus(close);
      const entry = usage.get(itemId) ?? { usage: new Decimal(0), days: new Decimal(0), pairs: 0 };
      usage.set(itemId, {
        usage: entry.usage.plus(used),
        days: entry.days.plus(days),
        pairs: entry.pairs + 1,
      });
    }
  });
  return usage;
}

/**
 * The longest gap in days between two consecutive delivery days of a week (ISO 1–7): 7 for
 * one day a week, 4 for Monday and Thursday (Thursday to the next Monday).
 * Null when there are none.
 */
export function longestDeliveryGap(deliveryDays: readonly number[]): number | null {
  const days = [...new Set(deliveryDays)].sort((a, b) => a - b);
  if (days.length === 0) return null;
  return Math.max(
    ...days.map((day, index) => {
      const next = days[(index + 1) % days.length] ?? day;
      return (next - day + 7) % 7 || 7;
    }),
  );
}

export interface Suggestion {
  averageWeekly: Decimal | null;
  suggestedPar: Decimal | null;
  packs: number | null;
  reason: ParNoSuggestionReason | null;
}

/**
 * average daily usage × cover days × (1 + safety), rounded up to whole packs; or why not.
 */
export function suggestPar(input: {
  usage: ItemUsage | undefined;
  packSize: Decimal | null;
  coverDays: number | null;
  hasVendor: boolean;
}): Suggestion {
  const { usage, packSize, coverDays } = input;
  const averageWeekly =
    usage && usage.pairs > 0 && usage.days.greaterThan(0)
      ? usage.usage.div(usage.days).times(7)
      : null;
  const none = (reason: ParNoSuggestionReason): Suggestion => ({
    averageWeekly,
    suggestedPar: null,
    packs: null,
    reason,
  });
  if (averageWeekly === null) return none('too_few_counts');
  if (!averageWeekly.greaterThan(0)) return none('no_usage');
  if (!input.hasVendor || packSize === null || !packSize.greaterThan(0)) {
    return none('no_preferred_vendor');
  }
  if (coverDays === null) return none('no_delivery_days');
  const needed = averageWeekly
    .div(7)
    .times(coverDays)
    .times(new Decimal(100 + PAR_SAFETY_PERCENT).div(100));
  const packs = needed.div(packSize).ceil();
  return {
    averageWeekly,
    suggestedPar: packs.times(packSize),
    packs: packs.toNumber(),
    reason: null,
  };
}
