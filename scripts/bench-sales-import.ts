// npm run bench:sales: importing sales on the embedded database (decision 033). Seeds a venue
// with 200 menu items (BENCH_MENU) into a fresh embedded database in its worker thread, as the
// server runs by default; starts the real app on a port; posts a plain CSV and a Square item
// sales detail CSV of 50,000 lines each (BENCH_LINES) to POST /api/sales/import over HTTP, then
// the Square file again (every line a duplicate). For each: the time, the longest the event
// loop was held, and what the import answered. While each import runs, another venue (its own
// owner, 50 items) asks for its items every 100 ms, one request at a time: the median, p95 and
// slowest of those answers say how long the import kept other venues waiting.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { SalesImportResponse } from '#contract/sales.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPgliteThread } from '#server/db/client.ts';
import { locations, users } from '#server/db/schema/index.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { plainExport, squareExport } from '#server/test/sales-helpers.ts';

const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const MENU = Number(process.env.BENCH_MENU ?? 200);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-sales-'));
const database = await openPgliteThread({ dataDir });
const config = await loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'silent',
});
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@barback.test', name: 'Bench', passwordHash: 'x' })
    .returning({ id: users.id, email: users.email });
  const [location] = await db
    .insert(locations)
    .values({ name: 'Big bar', timezone: 'America/New_York' })
    .returning({ id: locations.id });
  if (!user || !location) throw new Error('no venue');
  await db.execute(
    sql`insert into members (location_id, user_id, role) values (${location.id}, ${user.id}, 'owner')`,
  );
  // Half the file's names are on the menu (by name); the other half stay unmapped.
  await db.execute(sql`
    insert into menu_items (location_id, name, price)
    select ${location.id}, name, 12 from (
      select 'Dish ' || n as name from generate_series(0, ${MENU / 2 - 1}) n
      union all select 'Cocktail ' || n from generate_series(0, ${MENU / 2 - 1}) n) names`);
  const token = await signAccessToken(config.jwtSecret, { userId: user.id, email: user.email });

  // Another venue, with its own owner and a few items, to ask for during each import.
  const [neighbour] = await db
    .insert(users)
    .values({ email: 'neighbour@barback.test', name: 'Neighbour', passwordHash: 'x' })
    .returning({ id: users.id, email: users.email });
  const [corner] = await db
    .insert(locations)
    .values({ name: 'Corner bar' })
    .returning({ id: locations.id });
  if (!neighbour || !corner) throw new Error('no neighbour');
  await db.execute(
    sql`insert into members (location_id, user_id, role) values (${corner.id}, ${neighbour.id}, 'owner')`,
  );
  await db.execute(sql`
    insert into items (location_id, name, unit, quantity)
    select ${corner.id}, 'Corner item ' || n, 'bottle', 5 from generate_series(1, 50) n`);
  const neighbourHeaders = {
    authorization: `Bearer ${await signAccessToken(config.jwtSecret, { userId: neighbour.id, email: neighbour.email })}`,
  };

  /** Asks for the other venue's items every 100 ms (one at a time) until the returned stop. */
  function pollNeighbour(): () => Promise<string> {
    const waits: number[] = [];
    let stopped = false;
    const done = (async () => {
      while (!stopped) {
        const started = performance.now();
        const response = await fetch(`${base}/api/inventory?location_id=${corner?.id}`, {
          headers: neighbourHeaders,
        });
        const body = await response.text();
        if (!response.ok) {
          throw new Error(`the other venue answered ${response.status}: ${body.slice(0, 300)}`);
        }
        const took = performance.now() - started;
        waits.push(took);
        if (took < 100) await new Promise((resolve) => setTimeout(resolve, 100 - took));
      }
    })();
    return async () => {
      stopped = true;
      await done;
      const sorted = [...waits].sort((a, b) => a - b);
      const at = (share: number) =>
        (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0).toFixed(0);
      return (
        `the other venue's GET /api/inventory: ${waits.length} answers, ` +
        `median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`
      );
    };
  }

  async function post(what: string, filename: string, text: string) {
    const form = new FormData();
    form.append('location_id', location?.id ?? '');
    form.append('file', new Blob([text], { type: 'text/csv' }), filename);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const stopPolling = pollNeighbour();
    const started = performance.now();
    const response = await fetch(`${base}/api/sales/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as SalesImportResponse;
    const took = performance.now() - started;
    const neighbourWaits = await stopPolling();
    delay.disable();
    if (!response.ok)
      throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
    console.log(
      `${what} (${mb(text.length)}): ${(took / 1000).toFixed(2)} s; ` +
        `${body.rows_read} rows, ${body.lines_imported} imported, ${body.duplicates_skipped} duplicates, ` +
        `${body.refunds} refunds, ${body.unmapped.length} names unmapped; ` +
        `event loop held at most ${(delay.max / 1e6).toFixed(0)} ms; ${neighbourWaits}; ` +
        `load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(', ')}`,
    );
  }

  const square = squareExport(LINES);
  await post(`plain CSV, ${LINES} lines`, 'sales.csv', plainExport(LINES));
  await post(`Square item sales detail, ${LINES} lines`, 'items.csv', square);
  await post('the same Square file again', 'items.csv', square);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
