import type { Item } from '#contract/inventory.ts';
import { canConvert } from '#contract/unit-conversion.ts';
import { knownUnits, normalizeUnit } from '#contract/units.ts';

/**
 * The units a menu item may use a stock item in: those the server accepts for it (docs/api.md,
 * add stock item), its own, through its content per unit, or its own conversions, each once
 * by its usual spelling. The recipes' ingredient picker offers the same (features stay apart).
 */
export function unitsForStockItem(item: Item): string[] {
  const candidates = [
    item.unit,
    item.unit_content_unit,
    ...item.conversions.flatMap((conversion) => [conversion.unit, conversion.equals_unit]),
    ...knownUnits,
  ];
  const seen = new Map<string, string>();
  for (const unit of candidates) {
    if (!unit?.trim()) continue;
    const key = normalizeUnit(unit);
    if (!seen.has(key)) seen.set(key, unit.trim());
  }
  return [...seen.values()].filter((unit) => canConvert(unit, item.unit, item));
}

/** Shown in a unit picker: fl_oz as "fl oz". */
export function unitLabel(unit: string): string {
  return unit.replaceAll('_', ' ');
}
