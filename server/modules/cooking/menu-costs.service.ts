import { inArray } from 'drizzle-orm';
import type { MenuCostUnknownReason } from '#contract/menu.ts';
import type { UnitDecimal } from '#contract/unit-conversion.ts';
import { menuItems } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { figures, loadMenu } from './menu-rows.ts';

/** A menu item's price and cost from current prices, exact, for the reports. */
export interface MenuItemCost {
  id: string;
  name: string;
  category: string | null;
  price: string;
  /** Null when unknown (`unknownReason` says why), never a partial sum. */
  cost: UnitDecimal | null;
  unknownReason: MenuCostUnknownReason | null;
  /** Names of what could not be costed. */
  missing: string[];
}

/**
 * The price and cost of menu items `ids` of location `locationId` (those of another location
 * are not in the answer), costed as the menu costs them. Any member may ask.
 */
export async function menuItemCosts(
  ctx: Context,
  { locationId, ids }: { locationId: string; ids: string[] },
): Promise<Map<string, MenuItemCost>> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const costs = new Map<string, MenuItemCost>();
  if (ids.length === 0) return costs;
  const { rows, context } = await loadMenu(ctx.db, locationId, inArray(menuItems.id, ids), false);
  for (const row of rows) {
    const figure = figures(row, context);
    costs.set(row.id, {
      id: row.id,
      name: row.name,
      category: row.category,
      price: row.price,
      cost: figure.cost,
      unknownReason: figure.unknownReason,
      missing: figure.missing,
    });
  }
  return costs;
}
