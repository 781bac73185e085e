import type { FastifyInstance, FastifyRequest } from 'fastify';

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Keeps the database open until every request already being handled has answered — even one
 * whose client went away — so a shutdown never cuts a handler off between two queries.
 * The hook it adds runs before the database is closed (onClose hooks run last-added first).
 */
export function drainRequestsOnClose(app: FastifyInstance): void {
  const pending = new Set<FastifyRequest>();
  let drained: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    pending.delete(request);
    if (pending.size === 0) drained?.();
  };
  app.addHook('onRequest', async (request) => {
    // A WebSocket upgrade never answers: its socket is closed on shutdown (plugins/realtime.ts).
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    pending.add(request);
  });
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onClose', async () => {
    if (pending.size === 0) return;
    app.log.info({ pending: pending.size }, 'waiting for requests in flight');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
