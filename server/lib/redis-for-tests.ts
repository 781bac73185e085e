import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { openRedis, type SharedRedis } from './redis.ts';

/** The Redis of the tests: 127.0.0.1:6379 (CI runs one), or TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of the caller's own, so test files running at once never share counts. */
export function testRedisPrefix(): string {
  return `barback-test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * Fails loudly when the tests' Redis is not there: these tests never skip (CI has Redis).
 */
export async function assertTestRedis(): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `These tests need Redis at ${TEST_REDIS_URL} (start it, or set TEST_REDIS_URL): ${String(error)}`,
    );
  } finally {
    client.disconnect();
  }
}

/** A connection of the app's kind with a prefix of its own, opened before and emptied after. */
export function useTestRedis(): { readonly redis: SharedRedis; readonly prefix: string } {
  const prefix = testRedisPrefix();
  let redis: SharedRedis | undefined;
  beforeAll(async () => {
    await assertTestRedis();
    redis = await openRedis(TEST_REDIS_URL, prefix, { info() {}, warn() {} });
  });
  afterAll(async () => {
    await redis?.close();
    await deleteRedisKeys(prefix);
  });
  return {
    get redis() {
      if (!redis) throw new Error('Redis is not open yet: use it inside a test.');
      return redis;
    },
    prefix,
  };
}
