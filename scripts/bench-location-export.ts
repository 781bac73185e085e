// npx tsx scripts/bench-location-export.ts: a location's file on a large venue (decision 031).
// Seeds 2,000 items and 200,000 change-log rows (BENCH_ITEMS, BENCH_CHANGES) into a fresh
// embedded database in its worker thread, as the server runs by default; starts the real app
// on a port; downloads the export over HTTP (time, size, the longest the event loop was held,
// the server's peak heap while it ran), then posts the file back as an import (the same
// figures). The heap is sampled every 20 ms in the server's own process. While the import runs,
// another venue (its own owner, 50 items) asks for its items every 100 ms: the longest and the
// p99 of those answers say how long the import kept other venues waiting.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPgliteThread } from '#server/db/client.ts';
import { locations, users } from '#server/db/schema/index.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { seedLargeVenue } from './bench/large-venue.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure<T>(what: string, run: () => Promise<T>): Promise<T> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  delay.enable();
  const started = performance.now();
  const result = await run();
  const took = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  console.log(
    `${what}: ${(took / 1000).toFixed(2)} s; event loop held at most ${(delay.max / 1e6).toFixed(0)} ms ` +
      `(p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms); heap peak +${mb(peak - base)}`,
  );
  return result;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'barback-bench-export-'));
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
  const seeded = performance.now();
  const { user, location } = await seedLargeVenue(db, { items: ITEMS, changes: CHANGES });
  console.log(
    `seeded ${ITEMS} items and ${CHANGES} change-log rows in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const token = await signAccessToken(config.jwtSecret, { userId: user.id, email: user.email });
  const headers = { authorization: `Bearer ${token}` };

  // Another venue, with its own owner and a few items, to ask for during the import.
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

  /** Asks for the other venue's items every 100 ms (one at a time) until stopped. */
  function pollNeighbour() {
    const waits: number[] = [];
    const slow: string[] = [];
    const begun = performance.now();
    let stopped = false;
    const done = (async () => {
      while (!stopped) {
        const started = performance.now();
        const response = await fetch(`${base}/api/inventory?location_id=${corner?.id}`, {
          headers: neighbourHeaders,
        });
        const body = await response.text();
        if (!response.ok) {
          throw new Error(
            `the other venue's items answered ${response.status}: ${body.slice(0, 300)}`,
          );
        }
        const took = performance.now() - started;
        waits.push(took);
        if (took > 1000) {
          slow.push(
            `${(took / 1000).toFixed(1)} s from ${((started - begun) / 1000).toFixed(1)} s`,
          );
        }
        if (took < 100) await new Promise((resolve) => setTimeout(resolve, 100 - took));
      }
    })();
    return async () => {
      stopped = true;
      await done;
      const sorted = [...waits].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
      console.log(
        `the other venue's GET /api/inventory during the import: ${waits.length} answers, ` +
          `slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
          `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms` +
          (slow.length > 0 ? `; over 1 s (took, from the import's start): ${slow.join(', ')}` : ''),
      );
    };
  }

  const file = await measure('export', async () => {
    const response = await fetch(`${base}/api/locations/${location.id}/export`, { headers });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    return response.text();
  });
  console.log(`export size: ${mb(Buffer.byteLength(file))}`);

  const stopPolling = pollNeighbour();
  await measure('import', async () => {
    const response = await fetch(`${base}/api/locations/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: file,
    });
    if (response.status !== 201) {
      throw new Error(
        `import answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
      );
    }
  });
  await stopPolling();
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
