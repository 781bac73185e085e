import Decimal from 'decimal.js';
import {
  dimensionOf,
  massUnits,
  normalizeUnit,
  type UnitConversion,
  volumeUnits,
} from './units.ts';

/**
 * Converting units (docs/domain.md#units), the one conversion module both sides use. Within
 * mass or volume a conversion is exact (factors are the legal definitions: 1 lb = 453.59237 g,
 * 1 US fl oz = 29.5735295625 ml). A count unit (each, bottle, case…) crosses to mass or volume
 * — or to another count unit — only through what an item says of itself: its content per unit
 * (1 bottle = 700 ml) and its own conversions (1 each = 150 g for a lemon). Anything else is
 * refused, naming both units.
 */

/** Arithmetic for conversions: far more digits than numeric(14, 4) holds, rounded at the end. */
export const UnitDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type UnitDecimal = InstanceType<typeof UnitDecimal>;

/** What an item says of its own units: how a count crosses to mass or volume. */
export interface ItemUnits {
  /** The unit the item is counted and priced in. */
  unit: string;
  /** Content per unit (700 for a bottle of 700 ml); a string or number, exact. */
  unit_content?: string | number | null;
  unit_content_unit?: string | null;
  conversions?: readonly UnitConversion[] | null;
}

type Value = string | number | UnitDecimal;
const dec = (value: Value) => new UnitDecimal(value);

const ONE = dec(1);
const baseFactors = new Map<string, UnitDecimal>([
  ...Object.entries(massUnits).map(([key, grams]) => [key, dec(grams)] as const),
  ...Object.entries(volumeUnits).map(([key, ml]) => [key, dec(ml)] as const),
]);

interface Node {
  node: string;
  /** How many of the node's base one of the unit is. */
  factor: UnitDecimal;
}

// Costing a menu converts thousands of lines: units are looked up once each.
const nodes = new Map<string, Node>();

/**
 * The node a unit belongs to in the conversion graph: 'mass' (in grams), 'volume' (in ml), or
 * 'count:<unit>' (each count unit is its own node: bottles and cases do not mix by themselves).
 */
function nodeOf(unit: string): Node {
  const known = nodes.get(unit);
  if (known) return known;
  const key = normalizeUnit(unit);
  const factor = baseFactors.get(key);
  const node = factor ? { node: dimensionOf(key), factor } : { node: `count:${key}`, factor: ONE };
  if (nodes.size < 10_000) nodes.set(unit, node);
  return node;
}

// Item-less factors between two units (kg → g), worked out once per pair.
const plainFactors = new Map<string, UnitDecimal>();

/** `amount` of unit `a` equals `equals` of unit `b`, as an edge between their nodes. */
interface Edge {
  from: string;
  to: string;
  /** One base of `from` is this many base of `to`. */
  ratio: UnitDecimal;
}

function edgesOf(item: ItemUnits | undefined): Edge[] {
  if (!item) return [];
  const statements: { quantity: Value; unit: string; equals: Value; equalsUnit: string }[] = [];
  if (
    item.unit_content !== null &&
    item.unit_content !== undefined &&
    item.unit_content_unit &&
    dec(item.unit_content).greaterThan(0)
  ) {
    statements.push({
      quantity: 1,
      unit: item.unit,
      equals: item.unit_content,
      equalsUnit: item.unit_content_unit,
    });
  }
  for (const c of item.conversions ?? []) {
    if (dec(c.quantity).lessThanOrEqualTo(0) || dec(c.equals).lessThanOrEqualTo(0)) continue;
    statements.push({
      quantity: c.quantity,
      unit: c.unit,
      equals: c.equals,
      equalsUnit: c.equals_unit,
    });
  }
  const edges: Edge[] = [];
  for (const s of statements) {
    const a = nodeOf(s.unit);
    const b = nodeOf(s.equalsUnit);
    if (a.node === b.node) continue;
    // quantity × factorA base(a) = equals × factorB base(b)
    const ratio = dec(s.equals).times(b.factor).dividedBy(dec(s.quantity).times(a.factor));
    edges.push({ from: a.node, to: b.node, ratio });
    edges.push({ from: b.node, to: a.node, ratio: dec(1).dividedBy(ratio) });
  }
  return edges;
}

/**
 * How many of unit `to` one of unit `from` is, for an item (its content per unit and its
 * conversions), or null when no chain of them links the two. Within mass or volume no item
 * is needed. The shortest chain wins.
 */
export function conversionFactor(from: string, to: string, item?: ItemUnits): UnitDecimal | null {
  const a = nodeOf(from);
  const b = nodeOf(to);
  if (a.node === b.node) {
    const pair = `${from}\u0000${to}`;
    let factor = plainFactors.get(pair);
    if (!factor) {
      factor = a.factor.dividedBy(b.factor);
      if (plainFactors.size < 10_000) plainFactors.set(pair, factor);
    }
    return factor;
  }
  const edges = edgesOf(item);
  // Breadth first: ratios multiply along the path, from one base of a's node.
  const reached = new Map<string, UnitDecimal>([[a.node, dec(1)]]);
  let frontier = [a.node];
  while (frontier.length > 0 && !reached.has(b.node)) {
    const next: string[] = [];
    for (const node of frontier) {
      const ratio = reached.get(node) as UnitDecimal;
      for (const edge of edges) {
        if (edge.from !== node || reached.has(edge.to)) continue;
        reached.set(edge.to, ratio.times(edge.ratio));
        next.push(edge.to);
      }
    }
    frontier = next;
  }
  const ratio = reached.get(b.node);
  if (!ratio) return null;
  return a.factor.times(ratio).dividedBy(b.factor);
}

/** Whether `from` converts to `to` (for the item, when given). */
export function canConvert(from: string, to: string, item?: ItemUnits): boolean {
  return conversionFactor(from, to, item) !== null;
}

/**
 * `quantity` of `from` in unit `to`, exactly (to 60 significant digits; round for display),
 * or null when the units do not convert.
 */
export function convert(
  quantity: Value,
  from: string,
  to: string,
  item?: ItemUnits,
): UnitDecimal | null {
  const factor = conversionFactor(from, to, item);
  return factor === null ? null : dec(quantity).times(factor);
}

/** The message of a conversion that cannot be made: it names both units. */
export function cannotConvertMessage(from: string, to: string): string {
  return `Cannot convert ${from} to ${to}: give the item a content per unit or a conversion between them`;
}
