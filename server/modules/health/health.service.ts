import type { HealthResponse } from '../../../contract/health.ts';
import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

/** Asks the database for `select 1`, giving up after two seconds. */
export async function checkHealth(database: Database, version: string): Promise<HealthResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { status: 'ok', database: 'ok', version };
  } catch {
    return { status: 'error', database: 'down', version };
  } finally {
    clearTimeout(timer);
  }
}
