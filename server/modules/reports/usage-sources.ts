import type Decimal from 'decimal.js';
import type { Context } from '#server/lib/context.ts';
import { type TheoreticalUsage, theoreticalUsage } from '#server/modules/cooking/usage.service.ts';
import { salesByMenuItem } from '#server/modules/sales/sales-totals.service.ts';

/**
 * What the reports read of the sales and the recipes: the sales module's salesByMenuItem and
 * the cooking module's theoreticalUsage.
 */

export type { TheoreticalUsage };

export interface SoldMenuItem {
  menuItemId: string;
  quantity: Decimal;
}

export interface SalesInPeriod {
  byMenuItem: SoldMenuItem[];
  /** POS names sold that no mapping or menu item takes (ignored names are not here). */
  unmapped: Array<{ posName: string; quantity: Decimal }>;
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

/** What the sold menu items should have used of each stock item, through the recipes. */
export function usageOfSales(
  ctx: Context,
  input: { locationId: string; sold: SoldMenuItem[] },
): Promise<TheoreticalUsage> {
  return theoreticalUsage(ctx, input);
}
