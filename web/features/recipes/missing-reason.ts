import type { MissingCostReason } from '#contract/recipes.ts';
import type { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';

/** The recipes namespace's messages as a screen reads them (`useStore(recipesMessages)`). */
export type RecipesText = ReturnType<typeof recipesMessages.get>;

/** Why a line has no cost, in the venue's words (and the reader's language). */
export function missingReasonText(
  t: RecipesText,
  reason: MissingCostReason,
  unit: string,
  itemUnit?: string,
): string {
  switch (reason) {
    case 'no_cost':
      return t.reasonNoCost;
    case 'no_conversion':
      return itemUnit ? t.reasonNoConversionTo({ unit, itemUnit }) : t.reasonNoConversion({ unit });
    case 'incomplete':
      return t.reasonIncomplete;
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
