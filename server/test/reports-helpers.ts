import type { Db } from '#server/db/client.ts';
import { createStockCount, createStockCountLine, type TestLocation } from './factories.ts';

/** Test helpers of the reports (server/modules/reports). */

/**
 * A closed count of the location with a line per item (`quantity`, `cost_per_unit`),
 * closed at `closedAt`.
 */
export async function closedCount(
  db: Db,
  location: TestLocation,
  closedAt: Date,
  lines: Array<{
    itemId: string;
    quantity: string;
    costPerUnit?: string | null;
    counted?: boolean;
  }>,
  fields: { scope?: 'full' | 'spot'; name?: string } = {},
) {
  const count = await createStockCount(db, location, {
    scope: fields.scope ?? 'full',
    ...(fields.name ? { name: fields.name } : {}),
    status: 'closed',
    closedAt,
  });
  for (const line of lines) {
    await createStockCountLine(db, location, {
      countId: count.id,
      itemId: line.itemId,
      quantity: line.quantity,
      costPerUnit: line.costPerUnit ?? null,
      counted: line.counted ?? true,
    });
  }
  return count;
}

/** Two closed counts of the location a week apart, each with a line of `itemId`. */
export async function closedCountPair(db: Db, location: TestLocation, itemId: string) {
  const first = await closedCount(db, location, new Date('2026-01-05T06:00:00Z'), [
    { itemId, quantity: '10', costPerUnit: '2' },
  ]);
  const second = await closedCount(db, location, new Date('2026-01-12T06:00:00Z'), [
    { itemId, quantity: '4', costPerUnit: '2' },
  ]);
  return { first, second };
}
