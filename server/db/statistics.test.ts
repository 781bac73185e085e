import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createItem, createLocation } from '../test/factories.ts';
import { type Database, openPgliteThread } from './client.ts';
import { keepStatistics } from './statistics.ts';

let database: Database;

beforeAll(async () => {
  database = await openPgliteThread({});
});

afterAll(async () => {
  await database.close();
});

/** What the planner believes the items table holds: -1 until it was first analysed. */
async function plannedItems(): Promise<number> {
  const result = (await database.db.execute(
    sql`select reltuples::int as rows from pg_class where oid = 'items'::regclass`,
  )) as unknown as { rows: { rows: number }[] };
  return result.rows[0]?.rows ?? Number.NaN;
}

describe('keeping the embedded database statistics', () => {
  it('analyses the tables at once and again every interval, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      expect(await plannedItems()).toBe(-1);
      const keeper = keepStatistics(database.db, { everyMs: 60_000 });
      await keeper.settled();
      expect(await plannedItems()).toBe(0);

      const { location } = await createLocation(database.db);
      for (let n = 0; n < 12; n++) await createItem(database.db, location);
      expect(await plannedItems()).toBe(0);
      vi.advanceTimersByTime(60_000);
      await keeper.settled();
      expect(await plannedItems()).toBe(12);

      await keeper.stop();
      await createItem(database.db, location);
      vi.advanceTimersByTime(60_000);
      await keeper.settled();
      expect(await plannedItems()).toBe(12);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed run and keeps going', async () => {
    const failing = {
      execute: () => Promise.reject(new Error('the database is gone')),
    } as unknown as Database['db'];
    const errors: unknown[] = [];
    const keeper = keepStatistics(failing, { onError: (error) => errors.push(error) });
    await keeper.stop();
    expect(errors).toEqual([new Error('the database is gone')]);
  });
});
