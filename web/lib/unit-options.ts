import type { Item } from '#contract/inventory.ts';
import type { Recipe } from '#contract/recipes.ts';
import { canConvert } from '#contract/unit-conversion.ts';
import { knownUnits, normalizeUnit, PORTION_UNIT } from '#contract/units.ts';

/** Candidates once each, by their usual spelling ("Litres" and "l" are one unit). */
function distinct(units: (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const unit of units) {
    if (!unit?.trim()) continue;
    const key = normalizeUnit(unit);
    if (!seen.has(key)) seen.set(key, unit.trim());
  }
  return [...seen.values()];
}

/**
 * The units a recipe line or a menu item's stock item may use of this item: only those that
 * convert to the unit it is priced in, through its content per unit and its own conversions
 * (the contract's units module), as the server accepts them.
 */
export function unitsForItem(item: Item): string[] {
  const own = [
    item.unit,
    item.unit_content_unit,
    ...item.conversions.flatMap((conversion) => [conversion.unit, conversion.equals_unit]),
  ];
  return distinct([...own, ...knownUnits]).filter((unit) => canConvert(unit, item.unit, item));
}

/** The units a line of a sub-recipe may use: portions, and what converts to its yield's unit. */
export function unitsForRecipe(recipe: Recipe): string[] {
  const yieldUnit = recipe.yield_unit;
  const yields = yieldUnit
    ? distinct([yieldUnit, ...knownUnits]).filter((unit) => canConvert(unit, yieldUnit))
    : [];
  return distinct([PORTION_UNIT, ...yields]);
}

/** Shown in a unit picker: fl_oz as "fl oz". */
export function unitLabel(unit: string): string {
  return unit.replaceAll('_', ' ');
}
