import type { Item } from '#contract/inventory.ts';
import type { Recipe } from '#contract/recipes.ts';

interface UnpricedItem {
  itemId: string;
  name: string;
  /** The recipes that use it, by name. */
  recipes: { id: string; name: string }[];
}

interface UnconvertedLine {
  lineId: string;
  itemId: string;
  itemName: string;
  /** The line's unit, and the unit the item is priced in (when the item is known). */
  unit: string;
  itemUnit: string | null;
  recipe: { id: string; name: string };
}

/**
 * Every ingredient the costs cannot count: items without a price (once per item, with the
 * recipes using them) and lines whose unit does not convert to the item's. A sub-recipe that is
 * incomplete is not listed again: its own lines are.
 */
export function costingProblems(recipes: Recipe[], items: Item[]) {
  const unpriced = new Map<string, UnpricedItem>();
  const unconverted: UnconvertedLine[] = [];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  for (const recipe of [...recipes].sort(byName)) {
    for (const line of recipe.ingredients) {
      if (!line.inventory_item_id) continue;
      const ref = { id: recipe.id, name: recipe.name };
      if (line.missing_reason === 'no_cost') {
        const entry = unpriced.get(line.inventory_item_id) ?? {
          itemId: line.inventory_item_id,
          name: line.name,
          recipes: [],
        };
        if (!entry.recipes.some((known) => known.id === recipe.id)) entry.recipes.push(ref);
        unpriced.set(line.inventory_item_id, entry);
      } else if (line.missing_reason === 'no_conversion') {
        unconverted.push({
          lineId: line.id,
          itemId: line.inventory_item_id,
          itemName: line.name,
          unit: line.unit,
          itemUnit: items.find((item) => item.id === line.inventory_item_id)?.unit ?? null,
          recipe: ref,
        });
      }
    }
  }
  return { unpriced: [...unpriced.values()].sort(byName), unconverted };
}
