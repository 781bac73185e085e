import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MenuEngineeringClass,
  MenuEngineeringItem,
  MenuEngineeringReport,
  menuEngineeringQuery,
} from '#contract/reports.ts';
import { UnitDecimal } from '#contract/unit-conversion.ts';
import { locations } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumber } from '#server/lib/money.ts';
import { menuItemCosts } from '#server/modules/cooking/menu-costs.service.ts';
import { salesByMenuItem } from '#server/modules/sales/sales-totals.service.ts';

type MenuEngineeringFields = z.output<typeof menuEngineeringQuery>;

const ZERO = new UnitDecimal(0);
const round = (value: UnitDecimal) => toNumber(value.toString());

/**
 * The period's instants for sales with from < sold at ≤ to: a day `from` is its start in the
 * location's time zone less a millisecond (a sale at the first instant of the day counts), a
 * day `to` its end less a millisecond (the next day's first instant does not); an instant is
 * itself. Null when there is no such location.
 */
async function period(
  ctx: Context,
  locationId: string,
  from: string,
  to: string,
): Promise<{ from: Date; to: Date } | null> {
  const bound = (value: string, dayOffset: number) =>
    value.length === 10
      ? sql`((${value}::date + ${dayOffset}::int)::timestamp at time zone ${locations.timezone}) - interval '1 millisecond'`
      : sql`${value}::timestamptz`;
  const result = await ctx.db.execute<{ from: string; to: string }>(sql`
    select (extract(epoch from ${bound(from, 0)}) * 1000)::bigint::text as "from",
      (extract(epoch from ${bound(to, 1)}) * 1000)::bigint::text as "to"
    from ${locations} where ${locations.id} = ${locationId}`);
  const [row] = (result as unknown as { rows: { from: string; to: string }[] }).rows;
  return row ? { from: new Date(Number(row.from)), to: new Date(Number(row.to)) } : null;
}

function classOf(popular: boolean, highMargin: boolean): MenuEngineeringClass {
  if (popular) return highMargin ? 'star' : 'plowhorse';
  return highMargin ? 'puzzle' : 'dog';
}

/**
 * Menu engineering (Kasavana–Smith) of the menu items sold in a period (docs/domain.md#menu-
 * engineering): per item the average net price (net sales ÷ quantity, or the menu price when
 * the sales carry no amount), the cost from current prices, the contribution margin (price −
 * cost), the total margin and the menu mix %. Popularity is high at ≥ 70 % of an equal share
 * (0.7 ÷ the items sold); margin is high at ≥ the quantity-weighted average margin of the items
 * whose cost is known. An item whose cost is unknown has no margin and no class, and is left
 * out of the average and the totals (and counted). Items whose net quantity in the period is
 * not above 0 (refunds only) are not "sold". Exact decimals; `reports.view`.
 */
export async function menuEngineering(
  ctx: Context,
  query: MenuEngineeringFields,
): Promise<MenuEngineeringReport> {
  const locationId = query.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const bounds = await period(ctx, locationId, query.from, query.to);
  if (!bounds) throw notFound('Location');
  const sales = await salesByMenuItem(ctx, { locationId, ...bounds });
  const sold = sales.items.filter((line) => line.quantity.greaterThan(0));
  const costs = await menuItemCosts(ctx, {
    locationId,
    ids: sold.map((line) => line.menuItemId),
  });
  const lines = sold.flatMap((line) => {
    const row = costs.get(line.menuItemId);
    if (!row) return [];
    const figure = row;
    const quantity = new UnitDecimal(line.quantity.toString());
    const netSales = line.netSales === null ? null : new UnitDecimal(line.netSales.toString());
    const price = netSales === null ? new UnitDecimal(row.price) : netSales.dividedBy(quantity);
    const margin = figure.cost === null ? null : price.minus(figure.cost);
    return [{ row, figure, quantity, netSales, price, margin }];
  });
  const totalQuantity = lines.reduce((sum, line) => sum.plus(line.quantity), ZERO);
  const known = lines.filter((line) => line.margin !== null);
  const knownQuantity = known.reduce((sum, line) => sum.plus(line.quantity), ZERO);
  const totals = known.reduce(
    (sum, line) => ({
      revenue: sum.revenue.plus(line.price.times(line.quantity)),
      cost: sum.cost.plus((line.figure.cost ?? ZERO).times(line.quantity)),
      margin: sum.margin.plus((line.margin ?? ZERO).times(line.quantity)),
    }),
    { revenue: ZERO, cost: ZERO, margin: ZERO },
  );
  const averageMargin = knownQuantity.isZero() ? null : totals.margin.dividedBy(knownQuantity);
  // 70 % of an equal share of the quantity sold, as a share (0.7 ÷ items sold).
  const popularityLine = lines.length === 0 ? ZERO : new UnitDecimal('0.7').dividedBy(lines.length);
  const counts = { star: 0, plowhorse: 0, puzzle: 0, dog: 0 };
  const items = lines.map((line): MenuEngineeringItem & { sortMargin: UnitDecimal | null } => {
    const mix = line.quantity.dividedBy(totalQuantity);
    const popular = mix.greaterThanOrEqualTo(popularityLine);
    const highMargin =
      line.margin === null || averageMargin === null
        ? null
        : line.margin.greaterThanOrEqualTo(averageMargin);
    const kind = highMargin === null ? null : classOf(popular, highMargin);
    if (kind) counts[kind] += 1;
    const totalMargin = line.margin === null ? null : line.margin.times(line.quantity);
    return {
      menu_item_id: line.row.id,
      name: line.row.name,
      category: line.row.category,
      quantity_sold: round(line.quantity),
      net_sales: line.netSales === null ? null : round(line.netSales),
      average_price: round(line.price),
      price_source: line.netSales === null ? 'menu' : 'sales',
      cost: line.figure.cost === null ? null : round(line.figure.cost),
      contribution_margin: line.margin === null ? null : round(line.margin),
      total_margin: totalMargin === null ? null : round(totalMargin),
      menu_mix_percent: round(mix.times(100)),
      popularity: popular ? 'high' : 'low',
      margin: highMargin === null ? null : highMargin ? 'high' : 'low',
      class: kind,
      unknown_reason: line.figure.unknownReason,
      missing_costs: line.figure.missing,
      sortMargin: totalMargin,
    };
  });
  items.sort((a, b) => {
    if (a.sortMargin === null || b.sortMargin === null) {
      if (a.sortMargin !== b.sortMargin) return a.sortMargin === null ? 1 : -1;
    } else if (!a.sortMargin.equals(b.sortMargin)) {
      return b.sortMargin.comparedTo(a.sortMargin);
    }
    return a.name.localeCompare(b.name);
  });
  return {
    location_id: locationId,
    from: bounds.from.toISOString(),
    to: bounds.to.toISOString(),
    items: items.map(({ sortMargin: _sortMargin, ...item }) => item),
    items_sold: lines.length,
    quantity_sold: round(totalQuantity),
    popularity_threshold_percent: round(popularityLine.times(100)),
    average_margin: averageMargin === null ? null : round(averageMargin),
    totals: {
      revenue: round(totals.revenue),
      cost: round(totals.cost),
      margin: round(totals.margin),
      food_cost_percent: totals.revenue.isZero()
        ? null
        : round(totals.cost.dividedBy(totals.revenue).times(100)),
    },
    items_left_out: lines.length - known.length,
    class_counts: counts,
    unmapped: sales.unmapped.map((line) => ({
      pos_name: line.posName,
      quantity: round(line.quantity),
    })),
  };
}
