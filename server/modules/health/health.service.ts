import type { HealthResponse } from '#contract/health.ts';
import type { PublicContext } from '#server/lib/context.ts';
import type { SharedRedis } from '#server/lib/redis.ts';

const PING_TIMEOUT_MS = 2000;

/**
 * Asks the database for `select 1`, giving up after two seconds; answers the running version.
 * With Redis configured, pings it too: down only means each process counts its own limits
 * (decision 037), so the status stays that of the database.
 */
export async function checkHealth(
  ctx: PublicContext,
  redis?: SharedRedis,
): Promise<HealthResponse> {
  const version = ctx.config.version;
  const [database, redisState] = await Promise.all([
    answersWithin(ctx.database.ping()),
    redis ? answersWithin(redis.client.ping()) : undefined,
  ]);
  return {
    status: database ? 'ok' : 'error',
    database: database ? 'ok' : 'down',
    ...(redisState === undefined ? {} : { redis: redisState ? 'ok' : 'down' }),
    version,
  };
}

/** Whether the check answered within PING_TIMEOUT_MS. */
async function answersWithin(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
