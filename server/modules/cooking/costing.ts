import type { AllergenPresence, Allergens } from '#contract/allergens.ts';
import type { MissingCostReason } from '#contract/recipes.ts';
import { conversionFactor, UnitDecimal } from '#contract/unit-conversion.ts';
import { normalizeUnit, PORTION_UNIT, type UnitConversion } from '#contract/units.ts';

/**
 * The arithmetic of cooking (docs/domain.md#costing), with no database in it: what
 * each recipe costs from the items' current prices, down through sub-recipes, and which
 * allergens it holds. Exact decimals throughout (rounded only when an answer is shown).
 * Something that cannot be costed — an item without a price, a unit that does not convert —
 * is reported as missing, never counted as zero in silence.
 */

/** What costing needs of an inventory item (numeric columns as strings). */
export interface CostItem {
  id: string;
  name: string;
  unit: string;
  unitContent: string | null;
  unitContentUnit: string | null;
  conversions: UnitConversion[];
  costPerUnit: string | null;
  wastePercent: string | null;
  allergens: Allergens;
}

export interface CostRecipe {
  id: string;
  name: string;
  portions: string;
  yieldQuantity: string | null;
  yieldUnit: string | null;
}

export interface CostLine {
  id: string;
  recipeId: string;
  inventoryItemId: string | null;
  subRecipeId: string | null;
  quantity: string;
  unit: string;
  wastePercent: string | null;
}

/** A location's items, recipes and lines (all of them, or the part a question needs). */
export interface CostData {
  items: Map<string, CostItem>;
  recipes: Map<string, CostRecipe>;
  /** Lines of each recipe, in their order. */
  lines: Map<string, CostLine[]>;
}

export interface LineCosting {
  line: CostLine;
  /** The item's or the sub-recipe's name. */
  name: string;
  appliedWastePercent: UnitDecimal;
  /** quantity ÷ (1 − waste ÷ 100): what is bought to get the quantity after waste. */
  grossQuantity: UnitDecimal;
  /** Cost of one of the line's unit, before waste; null when unknown. */
  unitCost: UnitDecimal | null;
  /** grossQuantity × unitCost; null when unknown (for an incomplete sub-recipe: what is known). */
  cost: UnitDecimal | null;
  missingReason: MissingCostReason | null;
  /**
   * What the line takes from below it: for an item, grossQuantity in the item's own unit; for
   * a sub-recipe, batches of it. Null when the line's unit does not convert. Costing and usage
   * (usage.service.ts) both read it: cost = amount × the item's cost per unit (or the
   * sub-recipe's total).
   */
  amount: UnitDecimal | null;
}

/** A stock item a menu item uses directly, as costing needs it. */
export interface CostStockUse {
  id: string;
  itemId: string;
  quantity: string;
  unit: string;
}

/** Where usage (what sales take from stock) goes, line by line: see `Costing.walk`. */
export interface UsageVisitor {
  /** `quantity` of the item, in its own unit. */
  item(itemId: string, quantity: UnitDecimal): void;
  /** The item is used, but how much cannot be known: its line's or a recipe's unit does not convert. */
  unknown(itemId: string, reason: string): void;
}

export interface RecipeCosting {
  recipe: CostRecipe;
  lines: LineCosting[];
  /** Σ of the lines' known costs. */
  total: UnitDecimal;
  perPortion: UnitDecimal;
  /** Names of what could not be costed, down through sub-recipes, each once, in order met. */
  missing: string[];
  complete: boolean;
  allergens: Allergens;
}

const ZERO = new UnitDecimal(0);
const HUNDRED = new UnitDecimal(100);

/** The union of allergen sets: "contains" wins over "may_contain". */
export function mergeAllergens(target: Allergens, source: Allergens): Allergens {
  for (const key in source) {
    const presence: AllergenPresence | undefined = source[key as keyof Allergens];
    if (presence && target[key as keyof Allergens] !== 'contains') {
      target[key as keyof Allergens] = presence;
    }
  }
  return target;
}

/** quantity ÷ (1 − waste ÷ 100), exactly (waste is 0 ≤ w < 100). */
export function grossQuantity(quantity: UnitDecimal | string, wastePercent: UnitDecimal | string) {
  const waste = new UnitDecimal(wastePercent);
  if (waste.isZero()) return new UnitDecimal(quantity);
  return new UnitDecimal(quantity).times(HUNDRED).dividedBy(HUNDRED.minus(waste));
}

/**
 * How many of unit `unit` one batch of `recipe` is: by portions, or through its yield's
 * unit (mass, volume, or the same count unit). Null when it does not convert.
 */
export function batchesPer(recipe: CostRecipe, unit: string): UnitDecimal | null {
  if (normalizeUnit(unit) === PORTION_UNIT) return new UnitDecimal(1).dividedBy(recipe.portions);
  if (recipe.yieldQuantity === null || recipe.yieldUnit === null) return null;
  const factor = conversionFactor(unit, recipe.yieldUnit);
  return factor === null ? null : factor.dividedBy(recipe.yieldQuantity);
}

/** The units a recipe may be used in as an ingredient, to check a new line. */
export function subRecipeConverts(recipe: CostRecipe, unit: string): boolean {
  return batchesPer(recipe, unit) !== null;
}

// Conversion factors depend only on the units and what an item says of them, never on prices:
// they are kept between requests (bounded), so a menu's thousands of lines convert quickly.
const FACTOR_CACHE_SIZE = 50_000;
const factorCache = new Map<string, UnitDecimal | null>();

/** How many of the item's unit one `unit` is (null: no way to convert). */
function itemFactor(item: CostItem, unit: string): UnitDecimal | null {
  const key = [
    unit,
    item.unit,
    item.unitContent ?? '',
    item.unitContentUnit ?? '',
    item.conversions.length === 0 ? '' : JSON.stringify(item.conversions),
  ].join('\u0000');
  let factor = factorCache.get(key);
  if (factor === undefined) {
    factor = conversionFactor(unit, item.unit, {
      unit: item.unit,
      unit_content: item.unitContent,
      unit_content_unit: item.unitContentUnit,
      conversions: item.conversions,
    });
    if (factorCache.size >= FACTOR_CACHE_SIZE) factorCache.clear();
    factorCache.set(key, factor);
  }
  return factor;
}

/** Computes recipe costs over `data`, each recipe once (memoised). */
export class Costing {
  private readonly done = new Map<string, RecipeCosting>();
  private readonly inProgress = new Set<string>();
  /** Cost of one of a unit of an item, per item and unit: many lines share them. */
  private readonly unitCosts = new Map<string, UnitDecimal | 'no_conversion' | 'no_cost'>();

  /** Parsed decimals by text: quantities and percentages repeat ('50', '10'), and decimals are immutable. */
  private readonly parsed = new Map<string, UnitDecimal>();

  /** Recipes being walked (usage), to stop on a cycle should the data hold one. */
  private readonly walking = new Set<string>();

  constructor(private readonly data: CostData) {}

  private decimal(text: string): UnitDecimal {
    let value = this.parsed.get(text);
    if (!value) {
      value = new UnitDecimal(text);
      this.parsed.set(text, value);
    }
    return value;
  }

  /** quantity ÷ (1 − waste ÷ 100), sharing the parsed quantity when nothing is wasted. */
  private gross(quantity: string, waste: UnitDecimal): UnitDecimal {
    const net = this.decimal(quantity);
    return waste.isZero() ? net : grossQuantity(net, waste);
  }

  /** The costing of recipe `id` (which must be in the data). */
  recipe(id: string): RecipeCosting {
    const known = this.done.get(id);
    if (known) return known;
    const recipe = this.data.recipes.get(id);
    if (!recipe) throw new Error(`recipe ${id} is not in the costing data`);
    this.inProgress.add(id);
    const lines = (this.data.lines.get(id) ?? []).map((line) => this.line(line));
    this.inProgress.delete(id);
    let total = ZERO;
    const missing: string[] = [];
    const allergens: Allergens = {};
    let complete = true;
    for (const line of lines) {
      if (line.cost) total = total.plus(line.cost);
      if (line.missingReason) complete = false;
      if (line.line.inventoryItemId) {
        const item = this.data.items.get(line.line.inventoryItemId);
        if (item) mergeAllergens(allergens, item.allergens);
        if (line.missingReason) missing.push(line.name);
      } else if (line.line.subRecipeId) {
        const sub = this.done.get(line.line.subRecipeId);
        if (sub) mergeAllergens(allergens, sub.allergens);
        if (line.missingReason === 'incomplete' && sub) missing.push(...sub.missing);
        else if (line.missingReason) missing.push(line.name);
      }
    }
    const result: RecipeCosting = {
      recipe,
      lines,
      total,
      perPortion: total.dividedBy(this.decimal(recipe.portions)),
      missing: missing.length > 1 ? [...new Set(missing)] : missing,
      complete,
      allergens,
    };
    this.done.set(id, result);
    return result;
  }

  /** Item `id` as costing read it (undefined when it is not in the data). */
  item(id: string): CostItem | undefined {
    return this.data.items.get(id);
  }

  /**
   * A stock item a menu item uses directly (a bottle of beer, 175 ml of wine), costed as a
   * recipe's item line is, with the item's own waste.
   */
  stockUse(use: CostStockUse): LineCosting {
    return this.itemLine(
      {
        id: use.id,
        recipeId: '',
        inventoryItemId: use.itemId,
        subRecipeId: null,
        quantity: use.quantity,
        unit: use.unit,
        wastePercent: null,
      },
      use.itemId,
    );
  }

  /**
   * Walks `batches` of recipe `id` down to its stock items, through the lines costing
   * computed (the same gross quantities and conversions): each item's quantity, in its own
   * unit, goes to `visitor.item`; an item below a line whose unit does not convert goes to
   * `visitor.unknown`. Σ item quantity × cost per unit = batches × the recipe's total.
   */
  walk(id: string, batches: UnitDecimal, visitor: UsageVisitor, unknownBecause?: string): void {
    // A cycle cannot be saved; should one exist, it is not walked twice (costing reports it).
    if (this.walking.has(id)) return;
    this.walking.add(id);
    for (const line of this.recipe(id).lines) {
      if (line.line.inventoryItemId) {
        const itemId = line.line.inventoryItemId;
        if (unknownBecause !== undefined) visitor.unknown(itemId, unknownBecause);
        else if (line.amount === null) {
          visitor.unknown(itemId, `${line.line.unit} does not convert to its unit`);
        } else visitor.item(itemId, line.amount.times(batches));
      } else if (line.line.subRecipeId) {
        const because =
          unknownBecause ??
          (line.amount === null
            ? `${line.name} is used in ${line.line.unit}, which its yield does not convert to`
            : undefined);
        this.walk(
          line.line.subRecipeId,
          line.amount === null ? batches : line.amount.times(batches),
          visitor,
          because,
        );
      }
    }
    this.walking.delete(id);
  }

  /** The usage of one stock use (a menu item's stock line), times `count`. */
  walkStockUse(use: CostStockUse, count: UnitDecimal, visitor: UsageVisitor): void {
    const line = this.stockUse(use);
    if (line.amount === null)
      visitor.unknown(use.itemId, `${use.unit} does not convert to its unit`);
    else visitor.item(use.itemId, line.amount.times(count));
  }

  private line(line: CostLine): LineCosting {
    if (line.inventoryItemId) return this.itemLine(line, line.inventoryItemId);
    return this.subRecipeLine(line, line.subRecipeId ?? '');
  }

  private itemLine(line: CostLine, itemId: string): LineCosting {
    const item = this.data.items.get(itemId);
    if (!item) throw new Error(`item ${itemId} is not in the costing data`);
    const wastePercent = line.wastePercent ?? item.wastePercent;
    const waste = wastePercent === null ? ZERO : this.decimal(wastePercent);
    const gross = this.gross(line.quantity, waste);
    const unitCost = this.itemUnitCost(item, line.unit);
    const known = unitCost !== 'no_conversion' && unitCost !== 'no_cost';
    const factor = unitCost === 'no_conversion' ? null : itemFactor(item, line.unit);
    return {
      line,
      name: item.name,
      appliedWastePercent: waste,
      grossQuantity: gross,
      unitCost: known ? unitCost : null,
      cost: known ? gross.times(unitCost) : null,
      missingReason: known ? null : unitCost,
      amount: factor === null ? null : gross.times(factor),
    };
  }

  /** The cost of one `unit` of an item, or why there is none. */
  private itemUnitCost(item: CostItem, unit: string): UnitDecimal | 'no_conversion' | 'no_cost' {
    const key = `${item.id}\u0000${unit}`;
    let unitCost = this.unitCosts.get(key);
    if (unitCost === undefined) {
      const factor = itemFactor(item, unit);
      unitCost =
        factor === null
          ? 'no_conversion'
          : item.costPerUnit === null
            ? 'no_cost'
            : factor.times(this.decimal(item.costPerUnit));
      this.unitCosts.set(key, unitCost);
    }
    return unitCost;
  }

  private subRecipeLine(line: CostLine, subId: string): LineCosting {
    const sub = this.data.recipes.get(subId);
    if (!sub) throw new Error(`recipe ${subId} is not in the costing data`);
    const waste = line.wastePercent === null ? ZERO : this.decimal(line.wastePercent);
    const gross = this.gross(line.quantity, waste);
    const base = { line, name: sub.name, appliedWastePercent: waste, grossQuantity: gross };
    // A cycle cannot be saved (the services refuse it); should one exist, it is not costed.
    if (this.inProgress.has(subId)) {
      return { ...base, unitCost: null, cost: null, missingReason: 'no_conversion', amount: null };
    }
    const batches = batchesPer(sub, line.unit);
    const costing = this.recipe(subId);
    if (batches === null) {
      return { ...base, unitCost: null, cost: null, missingReason: 'no_conversion', amount: null };
    }
    const unitCost = costing.total.times(batches);
    return {
      ...base,
      unitCost,
      cost: gross.times(unitCost),
      missingReason: costing.complete ? null : 'incomplete',
      amount: gross.times(batches),
    };
  }
}
