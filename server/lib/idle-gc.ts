import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long the server must have had no request before it collects (decision 045). */
export const IDLE_GC_AFTER_MS = 10_000;

/**
 * V8's full collection as a function, without `--expose-gc` on the command line: the flag is
 * set for the moment a fresh context is made (which then holds `gc`), and cleared again, so
 * no other code sees a global `gc`. The same way test runners reach it to look for leaks.
 * Undefined where this Node does not give it (the server then simply does not collect).
 */
export function fullCollection(
  reach: () => unknown = () => runInNewContext('gc'),
): (() => void) | undefined {
  let gc: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof gc !== 'function') {
    setFlagsFromString('--expose-gc');
    try {
      gc = reach();
    } catch {
      gc = undefined;
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
  }
  if (typeof gc !== 'function') return undefined;
  const collect = gc as () => void;
  // Twice: the pages the first collection empties are given back by the second. After the
  // same loads, one left the heap at 132–196 MB of pages for 62 MB in use, two at 73–106 MB.
  return () => {
    collect();
    collect();
  };
}

export interface IdleCollectorOptions {
  /** Runs the collection (here and in the database's thread). */
  collect: () => Promise<void> | void;
  idleMs?: number;
  now?: () => number;
  /** Told when a collection fails; the server goes on. */
  onError?: (error: unknown) => void;
}

/**
 * Collects garbage once the server has been idle for `idleMs` after serving requests
 * (decision 045). Under load V8 promotes the garbage of many answers at once into its old
 * space and keeps the pages: without a full collection, which a server that has gone quiet
 * never triggers, the process holds the peak of its last busy minute for good. Once after each
 * busy spell, and never while a request is being handled: a request that arrives meanwhile
 * waits for the collection (tens of milliseconds), and only after ten quiet seconds.
 */
export function collectWhenIdle(app: FastifyInstance, options: IdleCollectorOptions): void {
  const idleMs = options.idleMs ?? IDLE_GC_AFTER_MS;
  const now = options.now ?? Date.now;
  const handling = new Set<FastifyRequest>();
  let lastActivity = now();
  let servedSinceCollection = false;
  let collecting = false;

  const finished = (request: FastifyRequest) => {
    handling.delete(request);
    lastActivity = now();
  };
  app.addHook('onRequest', async (request) => {
    // A WebSocket stays open and never answers; it is not work in hand.
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    handling.add(request);
    servedSinceCollection = true;
    lastActivity = now();
  });
  // Done once its answer is handed over (as lib/in-flight.ts counts): in the benchmark, whose
  // clients stop with requests in hand, some requests reported neither a response nor an abort.
  app.addHook('onSend', async (request) => finished(request));
  app.addHook('onResponse', async (request) => finished(request));
  app.addHook('onRequestAbort', async (request) => finished(request));

  const check = () => {
    if (collecting || !servedSinceCollection || handling.size > 0) return;
    if (now() - lastActivity < idleMs) return;
    servedSinceCollection = false;
    collecting = true;
    Promise.resolve()
      .then(options.collect)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        collecting = false;
      });
  };
  const timer = setInterval(check, Math.max(1, Math.floor(idleMs / 4)));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
