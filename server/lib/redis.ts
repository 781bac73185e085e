import { Redis } from 'ioredis';

/** The least a logger must do here: Fastify's and pino's fit. */
export interface RedisLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The app's one Redis connection and the prefix every key of this deployment starts with. */
export interface SharedRedis {
  client: Redis;
  prefix: string;
  /** Whether commands reach Redis now (for logs and health). */
  isReady(): boolean;
  close(): Promise<void>;
}

/** How long a command may take before the caller counts in the process instead. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the app waits for Redis when it starts, before starting without it. */
const FIRST_CONNECT_MS = 2_000;

/**
 * Connects to Redis for the limits shared by every process. A request never waits for a Redis
 * that is down: commands are not queued while the connection is away (they fail at once) and
 * time out after half a second, and the caller then counts in its own process (decision 037).
 * The connection is retried in the background; the log says when it is lost and back.
 */
export async function openRedis(
  url: string,
  prefix: string,
  log: RedisLog,
  options: { firstConnectMs?: number } = {},
): Promise<SharedRedis> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_MS,
    lazyConnect: true,
  });
  let lost = false;
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: error }, 'Redis is unreachable: limits count in this process until it is back');
  });
  client.on('ready', () => {
    if (lost) log.info({}, 'Redis is back: limits are shared again');
    lost = false;
  });

  // The first connection is awaited (briefly), so the first requests already share counts.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, options.firstConnectMs ?? FIRST_CONNECT_MS);
    }),
  ]);
  clearTimeout(timer);

  return {
    client,
    prefix,
    isReady: () => client.status === 'ready',
    async close() {
      if (client.status === 'ready') {
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
}
