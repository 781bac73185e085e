import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { VarianceCount, VarianceReport } from '#contract/reports.ts';
import type { WasteCause } from '#contract/stock-updates.ts';
import {
  categories,
  items,
  menuItems,
  stockCountLines,
  stockCounts,
  stockUpdates,
} from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { salesInPeriod, usageOfSales } from './usage-sources.ts';
import {
  type CountedLine,
  computeVariance,
  type Movements,
  out,
  type VarianceItem,
} from './variance-math.ts';

/** The changelog reasons that are neither deliveries, waste nor counts: shown, not used. */
const ADJUSTING = ['adjust', 'undo', 'import'] as const;

type ClosedCount = VarianceCount & { closedAt: Date };

async function closedCount(
  ctx: Context,
  locationId: string,
  countId: string,
  field: 'from_count' | 'to_count',
): Promise<ClosedCount> {
  const [row] = await ctx.db
    .select({
      id: stockCounts.id,
      name: stockCounts.name,
      scope: stockCounts.scope,
      closedAt: stockCounts.closedAt,
    })
    .from(stockCounts)
    .where(
      and(
        eq(stockCounts.locationId, locationId),
        eq(stockCounts.id, countId),
        eq(stockCounts.status, 'closed'),
        isNotNull(stockCounts.closedAt),
      ),
    )
    .limit(1);
  if (!row?.closedAt) throw validationError(field, 'Choose a closed count of this location');
  return { ...row, closedAt: row.closedAt, closed_at: row.closedAt.toISOString() };
}

async function countLines(
  ctx: Context,
  locationId: string,
  countId: string,
): Promise<Map<string, CountedLine>> {
  const rows = await ctx.db
    .select({
      itemId: stockCountLines.itemId,
      quantity: stockCountLines.quantity,
      costPerUnit: stockCountLines.costPerUnit,
      counted: stockCountLines.counted,
    })
    .from(stockCountLines)
    .where(
      and(
        eq(stockCountLines.locationId, locationId),
        eq(stockCountLines.countId, countId),
        isNotNull(stockCountLines.quantity),
      ),
    );
  return new Map(
    rows.flatMap((row) =>
      row.quantity === null
        ? []
        : [
            [
              row.itemId,
              {
                quantity: new Decimal(row.quantity),
                costPerUnit: row.costPerUnit === null ? null : new Decimal(row.costPerUnit),
                counted: row.counted,
              },
            ] as const,
          ],
    ),
  );
}

async function itemsOf(
  ctx: Context,
  locationId: string,
  ids: string[],
): Promise<Map<string, VarianceItem>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      unit: items.unit,
      categoryId: items.categoryId,
      category: categories.name,
      rank: sql<number>`(dense_rank() over (order by ${categories.sortOrder}, lower(${categories.name}), ${categories.id}))::int`,
    })
    .from(items)
    .leftJoin(
      categories,
      and(eq(categories.locationId, items.locationId), eq(categories.id, items.categoryId)),
    )
    .where(eq(items.locationId, locationId));
  // Every item of the location, in one statement (a list of thousands of ids as parameters
  // costs more than the rows it saves), kept when a count holds it.
  const wanted = new Set(ids);
  return new Map(
    rows
      .filter((row) => wanted.has(row.id))
      .map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          unit: row.unit,
          categoryId: row.categoryId,
          category: row.category,
          categoryRank: row.rank,
        },
      ]),
  );
}

/** Receipts, waste and adjustments per item, for rows created in (from, to]. */
async function movementsOf(
  ctx: Context,
  locationId: string,
  from: Date,
  to: Date,
): Promise<Map<string, Movements>> {
  const rows = await ctx.db
    .select({
      itemId: stockUpdates.itemId,
      reason: stockUpdates.reason,
      cause: stockUpdates.cause,
      delta: sql<string>`sum(${stockUpdates.delta})::text`,
      rows: sql<number>`count(*)::int`,
    })
    .from(stockUpdates)
    .where(
      and(
        eq(stockUpdates.locationId, locationId),
        gt(stockUpdates.createdAt, from),
        lte(stockUpdates.createdAt, to),
        inArray(stockUpdates.reason, ['receive', 'waste', ...ADJUSTING]),
      ),
    )
    .groupBy(stockUpdates.itemId, stockUpdates.reason, stockUpdates.cause);
  const movements = new Map<string, Movements>();
  for (const row of rows) {
    let entry = movements.get(row.itemId);
    if (!entry) {
      entry = {
        received: new Decimal(0),
        wasted: new Map(),
        adjusted: new Decimal(0),
        adjustments: 0,
      };
      movements.set(row.itemId, entry);
    }
    const delta = new Decimal(row.delta);
    if (row.reason === 'receive') entry.received = entry.received.plus(delta);
    else if (row.reason === 'waste') {
      const cause = (row.cause ?? null) as WasteCause | null;
      entry.wasted.set(cause, (entry.wasted.get(cause) ?? new Decimal(0)).minus(delta));
    } else {
      entry.adjusted = entry.adjusted.plus(delta);
      entry.adjustments += row.rows;
    }
  }
  return movements;
}

/**
 * The variance between two closed counts of a location (docs/domain.md#variance, decision
 * 036): per item in both, opening + received − closing = usage, against what the sales of the
 * period should have used through the recipes; valued at the second close's cost per unit.
 */
export async function varianceReport(
  ctx: Context,
  input: { locationId: string; fromCountId: string; toCountId: string },
): Promise<VarianceReport> {
  const { locationId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const from = await closedCount(ctx, locationId, input.fromCountId, 'from_count');
  const to = await closedCount(ctx, locationId, input.toCountId, 'to_count');
  if (from.id === to.id || from.closedAt.getTime() >= to.closedAt.getTime()) {
    throw validationError('to_count', 'Choose a count closed after the first one');
  }

  const opening = await countLines(ctx, locationId, from.id);
  const closing = await countLines(ctx, locationId, to.id);
  const itemIds = [...new Set([...opening.keys(), ...closing.keys()])];
  const itemsById = await itemsOf(ctx, locationId, itemIds);
  const movements = await movementsOf(ctx, locationId, from.closedAt, to.closedAt);
  const sales = await salesInPeriod(ctx, { locationId, from: from.closedAt, to: to.closedAt });
  const theoretical = await usageOfSales(ctx, { locationId, sold: sales.byMenuItem });

  const computed = computeVariance({
    items: itemsById,
    opening,
    closing,
    movements,
    theoretical,
  });

  const soldQuantity = new Map(sales.byMenuItem.map((sale) => [sale.menuItemId, sale.quantity]));
  const withoutRecipe =
    theoretical.withoutRecipe.length === 0
      ? []
      : await ctx.db
          .select({ id: menuItems.id, name: menuItems.name })
          .from(menuItems)
          .where(
            and(
              eq(menuItems.locationId, locationId),
              inArray(menuItems.id, theoretical.withoutRecipe),
            ),
          );

  const countOut = ({ id, name, scope, closed_at }: ClosedCount): VarianceCount => ({
    id,
    name,
    scope,
    closed_at,
  });
  return {
    location_id: locationId,
    from_count: countOut(from),
    to_count: countOut(to),
    items: computed.items,
    not_comparable: computed.notComparable,
    categories: computed.categories,
    totals: computed.totals,
    unmapped_sales: sales.unmapped
      .map(({ posName, quantity }) => ({ pos_name: posName, quantity }))
      .sort((a, b) => b.quantity.comparedTo(a.quantity) || a.pos_name.localeCompare(b.pos_name))
      .map(({ pos_name, quantity }) => ({ pos_name, quantity: out(quantity) })),
    without_recipe: withoutRecipe
      .map(({ id, name }) => ({
        menu_item_id: id,
        name,
        quantity: out(soldQuantity.get(id) ?? new Decimal(0)),
      }))
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
  };
}

/**
 * The last two closed full counts of a location, older first (what "the latest variance"
 * is between); fewer when there are fewer.
 */
export async function latestCountPair(
  ctx: Context,
  { locationId }: { locationId: string },
): Promise<Array<{ id: string; name: string; closedAt: Date }>> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const rows = await ctx.db
    .select({ id: stockCounts.id, name: stockCounts.name, closedAt: stockCounts.closedAt })
    .from(stockCounts)
    .where(
      and(
        eq(stockCounts.locationId, locationId),
        eq(stockCounts.status, 'closed'),
        eq(stockCounts.scope, 'full'),
        isNotNull(stockCounts.closedAt),
      ),
    )
    .orderBy(desc(stockCounts.closedAt), desc(stockCounts.id))
    .limit(2);
  return rows
    .flatMap(({ id, name, closedAt }) => (closedAt ? [{ id, name, closedAt }] : []))
    .reverse();
}
