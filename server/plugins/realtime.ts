import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { createMemoryBus, createPostgresBus, type EventBus } from '../lib/realtime/bus.ts';
import { type DomainEvent, domainEvent } from '../lib/realtime/events.ts';
import { Hub } from '../lib/realtime/hub.ts';
import { realtimeRoute } from '../lib/realtime/socket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /**
       * Tells every process's subscribed sockets that something in a location changed. Call it
       * after the commit (never inside a transaction); it never throws for a bus failure — the
       * change is saved, clients catch up on their next refetch — and logs it instead.
       */
      publish(event: DomainEvent): Promise<void>;
    };
  }
}

export interface RealtimeOptions {
  /** How long a new socket has to send its token (default 10 s). */
  handshakeTimeoutMs?: number;
  /** Interval of the ping that finds dead sockets (default 30 s). */
  heartbeatMs?: number;
}

function poolOf(database: Database): pg.Pool | undefined {
  return 'pool' in database && database.pool instanceof pg.Pool ? database.pool : undefined;
}

/** The realtime bus (`app.realtime.publish`) and the `GET /api/realtime` WebSocket. */
export default fp<RealtimeOptions>(
  async function realtimePlugin(app: FastifyInstance, options) {
    const hub = new Hub();
    const pool = poolOf(app.database);
    const bus: EventBus = pool
      ? await createPostgresBus({
          pool,
          log: app.log,
          // Events sent while this process was deaf are lost: its clients refetch everything.
          onReconnect: () => hub.resync(),
        })
      : createMemoryBus();
    const stopListening = bus.listen((event) => hub.deliver(event));

    app.decorate('realtime', {
      async publish(event: DomainEvent) {
        const parsed = domainEvent.parse(event);
        try {
          await bus.publish(parsed);
        } catch (error) {
          app.log.error({ err: error, event: parsed }, 'realtime: publishing failed');
        }
      },
    });

    const heartbeatMs = options.heartbeatMs ?? 30_000;
    const heartbeat = setInterval(() => hub.heartbeat(), heartbeatMs);
    heartbeat.unref();

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      stopListening();
      hub.closeAll();
      await bus.close();
    });

    await app.register(realtimeRoute, {
      hub,
      jwtSecret: app.config.jwtSecret,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 10_000,
      now: app.clock,
    });
  },
  { name: 'realtime', dependencies: ['@fastify/websocket'] },
);
