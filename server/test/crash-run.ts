// One crash run on a store: the real server is killed (SIGKILL) in the middle of a 1,000-line
// delivery, then of a 500-recipe import, then of a burst of counts, and started again on the
// same data after each kill. What the store holds afterwards is read by crash-checks.ts.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  countsWritten,
  deliveryOutcome,
  importOutcome,
  missingCounts,
  type Outcome,
  quantitiesOffTheChangelog,
} from './crash-checks.ts';
import { killHard, type Started, startServer, type Store } from './crash-server.ts';
import { type CrashVenue, RECIPE_COUNT, recipeFile, seedCrashVenue } from './crash-venue.ts';

const COUNTS_PER_ITEM = 6;

export interface CrashReport {
  /** Start on the seeded store, closed cleanly, in ms. */
  cleanStartMs: number;
  /** Each start after a SIGKILL, in ms. */
  restartsMs: number[];
  delivery: KilledWork;
  recipes: KilledWork;
  /** Counts sent, answered before the kill, of those not kept, and kept in all. */
  counts: { sent: number; acknowledged: number; missing: string[]; kept: number };
  /** Names of items whose quantity is not their last changelog row's new quantity. */
  offTheChangelog: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ok(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function caller(baseURL: string, venue: CrashVenue) {
  const headers = { authorization: `Bearer ${venue.token}` };
  return {
    receive: (listId: string) =>
      fetch(`${baseURL}/api/shopping-lists/${listId}/receive`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      }),
    importRecipes: (prefix: string) => {
      const form = new FormData();
      form.set('location_id', venue.locationId);
      form.set('file', recipeFile(prefix, venue.itemNames), 'recipes.csv');
      return fetch(`${baseURL}/api/recipes/bulk-import`, { method: 'POST', headers, body: form });
    },
    count: (itemId: string, quantity: number) =>
      fetch(`${baseURL}/api/inventory/update/${itemId}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity, reason: 'count' }),
      }),
  };
}

/** Answers whether the server is inside the work it was just given. */
type Signal = () => Promise<boolean>;

/**
 * On PostgreSQL, the server is inside the work once one of its connections has a transaction
 * open.
 */
function openTransaction(watcher: Database): Signal {
  return async () => {
    const result = (await watcher.db.execute(sql`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and xact_start is not null and state in ('active', 'idle in transaction')`)) as unknown as {
      rows: { open: number }[];
    };
    return (result.rows[0]?.open ?? 0) > 0;
  };
}

/** Bytes a process has written (to files, pipes and sockets), from /proc (Linux). */
async function writtenBy(pid: number): Promise<number> {
  const io = await readFile(`/proc/${pid}/io`, 'utf8');
  return Number(/wchar:\s+(\d+)/.exec(io)?.[1] ?? NaN);
}

/**
 * The embedded database runs inside the server's process: it is inside the work once that
 * process has written pages of it (the write-ahead log, 8 KB at a time) since the request went
 * out. An idle server writes a few bytes at most.
 */
async function writingPages(pid: number): Promise<Signal> {
  const before = await writtenBy(pid);
  return async () => (await writtenBy(pid)) - before >= 16 * 1024;
}

/**
 * Fires the work, waits until the server is inside it, then a random part of 0.3 of the time the
 * same work took whole, and kills the server. Answers how long after firing the kill fell, and
 * whether the server had answered by then (the work was over: not a kill in the middle).
 */
async function killDuring(
  started: Started,
  work: () => Promise<Response>,
  signal: Signal,
  rehearsalMs: number,
  random: () => number,
): Promise<{ killedAfterMs: number; answered: boolean }> {
  const from = performance.now();
  let answered = false;
  const request = work().then(
    async (response) => {
      await response.arrayBuffer();
      answered = true;
    },
    () => undefined,
  );
  while (!answered && !(await signal())) {
    if (performance.now() - from > 60_000) throw new Error('The server never started the work');
    await pause(2);
  }
  await pause(random() * rehearsalMs * 0.3);
  const killedAfterMs = performance.now() - from;
  const answeredBeforeKill = answered;
  await killHard(started.server);
  await request;
  return { killedAfterMs, answered: answeredBeforeKill };
}

/** A kill in the middle of a transaction, and what the store held afterwards. */
export interface KilledWork {
  outcome: Outcome;
  killedAfterMs: number;
  /** The server had answered before the kill: the work was over, not interrupted. */
  answered: boolean;
  /** How long the same work took whole, warmed up. */
  rehearsalMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const from = performance.now();
  await work();
  return performance.now() - from;
}

export async function crashRun(store: Store, random: () => number): Promise<CrashReport> {
  const seeding = await store.open();
  const venue = await seedCrashVenue(seeding.db);
  await seeding.close();
  const watcher = store.kind === 'postgres' ? await store.open() : undefined;
  const restartsMs: number[] = [];
  const servers: Started[] = [];
  const start = async () => {
    const next = await startServer(store);
    servers.push(next);
    return next;
  };
  const restart = async () => {
    const next = await start();
    restartsMs.push(next.startedInMs);
    return next;
  };
  const signalOf = async (started: Started) =>
    watcher ? openTransaction(watcher) : writingPages(started.server.child.pid ?? 0);
  try {
    // The delivery: one whole to warm up, one whole timed, one killed.
    let started = await start();
    const cleanStartMs = started.startedInMs;
    let api = caller(started.server.baseURL, venue);
    await ok(await api.receive(venue.warmUpListId));
    const deliveryMs = await timed(async () => ok(await api.receive(venue.rehearsalListId)));
    const delivery = await killDuring(
      started,
      () => api.receive(venue.listId),
      await signalOf(started),
      deliveryMs,
      random,
    );

    // The recipe import, the same way.
    started = await restart();
    api = caller(started.server.baseURL, venue);
    const importWhole = async (prefix: string) => {
      const answer = (await ok(await api.importRecipes(prefix))) as { created: unknown[] };
      if (answer.created.length !== RECIPE_COUNT) throw new Error(`The import ${prefix} failed`);
    };
    await importWhole('Warm-up recipe');
    const recipesMs = await timed(() => importWhole('Rehearsal recipe'));
    const recipes = await killDuring(
      started,
      () => api.importRecipes('Crash recipe'),
      await signalOf(started),
      recipesMs,
      random,
    );

    // The burst of counts, all in flight at once, killed once some have been answered.
    started = await restart();
    api = caller(started.server.baseURL, venue);
    const acknowledged: string[] = [];
    const killAt = 10 + Math.floor(random() * 120);
    const burst = started;
    const counts = venue.countedItemIds.flatMap((itemId, index) =>
      Array.from({ length: COUNTS_PER_ITEM }, (_, step) =>
        api.count(itemId, 10 + index + step).then(
          async (response) => {
            const body = (await response.json()) as { update?: { id: string } };
            if (!response.ok || !body.update) return;
            acknowledged.push(body.update.id);
            // Killed the moment the answer that makes killAt is read, the rest still in flight.
            if (acknowledged.length === killAt) burst.server.child.kill('SIGKILL');
          },
          () => undefined,
        ),
      ),
    );
    let answered = false;
    const all = Promise.all(counts).then(() => (answered = true));
    // PostgreSQL can write the counts faster than this process reads the answers: there the
    // kill also falls once killAt of them are in the database and a few answers have been read.
    if (watcher) {
      while (
        !answered &&
        (acknowledged.length < 5 || (await countsWritten(watcher.db, venue)) < killAt)
      ) {
        await pause(1);
      }
    } else {
      await all;
    }
    await killHard(started.server);
    await all;

    // Once more on the same data, then stopped cleanly so the store can be read here.
    started = await restart();
    await ok(await fetch(`${started.server.baseURL}/health`));
    await started.server.stop();

    const checking = watcher ?? (await store.open());
    try {
      return {
        cleanStartMs,
        restartsMs,
        delivery: {
          ...delivery,
          outcome: await deliveryOutcome(checking.db, venue),
          rehearsalMs: deliveryMs,
        },
        recipes: {
          ...recipes,
          outcome: await importOutcome(checking.db, venue, 'Crash recipe', RECIPE_COUNT),
          rehearsalMs: recipesMs,
        },
        counts: {
          sent: counts.length,
          acknowledged: acknowledged.length,
          missing: await missingCounts(checking.db, acknowledged),
          kept: await countsWritten(checking.db, venue),
        },
        offTheChangelog: await quantitiesOffTheChangelog(checking.db, venue),
      };
    } finally {
      if (!watcher) await checking.close();
    }
  } finally {
    for (const server of servers) await killHard(server.server);
    await watcher?.close();
  }
}
