import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';
import type { SharedRedis } from '../lib/redis.ts';

/** What @fastify/rate-limit asks of a store (its README, "Custom store"). */
interface RateLimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteStoreOptions): RateLimitStore;
}
type StoreCallback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface RouteStoreOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
  routeInfo: { method: string; url: string };
}

// The plugin's own stores: Redis (one Lua step per request) and the in-process LRU.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateLimitStore;

/**
 * The plugin's Redis store, and its in-process store when Redis fails: a request is neither
 * refused nor let through unlimited because Redis is away, and never waits for it.
 */
class SharedStore implements RateLimitStore {
  private failing = false;

  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.incr(key, this.orLocal('incr', key, callback, timeWindow, max), timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.read(key, this.orLocal('read', key, callback, timeWindow, max), timeWindow, max);
  }

  child(routeOptions: RouteStoreOptions): RateLimitStore {
    return new SharedStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.log,
    );
  }

  private orLocal(
    method: 'incr' | 'read',
    key: string,
    callback: StoreCallback,
    timeWindow: number,
    max: number,
  ): StoreCallback {
    return (error, result) => {
      if (!error) {
        this.failing = false;
        callback(null, result);
        return;
      }
      if (!this.failing) {
        this.failing = true;
        this.log.warn(
          { err: error },
          'Redis failed: request limits count in this process until Redis answers again',
        );
      }
      this.local[method](key, callback, timeWindow, max);
    };
  }
}

/** The store class the plugin builds (it passes its options: the route's give each child). */
function sharedStoreOf(redis: SharedRedis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class SharedRedisStore extends SharedStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(
          continueExceeding,
          exponentialBackoff,
          redis.client,
          `${redis.prefix}rate-limit:`,
        ),
        new LocalStore(continueExceeding, exponentialBackoff),
        log,
      );
    }
  }
  return SharedRedisStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Per-IP request limits, opt-in per route with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in Redis when the app has it (every process counts together, under
 * `<prefix>rate-limit:`), in this process otherwise (one per app). Past the limit the route
 * answers our error body, 429 RATE_LIMITED, with a Retry-After header.
 */
export default fp<{ redis?: SharedRedis | undefined }>(
  async function rateLimitPlugin(app: FastifyInstance, options) {
    const { redis } = options;
    const log = app.log;
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? {
            store: sharedStoreOf(redis, log),
          }
        : {}),
      errorResponseBuilder(_request, context) {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError(
          'RATE_LIMITED',
          'Too many requests. Please wait and try again.',
          { retry_after: seconds },
          seconds,
        );
      },
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
