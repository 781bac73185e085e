import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type InventorySummary,
  SUMMARY_HISTORY_DAYS,
  SUMMARY_RECENT_COUNT,
} from '#contract/stock-updates.ts';
import { locations, stockUpdates } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumber } from '#server/lib/money.ts';
import { selectStockUpdates, toStockUpdate } from './stock-updates.ts';

interface Totals extends Record<string, unknown> {
  stock_value: string;
  item_count: number;
  below_par_count: number;
  counted_today: number;
}

interface DayValue extends Record<string, unknown> {
  date: string;
  /** Null for a day before the location's first stock update. */
  value: string | null;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/**
 * The dashboard's figures for a location. Sums run in SQL numeric (exact). Days are the
 * location's calendar days. The history values each day's closing quantities (the last
 * changelog row before the day's end) at today's cost per unit: costs have no history. A day
 * that ended before the location's first changelog row has no value (null), not 0.
 */
export async function inventorySummary(
  ctx: Context,
  { locationId }: { locationId: string },
): Promise<InventorySummary> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const [location] = await ctx.db
    .select({ timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  const timezone = location?.timezone ?? 'UTC';
  const now = sql`${ctx.now().toISOString()}::timestamptz`;
  const startOfToday = sql`(date_trunc('day', ${now} at time zone ${timezone}) at time zone ${timezone})`;

  const [totals] = rowsOf<Totals>(
    await ctx.db.execute(sql`
      select
        coalesce(sum(i.quantity * i.cost_per_unit), 0)::text as stock_value,
        count(*)::int as item_count,
        count(*) filter (where i.quantity < i.par_level)::int as below_par_count,
        (select count(distinct su.item_id)::int from stock_updates su
          where su.location_id = ${locationId} and su.reason = 'count'
            and su.created_at >= ${startOfToday}) as counted_today
      from items i
      where i.location_id = ${locationId} and not i.archived
    `),
  );

  const history = rowsOf<DayValue>(
    await ctx.db.execute(sql`
      with days as (
        select (date_trunc('day', ${now} at time zone ${timezone}) - make_interval(days => n))::date as day
        from generate_series(0, ${SUMMARY_HISTORY_DAYS - 1}) as n
      ),
      ends as (
        select day, ((day + 1)::timestamp at time zone ${timezone}) as day_end from days
      ),
      first_update as (
        select min(su.created_at) as at from stock_updates su
        where su.location_id = ${locationId}
      )
      select to_char(e.day, 'YYYY-MM-DD') as date,
        case when f.at is null or f.at >= e.day_end then null else coalesce((
          select sum(closing.new_quantity * i.cost_per_unit)
          from items i
          cross join lateral (
            select su.new_quantity from stock_updates su
            where su.location_id = i.location_id and su.item_id = i.id
              and su.created_at < e.day_end
            order by su.created_at desc, su.id desc
            limit 1
          ) closing
          where i.location_id = ${locationId} and not i.archived
        ), 0)::text end as value
      from ends e cross join first_update f
      order by e.day
    `),
  );

  const recent = await selectStockUpdates(ctx.db)
    .where(and(eq(stockUpdates.locationId, locationId)))
    .orderBy(desc(stockUpdates.createdAt), desc(stockUpdates.id))
    .limit(SUMMARY_RECENT_COUNT);

  return {
    stock_value: toNumber(totals?.stock_value ?? '0'),
    item_count: Number(totals?.item_count ?? 0),
    below_par_count: Number(totals?.below_par_count ?? 0),
    counted_today: Number(totals?.counted_today ?? 0),
    recent: recent.map(toStockUpdate),
    value_history: history.map((day) => ({
      date: day.date,
      value: day.value === null ? null : toNumber(day.value),
    })),
  };
}
