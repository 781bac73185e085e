import Decimal from 'decimal.js';
import type {
  VarianceCategory,
  VarianceLine,
  VarianceNotComparable,
  VarianceTotals,
  VarianceWaste,
} from '#contract/reports.ts';
import type { WasteCause } from '#contract/stock-updates.ts';

/**
 * The variance arithmetic, apart from the database: what the service read goes in, the
 * report's lines and totals come out. Exact decimals throughout; numbers are rounded to 4
 * decimals only when they leave (decision 036).
 */

export interface VarianceItem {
  id: string;
  name: string;
  unit: string;
  categoryId: string | null;
  category: string | null;
  /** The category's place in the list (its sort order, then its name). */
  categoryRank: number;
}

/** An item's line in a closed count. */
export interface CountedLine {
  quantity: Decimal;
  costPerUnit: Decimal | null;
  counted: boolean;
}

/** An item's changes in the window, by kind. */
export interface Movements {
  received: Decimal;
  /** Positive quantities wasted, by cause (null: a waste row without a cause). */
  wasted: Map<WasteCause | null, Decimal>;
  /** Σ delta of adjust, undo and import rows. */
  adjusted: Decimal;
  adjustments: number;
}

export interface TheoreticalInput {
  byItem: Map<string, Decimal>;
  unknown: Map<string, { reason: string; menuItemIds: string[] }>;
}

export interface VarianceInput {
  items: Map<string, VarianceItem>;
  opening: Map<string, CountedLine>;
  closing: Map<string, CountedLine>;
  movements: Map<string, Movements>;
  theoretical: TheoreticalInput;
}

export interface VarianceOutput {
  items: VarianceLine[];
  notComparable: VarianceNotComparable[];
  categories: VarianceCategory[];
  totals: VarianceTotals;
}

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

export const out = (value: Decimal): number => value.toDecimalPlaces(4).toNumber();
const outOrNull = (value: Decimal | null): number | null => (value === null ? null : out(value));
const times = (value: Decimal | null, cost: Decimal | null): Decimal | null =>
  value === null || cost === null ? null : value.times(cost);

const noMovements = (): Movements => ({
  received: ZERO,
  wasted: new Map(),
  adjusted: ZERO,
  adjustments: 0,
});

interface ExactLine {
  line: VarianceLine;
  item: VarianceItem;
  /** The exact values, for totals: null when any is unknown. */
  values: {
    usage: Decimal;
    theoretical: Decimal;
    variance: Decimal;
    wasted: Decimal;
    unexplained: Decimal;
  } | null;
  unexplainedValue: Decimal | null;
}

function lineOf(
  item: VarianceItem,
  opening: CountedLine,
  closing: CountedLine,
  movements: Movements,
  theoretical: TheoreticalInput,
): ExactLine {
  const wasted = [...movements.wasted.values()].reduce((sum, q) => sum.plus(q), ZERO);
  const usage = opening.quantity.plus(movements.received).minus(closing.quantity);
  const unknown = theoretical.unknown.get(item.id) ?? null;
  const expected = unknown ? null : (theoretical.byItem.get(item.id) ?? ZERO);
  const variance = expected === null ? null : usage.minus(expected);
  const unexplained = variance === null ? null : variance.minus(wasted);
  const cost = closing.costPerUnit;
  const byCause: VarianceWaste[] = [...movements.wasted.entries()]
    .sort(([, a], [, b]) => b.comparedTo(a))
    .map(([cause, quantity]) => ({
      cause,
      quantity: out(quantity),
      value: outOrNull(times(quantity, cost)),
    }));
  const unexplainedValue = times(unexplained, cost);
  const line: VarianceLine = {
    item_id: item.id,
    name: item.name,
    unit: item.unit,
    category_id: item.categoryId,
    category: item.category,
    opening: out(opening.quantity),
    received: out(movements.received),
    wasted: out(wasted),
    waste_by_cause: byCause,
    adjusted: out(movements.adjusted),
    adjustments: movements.adjustments,
    closing: out(closing.quantity),
    uncounted: !opening.counted || !closing.counted,
    usage: out(usage),
    theoretical: outOrNull(expected),
    theoretical_unknown: unknown
      ? { reason: unknown.reason, menu_item_ids: [...unknown.menuItemIds] }
      : null,
    variance: outOrNull(variance),
    unexplained: outOrNull(unexplained),
    variance_percent:
      variance === null || usage.isZero() ? null : out(variance.div(usage).times(HUNDRED)),
    cost_per_unit: outOrNull(cost),
    usage_value: outOrNull(times(usage, cost)),
    theoretical_value: outOrNull(times(expected, cost)),
    variance_value: outOrNull(times(variance, cost)),
    wasted_value: outOrNull(times(wasted, cost)),
    unexplained_value: outOrNull(unexplainedValue),
  };
  const values =
    cost === null || expected === null || variance === null || unexplained === null
      ? null
      : {
          usage: usage.times(cost),
          theoretical: expected.times(cost),
          variance: variance.times(cost),
          wasted: wasted.times(cost),
          unexplained: unexplained.times(cost),
        };
  return { line, item, values, unexplainedValue };
}

/** Worst first: the largest unexplained loss in money; unknown values last; then by name. */
function worstFirst(a: ExactLine, b: ExactLine): number {
  if (a.unexplainedValue && b.unexplainedValue) {
    const order = b.unexplainedValue.comparedTo(a.unexplainedValue);
    if (order !== 0) return order;
  } else if (a.unexplainedValue) return -1;
  else if (b.unexplainedValue) return 1;
  return a.item.name.localeCompare(b.item.name) || a.item.id.localeCompare(b.item.id);
}

function totalsOf(lines: ExactLine[]): VarianceTotals {
  let usage = ZERO;
  let theoretical = ZERO;
  let variance = ZERO;
  let wasted = ZERO;
  let unexplained = ZERO;
  let leftOut = 0;
  for (const { values } of lines) {
    if (!values) {
      leftOut += 1;
      continue;
    }
    usage = usage.plus(values.usage);
    theoretical = theoretical.plus(values.theoretical);
    variance = variance.plus(values.variance);
    wasted = wasted.plus(values.wasted);
    unexplained = unexplained.plus(values.unexplained);
  }
  return {
    items: lines.length,
    usage_value: out(usage),
    theoretical_value: out(theoretical),
    variance_value: out(variance),
    wasted_value: out(wasted),
    unexplained_value: out(unexplained),
    left_out: leftOut,
  };
}

/** The report's lines, the items not comparable, and the totals per category and venue. */
export function computeVariance(input: VarianceInput): VarianceOutput {
  const lines: ExactLine[] = [];
  const notComparable: VarianceNotComparable[] = [];
  const ids = new Set([...input.opening.keys(), ...input.closing.keys()]);
  for (const id of ids) {
    const item = input.items.get(id);
    if (!item) continue;
    const opening = input.opening.get(id);
    const closing = input.closing.get(id);
    if (!opening || !closing) {
      notComparable.push({
        item_id: id,
        name: item.name,
        unit: item.unit,
        only_in: opening ? 'from_count' : 'to_count',
      });
      continue;
    }
    lines.push(
      lineOf(item, opening, closing, input.movements.get(id) ?? noMovements(), input.theoretical),
    );
  }
  lines.sort(worstFirst);
  notComparable.sort((a, b) => a.name.localeCompare(b.name) || a.item_id.localeCompare(b.item_id));

  const byCategory = new Map<string | null, { item: VarianceItem; lines: ExactLine[] }>();
  for (const line of lines) {
    const group = byCategory.get(line.item.categoryId);
    if (group) group.lines.push(line);
    else byCategory.set(line.item.categoryId, { item: line.item, lines: [line] });
  }
  const categories: VarianceCategory[] = [...byCategory.values()]
    .sort((a, b) => rankOf(a.item) - rankOf(b.item))
    .map((group) => ({
      category_id: group.item.categoryId,
      category: group.item.category,
      ...totalsOf(group.lines),
    }));

  return {
    items: lines.map(({ line }) => line),
    notComparable,
    categories,
    totals: totalsOf(lines),
  };
}

/** The items with no category come after every category. */
const rankOf = (item: VarianceItem): number =>
  item.categoryId === null ? Number.MAX_SAFE_INTEGER : item.categoryRank;
