import type { MissingCostReason } from '../../../contract/recipes.ts';

/** Why a line has no cost, in the venue's words. */
export function missingReasonText(reason: MissingCostReason, unit: string, itemUnit?: string) {
  switch (reason) {
    case 'no_cost':
      return 'The item has no cost per unit.';
    case 'no_conversion':
      return itemUnit
        ? `${unit} does not convert to ${itemUnit}: the item needs a content per unit or a conversion.`
        : `${unit} does not convert to what the item is priced in.`;
    case 'incomplete':
      return 'That recipe’s own cost is incomplete.';
  }
}

/** Where to fix a line without a cost: the item's edit screen, or the sub-recipe. */
export function fixPath(
  locationId: string,
  line: { inventory_item_id: string | null; sub_recipe_id: string | null },
): string {
  return line.inventory_item_id
    ? `/dashboard/${locationId}/items?edit=${line.inventory_item_id}`
    : `/dashboard/${locationId}/recipes/${line.sub_recipe_id ?? ''}`;
}
