// The soak's load: a few clients at once, each doing what a venue's staff do all evening, one
// request after the other (a closed loop: a slower server gets fewer requests, not a queue).
import { randomUUID } from 'node:crypto';
import type { Seeded } from '../bench/seed.ts';
import { clientAddress, pick } from '../bench/load.ts';

export interface Sample {
  /** Milliseconds since the soak began, when the request was sent. */
  at: number;
  action: string;
  ms: number;
  /** The status, or 0 when the request failed before any answer. */
  status: number;
}

interface Context {
  baseURL: string;
  seeded: Seeded;
  tokens: string[];
  /** Sent lists still to receive: one is received now and then. */
  deliveries: string[];
  requests: number;
}

type Action = (context: Context) => { method: string; path: string; body?: unknown; login?: true };

const owner = (context: Context) => context.tokens[0] ?? '';

/** What a client does, with how often (weights). */
const ACTIONS: [name: string, weight: number, action: Action][] = [
  [
    'count',
    50,
    (context) => ({
      method: 'POST',
      path: `/api/inventory/update/${pick(context.seeded.itemIds)}`,
      body: { quantity: Math.floor(Math.random() * 40), reason: 'count' },
    }),
  ],
  [
    'item',
    15,
    (context) => ({ method: 'GET', path: `/api/inventory/${pick(context.seeded.itemIds)}` }),
  ],
  [
    'stock list',
    5,
    (context) => ({
      method: 'GET',
      path: `/api/inventory?location_id=${context.seeded.locationId}`,
    }),
  ],
  [
    'lists',
    10,
    (context) => ({
      method: 'GET',
      path: `/api/shopping-lists?location_id=${context.seeded.locationId}`,
    }),
  ],
  [
    'menu',
    10,
    (context) => ({ method: 'GET', path: `/api/menu?location_id=${context.seeded.locationId}` }),
  ],
  [
    'changelog',
    5,
    (context) => ({
      method: 'GET',
      path: `/api/inventory/updates/changelog?location_id=${context.seeded.locationId}`,
    }),
  ],
  [
    'login',
    5,
    (context) => ({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: pick(context.seeded.emails), password: context.seeded.password },
      login: true,
    }),
  ],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

function chooseAction(): [string, Action] {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return [name, action];
  }
  const [name, , action] = ACTIONS[0] as (typeof ACTIONS)[number];
  return [name, action];
}

async function send(
  context: Context,
  request: ReturnType<Action>,
): Promise<{ ms: number; status: number }> {
  context.requests += 1;
  const started = performance.now();
  try {
    const response = await fetch(new URL(request.path, context.baseURL), {
      method: request.method,
      headers: {
        // Many client addresses: a sign-in limit per address is not what the soak measures.
        'x-forwarded-for': clientAddress(context.requests % 60_000),
        ...(request.login ? {} : { authorization: `Bearer ${pick(context.tokens)}` }),
        ...(request.body === undefined
          ? {}
          : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/** Receives one of the seeded sent lists (100 lines), as the owner. */
async function receiveOne(context: Context): Promise<{ ms: number; status: number } | undefined> {
  const id = context.deliveries.shift();
  if (!id) return undefined;
  const started = performance.now();
  try {
    const response = await fetch(new URL(`/api/shopping-lists/${id}/receive`, context.baseURL), {
      method: 'POST',
      headers: { authorization: `Bearer ${owner(context)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

export interface MixOptions {
  baseURL: string;
  seeded: Seeded;
  tokens: string[];
  durationMs: number;
  clients: number;
  /** A delivery is received every this many ms (while seeded sent lists last). */
  receiveEveryMs: number;
  onSample(sample: Sample): void;
}

/** Runs the mix until the duration is over; every request's sample goes to onSample. */
export async function runMix(options: MixOptions): Promise<void> {
  const context: Context = {
    baseURL: options.baseURL,
    seeded: options.seeded,
    tokens: options.tokens,
    deliveries: [...options.seeded.deliveryListIds],
    requests: 0,
  };
  const began = performance.now();
  const elapsed = () => performance.now() - began;
  const client = async () => {
    while (elapsed() < options.durationMs) {
      const [name, action] = chooseAction();
      const at = elapsed();
      const { ms, status } = await send(context, action(context));
      options.onSample({ at, action: name, ms, status });
    }
  };
  const receiver = async () => {
    while (elapsed() + options.receiveEveryMs < options.durationMs) {
      await new Promise((resolve) => setTimeout(resolve, options.receiveEveryMs));
      const at = elapsed();
      const answer = await receiveOne(context);
      if (!answer) return;
      options.onSample({ at, action: 'receive', ...answer });
    }
  };
  await Promise.all([receiver(), ...Array.from({ length: options.clients }, client)]);
}
