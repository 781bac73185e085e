import { setImmediate } from 'node:timers/promises';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { UnmappedSales } from '#contract/sales.ts';
import type { Db } from '#server/db/client.ts';
import { locations, salesLines } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';

// What the sales services share: the venue's time zone, the unmapped names of some lines, which
// lines a reader sees.

/**
 * A line every reader sees: typed by hand, from a location's file, or of an import whose last
 * step is done. A pending import's lines are not sold yet, for anyone (decision 033). The few
 * pending imports are read once into a hashed set: a `not exists` per line cost the reports
 * two thirds more on 50,000 lines (npm run bench:reports).
 */
export const settledLine = sql`(${salesLines.importId} is null or ${salesLines.importId} not in
  (select pending.id from sales_imports pending where pending.finished_at is null))`;

/** The time zone a location's times are read in. */
export async function locationZone(db: Db, locationId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw notFound('Location');
  return row.timezone;
}

/** Lines summed between two turns of the event loop. */
const YIELD_LINES = 1000;

/**
 * Σ quantity and lines per POS key, the first name seen for each, most sold first. A long
 * import's lines are summed a slice at a time: other requests go on between slices.
 */
export async function unmappedOf(
  lines: { posKey: string; posName: string; quantity: Decimal }[],
): Promise<UnmappedSales[]> {
  const byKey = new Map<string, { posName: string; quantity: Decimal; lines: number }>();
  for (const [position, line] of lines.entries()) {
    if (position > 0 && position % YIELD_LINES === 0) await setImmediate();
    const entry = byKey.get(line.posKey);
    if (entry) {
      entry.quantity = entry.quantity.plus(line.quantity);
      entry.lines += 1;
    } else {
      byKey.set(line.posKey, {
        posName: line.posName,
        quantity: new Decimal(line.quantity),
        lines: 1,
      });
    }
  }
  return [...byKey.entries()]
    .sort(([, a], [, b]) => b.quantity.comparedTo(a.quantity) || a.posName.localeCompare(b.posName))
    .map(([posKey, entry]) => ({
      pos_name: entry.posName,
      pos_key: posKey,
      quantity: entry.quantity.toDecimalPlaces(4).toNumber(),
      lines: entry.lines,
    }));
}
