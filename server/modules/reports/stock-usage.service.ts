import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { WasteCause } from '#contract/stock-updates.ts';
import { items, stockCountLines, stockCounts, stockUpdates } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';

/**
 * How much of an item went over a time (the assistant's "how much Campari did we go through
 * this week?"): from the first and the last closed count holding it in that time, opening +
 * received − closing; without two such counts, only what the changelog says came in and was
 * wasted. Quantities only, in the item's unit: any member may ask.
 */

export interface ItemUsage {
  item: { id: string; name: string; unit: string };
  /** `counts`: usage from two closed counts; `changelog`: deliveries and waste only. */
  method: 'counts' | 'changelog';
  from: Date | null;
  to: Date | null;
  /** The counts used (method `counts`). */
  fromCount: { id: string; name: string; closedAt: Date } | null;
  toCount: { id: string; name: string; closedAt: Date } | null;
  opening: Decimal | null;
  closing: Decimal | null;
  received: Decimal;
  wasted: Decimal;
  /** opening + received − closing; null without two counts. */
  usage: Decimal | null;
}

const DAY_MS = 86_400_000;

/** Σ receive and −waste deltas of an item in (from, to]. */
async function flows(ctx: Context, locationId: string, itemId: string, from: Date, to: Date) {
  const rows = await ctx.db
    .select({ reason: stockUpdates.reason, delta: sql<string>`sum(${stockUpdates.delta})::text` })
    .from(stockUpdates)
    .where(
      and(
        eq(stockUpdates.locationId, locationId),
        eq(stockUpdates.itemId, itemId),
        gt(stockUpdates.createdAt, from),
        lte(stockUpdates.createdAt, to),
        inArray(stockUpdates.reason, ['receive', 'waste']),
      ),
    )
    .groupBy(stockUpdates.reason);
  const of = (reason: string) => new Decimal(rows.find((row) => row.reason === reason)?.delta ?? 0);
  return { received: of('receive'), wasted: of('waste').negated() };
}

/**
 * An item's usage between `from` and `to` (instants; absent: the last two closed counts
 * holding it, or the last 7 days of the changelog).
 */
export async function itemUsage(
  ctx: Context,
  input: { locationId: string; itemId: string; from?: Date; to?: Date },
): Promise<ItemUsage> {
  const { locationId, itemId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const [item] = await ctx.db
    .select({ id: items.id, name: items.name, unit: items.unit })
    .from(items)
    .where(and(eq(items.locationId, locationId), eq(items.id, itemId)))
    .limit(1);
  if (!item) throw notFound('Item');

  const windowed = input.from !== undefined || input.to !== undefined;
  const counts = await ctx.db
    .select({
      id: stockCounts.id,
      name: stockCounts.name,
      closedAt: stockCounts.closedAt,
      quantity: stockCountLines.quantity,
    })
    .from(stockCounts)
    .innerJoin(
      stockCountLines,
      and(
        eq(stockCountLines.locationId, stockCounts.locationId),
        eq(stockCountLines.countId, stockCounts.id),
        eq(stockCountLines.itemId, itemId),
        isNotNull(stockCountLines.quantity),
      ),
    )
    .where(
      and(
        eq(stockCounts.locationId, locationId),
        eq(stockCounts.status, 'closed'),
        ...(input.from ? [gte(stockCounts.closedAt, input.from)] : []),
        ...(input.to ? [lte(stockCounts.closedAt, input.to)] : []),
      ),
    )
    .orderBy(windowed ? asc(stockCounts.closedAt) : desc(stockCounts.closedAt))
    .limit(windowed ? 1000 : 2);
  const ordered = windowed ? counts : [...counts].reverse();
  const first = ordered[0];
  const last = ordered.at(-1);
  if (
    first?.closedAt &&
    last?.closedAt &&
    first.id !== last.id &&
    first.quantity !== null &&
    last.quantity !== null
  ) {
    const { received, wasted } = await flows(
      ctx,
      locationId,
      itemId,
      first.closedAt,
      last.closedAt,
    );
    const opening = new Decimal(first.quantity);
    const closing = new Decimal(last.quantity);
    return {
      item,
      method: 'counts',
      from: first.closedAt,
      to: last.closedAt,
      fromCount: { id: first.id, name: first.name, closedAt: first.closedAt },
      toCount: { id: last.id, name: last.name, closedAt: last.closedAt },
      opening,
      closing,
      received,
      wasted,
      usage: opening.plus(received).minus(closing),
    };
  }
  const to = input.to ?? ctx.now();
  const from = input.from ?? new Date(to.getTime() - 7 * DAY_MS);
  const { received, wasted } = await flows(ctx, locationId, itemId, from, to);
  return {
    item,
    method: 'changelog',
    from,
    to,
    fromCount: null,
    toCount: null,
    opening: null,
    closing: null,
    received,
    wasted,
    usage: null,
  };
}

export interface WasteLine {
  item: { id: string; name: string; unit: string };
  cause: WasteCause | null;
  quantity: Decimal;
  /** quantity × the item's cost per unit now; null without one. */
  value: Decimal | null;
}

/** Waste in (from, to] per item and cause, dearest first (no value last). Any member may ask. */
export async function wasteSummary(
  ctx: Context,
  input: { locationId: string; from: Date; to: Date; itemId?: string },
): Promise<WasteLine[]> {
  const { locationId } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      unit: items.unit,
      cost: items.costPerUnit,
      cause: stockUpdates.cause,
      quantity: sql<string>`(-sum(${stockUpdates.delta}))::text`,
    })
    .from(stockUpdates)
    .innerJoin(
      items,
      and(eq(items.locationId, stockUpdates.locationId), eq(items.id, stockUpdates.itemId)),
    )
    .where(
      and(
        eq(stockUpdates.locationId, locationId),
        eq(stockUpdates.reason, 'waste'),
        gt(stockUpdates.createdAt, input.from),
        lte(stockUpdates.createdAt, input.to),
        ...(input.itemId ? [eq(stockUpdates.itemId, input.itemId)] : []),
      ),
    )
    .groupBy(items.id, stockUpdates.cause);
  return rows
    .map((row) => {
      const quantity = new Decimal(row.quantity);
      return {
        item: { id: row.id, name: row.name, unit: row.unit },
        cause: row.cause ?? null,
        quantity,
        value: row.cost === null ? null : quantity.times(row.cost),
      };
    })
    .sort((a, b) =>
      a.value && b.value
        ? b.value.comparedTo(a.value)
        : a.value
          ? -1
          : b.value
            ? 1
            : b.quantity.comparedTo(a.quantity),
    );
}
