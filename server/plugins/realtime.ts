import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { createMemoryBus, createPostgresBus, type EventBus } from '../lib/realtime/bus.ts';
import { closeEndedSessions } from '../lib/realtime/ended-sessions.ts';
import { type BusMessage, type DomainEvent, domainEvent } from '../lib/realtime/events.ts';
import { type Connection, Hub } from '../lib/realtime/hub.ts';
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
      /**
       * Tells every process (this one too) that sign-ins of the user ended: each forgets what
       * it checked of them and closes their sockets whose sign-in is over. Never throws.
       */
      sessionsEnded(userId: string): Promise<void>;
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
    // Sockets whose sign-in ended are closed; a failed check leaves them to the next one.
    const closeEnded = (connections: Iterable<Connection>) => {
      closeEndedSessions(hub, app.sessions, connections).catch((error: unknown) => {
        app.log.warn({ err: error }, 'realtime: checking the sockets’ sign-ins failed');
      });
    };
    const pool = poolOf(app.database);
    const bus: EventBus = pool
      ? await createPostgresBus({
          pool,
          log: app.log,
          // Messages sent while this process was deaf are lost: its clients refetch everything,
          // and every sign-in is checked again.
          onReconnect: () => {
            hub.resync();
            app.sessions.clear();
            closeEnded(hub.connections);
          },
        })
      : createMemoryBus(app.database);
    const stopListening = bus.listen((message: BusMessage) => {
      if (message.type !== 'sessions.ended') return hub.deliver(message);
      app.sessions.forgetUser(message.user_id);
      closeEnded(hub.connectionsOf(message.user_id));
    });

    const send = async (message: BusMessage) => {
      try {
        await bus.publish(message);
      } catch (error) {
        app.log.error({ err: error, event: message }, 'realtime: publishing failed');
      }
    };
    app.decorate('realtime', {
      publish: async (event: DomainEvent) => send(domainEvent.parse(event)),
      sessionsEnded: (userId: string) => send({ type: 'sessions.ended', user_id: userId }),
    });

    // Each beat also checks every socket's sign-in: one missed notice never leaves a socket
    // of an ended sign-in open for longer than a beat.
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    const heartbeat = setInterval(() => {
      hub.heartbeat();
      closeEnded(hub.connections);
    }, heartbeatMs);
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
      sessions: app.sessions,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 10_000,
      now: app.clock,
    });
  },
  { name: 'realtime', dependencies: ['@fastify/websocket', 'auth'] },
);
