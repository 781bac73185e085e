import type { HealthResponse } from '#contract/health.ts';
import type { PublicContext } from '#server/lib/context.ts';

const PING_TIMEOUT_MS = 2000;

/** Asks the database for `select 1`, giving up after two seconds; answers the running version. */
export async function checkHealth(ctx: PublicContext): Promise<HealthResponse> {
  const version = ctx.config.version;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([ctx.database.ping(), timeout]);
    return { status: 'ok', database: 'ok', version };
  } catch {
    return { status: 'error', database: 'down', version };
  } finally {
    clearTimeout(timer);
  }
}
