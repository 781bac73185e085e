// Buying, timed one request at a time (these are a manager's actions, not a crowd's): generating
// the orders of a 2,000-item location over 10 vendors, and receiving a 100-line delivery.
import type { Subject } from './endpoints.ts';
import { percentile } from './load.ts';

export interface Timings {
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface BuyingResult {
  /** POST /api/shopping-lists/generate, its drafts deleted after each run. */
  generate: Timings & { lists: number; lines: number };
  /** POST /api/shopping-lists/{id}/receive of the seeded sent lists, each once. */
  receive: Timings & { lines: number };
}

const GENERATE_RUNS = 20;
const WARMUP_RUNS = 2;

export function timings(samples: number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? 0,
  };
}

async function call(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; status: number; json: unknown }> {
  const started = performance.now();
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { ms, status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** Generates and receives as the location's owner (the first member). */
export async function measureBuying(baseURL: string, subject: Subject): Promise<BuyingResult> {
  const token = subject.tokens[0];
  if (!token) throw new Error('No signed-in owner');
  const { locationId, deliveryListIds } = subject.seeded;

  const generated: number[] = [];
  let lists = 0;
  let lines = 0;
  for (let run = 0; run < WARMUP_RUNS + GENERATE_RUNS; run++) {
    const answer = await call(baseURL, token, 'POST', '/api/shopping-lists/generate', {
      location_id: locationId,
    });
    const drafts = answer.json as { id: string; item_count: number }[];
    if (run >= WARMUP_RUNS) generated.push(answer.ms);
    lists = drafts.length;
    lines = drafts.reduce((sum, draft) => sum + draft.item_count, 0);
    // Deleted again, so the next run finds the same need (generating leaves out what is
    // already on an open list).
    for (const draft of drafts) {
      await call(baseURL, token, 'DELETE', `/api/shopping-lists/${draft.id}`);
    }
  }

  const received: number[] = [];
  let receivedLines = 0;
  for (const id of deliveryListIds) {
    const answer = await call(baseURL, token, 'POST', `/api/shopping-lists/${id}/receive`, {});
    received.push(answer.ms);
    receivedLines = Math.max(receivedLines, (answer.json as { item_count: number }).item_count);
  }
  return {
    generate: { ...timings(generated), lists, lines },
    receive: { ...timings(received), lines: receivedLines },
  };
}
