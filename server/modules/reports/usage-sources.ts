import type Decimal from 'decimal.js';
import type { Context } from '#server/lib/context.ts';
import { salesByMenuItem } from '#server/modules/sales/sales-totals.service.ts';

/**
 * What the reports read of the sales and the recipes: the sales module's salesByMenuItem, and
 * (PROVISIONAL, until it is in place) the cooking module's theoreticalUsage.
 */

export interface SoldMenuItem {
  menuItemId: string;
  quantity: Decimal;
}

export interface SalesInPeriod {
  byMenuItem: SoldMenuItem[];
  unmapped: Array<{ posName: string; quantity: Decimal }>;
}

export interface TheoreticalUsage {
  byItem: Map<string, Decimal>;
  unknown: Map<string, { reason: string; menuItemIds: string[] }>;
  withoutRecipe: string[];
}

/** Sales with from < sold_at ≤ to, per menu item, and the POS names mapped to none. */
export async function salesInPeriod(
  ctx: Context,
  input: { locationId: string; from: Date; to: Date },
): Promise<SalesInPeriod> {
  const sales = await salesByMenuItem(ctx, input);
  return {
    byMenuItem: sales.items.map(({ menuItemId, quantity }) => ({ menuItemId, quantity })),
    unmapped: sales.unmapped,
  };
}

/** What the sold menu items should have used of each stock item. */
export async function usageOfSales(
  _ctx: Context,
  _input: { locationId: string; sold: SoldMenuItem[] },
): Promise<TheoreticalUsage> {
  return { byItem: new Map(), unknown: new Map(), withoutRecipe: [] };
}
