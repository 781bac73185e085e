import type Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { UnitDecimal } from '#contract/unit-conversion.ts';
import { menuItems } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import type { UsageVisitor } from './costing.ts';
import { loadMenu, type MenuContext } from './menu-rows.ts';

/**
 * Theoretical usage (docs/domain.md#theoretical-usage): what the sales of some menu items
 * should have taken from stock, per stock item in its own unit — Σ sold × quantity per sale,
 * down through recipes (portions, yields), sub-recipes, stock items used directly, unit
 * conversions and waste (quantity ÷ (1 − waste ÷ 100), as costing grosses it up). It walks the
 * lines costing computed (`Costing.walk`): the same conversions and gross quantities, so that
 * Σ usage × cost per unit is the menu items' cost × quantity sold. Exact decimals.
 */

export interface TheoreticalUsage {
  /** Per stock item id: the quantity the sales should have used, in the item's own unit (items.unit). */
  byItem: Map<string, Decimal>;
  /**
   * Per stock item id that a sold menu item uses but whose usage cannot be computed: why
   * (a unit that does not convert, no unit content…), and which menu items. Such an item is
   * not in `byItem` (a part of its usage is no usage figure).
   */
  unknown: Map<string, { reason: string; menuItemIds: string[] }>;
  /** Sold menu items with neither a recipe nor a stock item. */
  withoutRecipe: string[];
}

export interface Sold {
  menuItemId: string;
  quantity: Decimal;
}

/**
 * The usage of `sold` over a menu's lines and costing (no database): the arithmetic of
 * `theoreticalUsage`, apart so that it can be checked against costing on made-up data.
 * Menu items not in `menu` (none: sales name existing items) are passed over.
 */
export function usageOf(
  menu: Pick<MenuContext, 'lines' | 'stockLines' | 'costing'>,
  sold: Sold[],
): TheoreticalUsage {
  const byItem = new Map<string, UnitDecimal>();
  const unknown = new Map<string, { reason: string; menuItemIds: string[] }>();
  const withoutRecipe: string[] = [];
  for (const { menuItemId, quantity } of sold) {
    const count = new UnitDecimal(quantity.toString());
    const visitor: UsageVisitor = {
      item(itemId, used) {
        byItem.set(itemId, (byItem.get(itemId) ?? new UnitDecimal(0)).plus(used));
      },
      unknown(itemId, reason) {
        const known = unknown.get(itemId);
        if (!known) unknown.set(itemId, { reason, menuItemIds: [menuItemId] });
        else if (!known.menuItemIds.includes(menuItemId)) known.menuItemIds.push(menuItemId);
      },
    };
    const recipeLines = menu.lines.get(menuItemId) ?? [];
    const stockLines = menu.stockLines.get(menuItemId) ?? [];
    if (recipeLines.length === 0 && stockLines.length === 0) {
      if (!withoutRecipe.includes(menuItemId)) withoutRecipe.push(menuItemId);
      continue;
    }
    for (const line of recipeLines) {
      // `quantity` portions of a recipe making `portions` a batch: quantity ÷ portions batches.
      const recipe = menu.costing.recipe(line.recipeId).recipe;
      const batches = new UnitDecimal(line.quantity).dividedBy(recipe.portions).times(count);
      menu.costing.walk(line.recipeId, batches, visitor);
    }
    for (const use of stockLines) menu.costing.walkStockUse(use, count, visitor);
  }
  for (const itemId of unknown.keys()) byItem.delete(itemId);
  return { byItem, unknown, withoutRecipe };
}

/**
 * What the sales `sold` (menu item and quantity sold) should have used of each stock item of
 * location `locationId`, from the recipes and prices of now. Any member may ask.
 */
export async function theoreticalUsage(
  ctx: Context,
  input: { locationId: string; sold: Sold[] },
): Promise<TheoreticalUsage> {
  await requireMember(ctx.db, ctx.user.id, input.locationId, 'location.view');
  const ids = [...new Set(input.sold.map((line) => line.menuItemId))];
  if (ids.length === 0) return { byItem: new Map(), unknown: new Map(), withoutRecipe: [] };
  const { rows, context } = await loadMenu(
    ctx.db,
    input.locationId,
    inArray(menuItems.id, ids),
    false,
  );
  // Only the location's own menu items: another's are no part of its sales.
  const known = new Set(rows.map((row) => row.id));
  return usageOf(
    context,
    input.sold.filter((line) => known.has(line.menuItemId)),
  );
}
