import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { PAR_SAFETY_PERCENT, type ParSuggestions } from '#contract/reports.ts';
import {
  items,
  stockCountLines,
  stockCounts,
  stockUpdates,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { type CountSnapshot, longestDeliveryGap, suggestPar, usageOverCounts } from './par-math.ts';
import { out } from './variance-math.ts';

const MS_PER_WEEK = 7 * 86_400_000;

/**
 * Par suggestions for every item not archived (docs/domain.md#par-from-usage): the average
 * weekly usage between consecutive closed full counts of the last `weeks` weeks, and a par
 * that covers the preferred vendor's longest gap between deliveries plus PAR_SAFETY_PERCENT,
 * in whole packs of its preferred catalogue line.
 */
export async function parSuggestions(
  ctx: Context,
  { locationId, weeks }: { locationId: string; weeks: number },
): Promise<ParSuggestions> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'reports.view');
  const now = ctx.now();
  const since = new Date(now.getTime() - weeks * MS_PER_WEEK);

  const counts = (
    await ctx.db
      .select({ id: stockCounts.id, closedAt: stockCounts.closedAt })
      .from(stockCounts)
      .where(
        and(
          eq(stockCounts.locationId, locationId),
          eq(stockCounts.status, 'closed'),
          eq(stockCounts.scope, 'full'),
          gte(stockCounts.closedAt, since),
          lte(stockCounts.closedAt, now),
        ),
      )
      .orderBy(asc(stockCounts.closedAt), asc(stockCounts.id))
  ).flatMap(({ id, closedAt }) => (closedAt ? [{ id, closedAt }] : []));

  const snapshots = new Map<string, CountSnapshot>(
    counts.map((count) => [count.id, { closedAt: count.closedAt, quantities: new Map() }]),
  );
  const received = new Map<string, Decimal>();
  const first = counts[0];
  const last = counts.at(-1);
  if (first && last && counts.length >= 2) {
    const lines = await ctx.db
      .select({
        countId: stockCountLines.countId,
        itemId: stockCountLines.itemId,
        quantity: stockCountLines.quantity,
      })
      .from(stockCountLines)
      .where(
        and(
          eq(stockCountLines.locationId, locationId),
          inArray(
            stockCountLines.countId,
            counts.map((count) => count.id),
          ),
        ),
      );
    for (const line of lines) {
      if (line.quantity === null) continue;
      snapshots.get(line.countId)?.quantities.set(line.itemId, new Decimal(line.quantity));
    }
    // Deliveries per pair of consecutive counts: a delivery belongs to the pair that ends at
    // the first close at or after it (pair i runs from count i's close to count i + 1's).
    const closes = sql.join(
      counts.map(
        (count, index) => sql`(${index}::int, ${count.closedAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const rows = await ctx.db
      .select({
        pair: sql<number>`(select min(c.i) - 1 from (values ${closes}) as c(i, at) where c.at >= ${stockUpdates.createdAt})::int`.as(
          'pair',
        ),
        itemId: stockUpdates.itemId,
        delta: sql<string>`sum(${stockUpdates.delta})::text`,
      })
      .from(stockUpdates)
      .where(
        and(
          eq(stockUpdates.locationId, locationId),
          eq(stockUpdates.reason, 'receive'),
          gt(stockUpdates.createdAt, first.closedAt),
          lte(stockUpdates.createdAt, last.closedAt),
        ),
      )
      .groupBy(sql`1`, stockUpdates.itemId);
    for (const row of rows) received.set(`${row.pair}:${row.itemId}`, new Decimal(row.delta));
  }
  const usage = usageOverCounts(
    [...snapshots.values()],
    (pair, itemId) => received.get(`${pair}:${itemId}`) ?? new Decimal(0),
  );

  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      unit: items.unit,
      version: items.version,
      parLevel: items.parLevel,
      vendorId: vendors.id,
      vendorName: vendors.name,
      deliveryDays: vendors.deliveryDays,
      packSize: vendorItems.packSize,
    })
    .from(items)
    .leftJoin(
      vendorItems,
      and(
        eq(vendorItems.locationId, items.locationId),
        eq(vendorItems.inventoryItemId, items.id),
        eq(vendorItems.isPreferred, true),
      ),
    )
    .leftJoin(
      vendors,
      and(eq(vendors.locationId, vendorItems.locationId), eq(vendors.id, vendorItems.vendorId)),
    )
    .where(and(eq(items.locationId, locationId), eq(items.archived, false)))
    .orderBy(sql`lower(${items.name})`, asc(items.id));

  return {
    location_id: locationId,
    weeks,
    safety_percent: PAR_SAFETY_PERCENT,
    counts_used: counts.length,
    from: counts[0]?.closedAt?.toISOString() ?? null,
    to: counts.at(-1)?.closedAt?.toISOString() ?? null,
    items: rows.map((row) => {
      const itemUsage = usage.get(row.id);
      const packSize = row.packSize === null ? null : new Decimal(row.packSize);
      const coverDays = row.vendorId ? longestDeliveryGap(row.deliveryDays ?? []) : null;
      const suggestion = suggestPar({
        usage: itemUsage,
        packSize,
        coverDays,
        hasVendor: row.vendorId !== null,
      });
      return {
        item_id: row.id,
        name: row.name,
        unit: row.unit,
        version: row.version,
        current_par: row.parLevel === null ? null : out(new Decimal(row.parLevel)),
        average_weekly_usage: suggestion.averageWeekly && out(suggestion.averageWeekly),
        days_covered: itemUsage ? out(itemUsage.days) : 0,
        vendor_id: row.vendorId,
        vendor_name: row.vendorName,
        pack_size: packSize && out(packSize),
        cover_days: coverDays,
        suggested_par: suggestion.suggestedPar && out(suggestion.suggestedPar),
        suggested_packs: suggestion.packs,
        reason: suggestion.reason,
      };
    }),
  };
}
