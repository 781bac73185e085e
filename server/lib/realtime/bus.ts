import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type BusMessage, busMessage, REALTIME_CHANNEL } from './events.ts';

export type Listener = (message: BusMessage) => void;

/** Carries messages between the processes of one deployment; every process hears every one. */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  /** Adds a listener; returns the function that removes it. */
  listen(listener: Listener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<Listener>();
  add(listener: Listener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(message: BusMessage): void {
    for (const listener of this.set) listener(message);
  }
}

const memoryBuses = new WeakMap<object, Listeners>();

/**
 * One process owns the data (PGlite): messages stay in the process, delivered on a later tick,
 * to every bus made for the same `database` (apps sharing one database hear each other, as
 * processes sharing PostgreSQL do).
 */
export function createMemoryBus(database: object = {}): EventBus {
  let listeners = memoryBuses.get(database);
  if (!listeners) {
    listeners = new Listeners();
    memoryBuses.set(database, listeners);
  }
  const shared = listeners;
  const own = new Set<() => void>();
  let closed = false;
  return {
    async publish(message) {
      if (closed) return;
      setImmediate(() => shared.emit(message));
    },
    listen(listener) {
      const remove = shared.add(listener);
      own.add(remove);
      return () => {
        own.delete(remove);
        remove();
      };
    },
    async close() {
      closed = true;
      for (const remove of own) remove();
      own.clear();
    },
  };
}

export interface PostgresBusOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Called after the LISTEN connection came back: events may have been missed meanwhile. */
  onReconnect?: () => void;
  /** Backoff bounds of the reconnection, in ms. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * PostgreSQL NOTIFY/LISTEN: publishing is `pg_notify` through the pool; each process keeps one
 * dedicated LISTEN connection of its own (outside the pool), reconnected with backoff when lost.
 * The publisher hears its own events like everyone else, so delivery is the same everywhere.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const { pool, log } = options;
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let backoff = minBackoff;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload);
    } catch {
      return;
    }
    // A notification carries one message or a batch of them (see `publish`).
    for (const candidate of Array.isArray(payload) ? payload : [payload]) {
      const parsed = busMessage.safeParse(candidate);
      if (parsed.success) listeners.emit(parsed.data);
      else log.warn('realtime: ignored a malformed notification');
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...pool.options, application_name: 'barback-realtime' });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime: the LISTEN connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${REALTIME_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    backoff = minBackoff;
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = backoff;
    backoff = Math.min(backoff * 2, maxBackoff);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          log.info('realtime: the LISTEN connection is back');
          options.onReconnect?.();
        },
        (error: unknown) => {
          log.warn({ err: error }, `realtime: reconnecting failed; next try in ${backoff} ms`);
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  // The first connection must work: a process that cannot listen fails at start.
  await connect();

  // Each NOTIFY is a transaction of its own, and PostgreSQL commits them one at a time: one
  // per count halved the counts a server could take. Events published while a notification
  // is on its way go together in the next one, in the order they were published.
  const batches = new NotifyBatches((payload) =>
    pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]).then(() => undefined),
  );

  return {
    publish(message) {
      if (closed) return Promise.resolve();
      return batches.add(message);
    },
    listen: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/** Below PostgreSQL's 8,000-byte limit on a notification's payload. */
const MAX_PAYLOAD_BYTES = 7_500;

interface Waiting {
  json: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers events into JSON arrays sent by `send`, one at a time: whatever is published while
 * one is being sent goes in the next, up to the payload limit. Each `add` settles when its
 * batch has been sent (or failed to be).
 */
export class NotifyBatches {
  private readonly waiting: Waiting[] = [];
  private sending = false;

  constructor(private readonly send: (payload: string) => Promise<void>) {}

  add(message: BusMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ json: JSON.stringify(message), resolve, reject });
      if (!this.sending) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.takeBatch();
        try {
          await this.send(`[${batch.map((item) => item.json).join(',')}]`);
          for (const item of batch) item.resolve();
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    let bytes = 2;
    while (this.waiting.length > 0) {
      const next = this.waiting[0] as Waiting;
      const size = Buffer.byteLength(next.json) + 1;
      if (batch.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) break;
      batch.push(next);
      bytes += size;
      this.waiting.shift();
    }
    return batch;
  }
}
