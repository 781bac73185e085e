import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** The start of the period of `everyMs` that `now` falls in (periods count from the epoch). */
export function periodStart(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/**
 * Whether this process is the one to run `job` in the current period of `everyMs`: one statement
 * moves the job's row of scheduled_runs to this period only when it is still in an earlier one,
 * so of several processes asking in one period exactly one is told yes, whichever database
 * (embedded or PostgreSQL) holds the row. A run that fails is not tried again until the next
 * period.
 */
export async function claimPeriod(
  db: Db,
  job: string,
  everyMs: number,
  now: Date,
): Promise<boolean> {
  const start = periodStart(now, everyMs).toISOString();
  const result = (await db.execute(sql`
    insert into scheduled_runs (job, period_start, ran_at)
    values (${job}, ${start}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (job) do update set period_start = excluded.period_start, ran_at = excluded.ran_at
      where scheduled_runs.period_start < excluded.period_start
    returning job`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}
