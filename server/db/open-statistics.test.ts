import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import type { Database } from './client.ts';
import { openDatabase } from './open.ts';

// The embedded database's vacuum and analyse (statistics.ts) as the server's start runs it. A
// table never analysed has reltuples -1; once analysed, its number of rows.
const ROWS = 300;
const NEVER = 3_600_000;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'barback-open-statistics-'));
  const database = await openDatabase(config(), { firstStatisticsAfterMs: NEVER });
  try {
    await database.db.execute(sql`create table counted (id int)`);
    await database.db.execute(sql`insert into counted select generate_series(1, ${ROWS})`);
  } finally {
    await database.close();
  }
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const config = () => testConfig({ dataDir, databaseUrl: undefined });

async function reltuples(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select reltuples from pg_class where relname = 'counted'`,
  );
  return Number((result as unknown as { rows: { reltuples: number }[] }).rows[0]?.reltuples);
}

describe('the vacuum of the embedded database at start', () => {
  it('waits a while after the open, so the first statements (/health) do not wait behind it', async () => {
    const database = await openDatabase(config());
    try {
      expect(await reltuples(database)).toBe(-1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('runs once its time has come', async () => {
    const database = await openDatabase(config(), { firstStatisticsAfterMs: 0 });
    try {
      const deadline = Date.now() + 60_000;
      let counted = await reltuples(database);
      while (counted !== ROWS && Date.now() < deadline) counted = await reltuples(database);
      expect(counted).toBe(ROWS);
    } finally {
      await database.close();
    }
  }, 90_000);
});
