// Drives one endpoint with autocannon and reduces its result to the figures the report shows.
import autocannon from 'autocannon';

interface LoadOptions {
  /** The origin, e.g. http://127.0.0.1:3000; paths come with the requests. */
  baseURL: string;
  requests: autocannon.Request[];
  connections: number;
  /** Seconds of measurement. */
  duration: number;
  /** Seconds of the same load before, not measured (JIT, caches, pool connections). */
  warmup: number;
  /** Requests per second across all connections; unset: as fast as answers come. */
  overallRate?: number;
}

export interface LoadStats {
  /** Answers 2xx per second of the measurement. */
  reqPerSec: number;
  /** Every answer, 2xx or not. */
  responses: number;
  seconds: number;
  connections: number;
  /** Milliseconds, over every answer. */
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Answers other than 2xx, plus connection errors and timeouts (10 s). */
  errors: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Bytes read per answer, headers included (compressed when the body was). */
  bytesPerResponse: number;
}

/** The p-th percentile (0–100) of sorted values, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

/**
 * Waits until the server is idle: the requests of a run still in its queue when the load
 * generator hung up (the server finishes them all the same) would otherwise slow the first
 * second of the next run. Idle: /health, which asks the database, answers twice in a row
 * within 50 ms. Gives up after 30 s.
 */
export async function settle(baseURL: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${baseURL}/health`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    quick = ok && performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Longest the connections may take to open before the warm-up starts anyway. */
const CONNECT_LIMIT_S = 15;
/** The real requests run at least this long before the measurement, warm-up or not. */
const MIN_WARMUP_S = 0.5;

type Phase = 'connect' | 'warmup' | 'measure' | 'done';

/**
 * One autocannon run in three phases on the same connections:
 *
 * 1. connect: every connection asks GET /health until each has had an answer. A server busy
 *    with the other connections accepts new ones slowly (about one per turn of its event
 *    loop), so opening 50 connections on a loaded server takes seconds; the first request of
 *    a late connection would count all that wait. Phones keep their connections open: the
 *    steady state is what is measured.
 * 2. warm-up: the endpoint's requests, not measured (JIT, caches, pool connections).
 * 3. measure: the endpoint's requests for `duration` seconds; every answer in that window
 *    is counted, whenever its request was sent.
 */
export async function load(options: LoadOptions): Promise<LoadStats> {
  await settle(options.baseURL);
  let phase: Phase = 'connect';
  const connect: autocannon.Request = { method: 'GET', path: '/health' };
  // Each request is built as it is sent: /health while connecting, the endpoint's after.
  const requests: autocannon.Request[] = options.requests.map((request) => {
    const setup = request.setupRequest;
    return {
      ...request,
      setupRequest: (built: autocannon.Request, context: object) => {
        if (phase === 'connect') return { ...built, ...connect, headers: {}, body: '' };
        const real = {
          ...built,
          method: request.method ?? built.method,
          path: request.path,
          body: request.body,
        };
        return typeof setup === 'function' ? setup(real, context) : real;
      },
    };
  });

  const answered = new Set<unknown>();
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let ok = 0;
  let bytes = 0;
  let socketErrors = 0;
  let timeouts = 0;
  let measureStart = 0;
  let measureEnd = 0;

  let finished: (error?: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finished = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: options.baseURL,
      connections: options.connections,
      // An upper bound only: the run is stopped when its measurement is over.
      duration: CONNECT_LIMIT_S + Math.max(options.warmup, MIN_WARMUP_S) + options.duration + 30,
      requests,
      ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    },
    (error) => finished(error ?? undefined),
  );
  const timers: NodeJS.Timeout[] = [];
  const startMeasuring = () => {
    phase = 'measure';
    measureStart = performance.now();
    timers.push(
      setTimeout(() => {
        phase = 'done';
        measureEnd = performance.now();
        instance.stop();
      }, options.duration * 1000),
    );
  };
  const startWarmup = () => {
    if (phase !== 'connect') return;
    phase = 'warmup';
    timers.push(setTimeout(startMeasuring, Math.max(options.warmup, MIN_WARMUP_S) * 1000));
  };
  timers.push(setTimeout(startWarmup, CONNECT_LIMIT_S * 1000));

  instance.on('response', (client: unknown, status: number, size: number, ms: number) => {
    if (phase === 'connect') {
      answered.add(client);
      if (answered.size >= options.connections) startWarmup();
      return;
    }
    if (phase !== 'measure') return;
    latencies.push(ms);
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    if (status >= 200 && status < 300) ok += 1;
    bytes += size;
  });
  instance.on('reqError', (error: Error) => {
    if (phase !== 'measure') return;
    if (error.message === 'request timed out') timeouts += 1;
    else socketErrors += 1;
  });
  try {
    await done;
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
  if (!measureEnd) measureEnd = performance.now();

  latencies.sort((a, b) => a - b);
  const responses = latencies.length;
  const seconds = measureStart ? (measureEnd - measureStart) / 1000 : 0;
  const non2xx = responses - ok;
  return {
    reqPerSec: seconds > 0 ? ok / seconds : 0,
    responses,
    seconds,
    connections: options.connections,
    latency: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      mean: responses ? latencies.reduce((sum, value) => sum + value, 0) / responses : 0,
    },
    errors: non2xx + socketErrors + timeouts,
    non2xx,
    socketErrors,
    timeouts,
    statusCodes,
    bytesPerResponse: responses ? bytes / responses : 0,
  };
}

/** Round robin over a list, for spreading requests over tokens, items, addresses. */
export function cycle<T>(values: readonly T[]): () => T {
  if (values.length === 0) throw new Error('Nothing to cycle over');
  let next = 0;
  return () => {
    const value = values[next % values.length] as T;
    next += 1;
    return value;
  };
}

/** A random element. */
export function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)] as T;
}

/**
 * A client address for the n-th request, from 198.18.0.0/15 (kept for benchmarks, RFC 2544).
 * The server trusts X-Forwarded-For during the run, so its per-address sign-in limit (there
 * against guessing passwords) does not cut the login load short; per-account limits still
 * apply (the logins all succeed).
 */
export function clientAddress(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}
