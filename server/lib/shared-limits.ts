import { createHash } from 'node:crypto';
import {
  type AddedAttempt,
  type AttemptWindow,
  type AttemptWindows,
  LocalAttemptWindows,
} from './attempt-limiter.ts';
import type { RedisLog, SharedRedis } from './redis.ts';

/**
 * Counts one attempt in a key's window (a hash: startedAt, count, lastAt), in one step.
 * ARGV: now and the window (ms, the app's clock), and the most the window may hold (-1: no
 * bound). Answers startedAt, count, lastAt, and 1 when it counted. The key expires when its
 * window ends, so Redis forgets what is over.
 */
const ADD_ATTEMPT = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local atMost = tonumber(ARGV[3])
local window = redis.call('HMGET', KEYS[1], 'startedAt', 'count', 'lastAt')
local startedAt = tonumber(window[1])
if startedAt == nil or now - startedAt >= windowMs then
  redis.call('HSET', KEYS[1], 'startedAt', ARGV[1], 'count', 1, 'lastAt', ARGV[1])
  redis.call('PEXPIRE', KEYS[1], windowMs)
  return {ARGV[1], 1, ARGV[1], 1}
end
local count = tonumber(window[2])
if atMost >= 0 and count >= atMost then
  return {window[1], count, window[3], 0}
end
count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'lastAt', ARGV[1])
return {window[1], count, ARGV[1], 1}
`;

declare module 'ioredis' {
  interface RedisCommander {
    barbackAddAttempt(
      key: string,
      now: number,
      windowMs: number,
      atMost: number,
    ): Promise<[string, number, string, number]>;
  }
}

/** Where the app's limits keep their windows: one store per limit, by name. */
export interface SharedLimits {
  /** Whether the counts are shared with other processes (through Redis). */
  shared: boolean;
  windows(name: string): AttemptWindows;
}

/**
 * The windows of every attempt limit (sign-in, password reset, assistant): in Redis when the
 * app has it, so every process counts together, in this process otherwise (decision 037).
 */
export function sharedLimits(redis: SharedRedis | undefined, log: RedisLog): SharedLimits {
  if (!redis) return { shared: false, windows: () => new LocalAttemptWindows() };
  redis.client.defineCommand('barbackAddAttempt', { numberOfKeys: 1, lua: ADD_ATTEMPT });
  return {
    shared: true,
    windows: (name) => new RedisAttemptWindows(redis, name, log),
  };
}

/**
 * Windows in Redis under `<prefix>limits:<name>:<sha-256 of the key>` (emails and addresses
 * stay out of Redis). When Redis fails, each call counts in this process instead, so a limit
 * still holds in each process while Redis is away; the log says so once per outage.
 */
export class RedisAttemptWindows implements AttemptWindows {
  private readonly local = new LocalAttemptWindows();
  private failing = false;

  constructor(
    private readonly redis: SharedRedis,
    private readonly name: string,
    private readonly log: RedisLog,
  ) {}

  get(key: string, now: number, windowMs: number): Promise<AttemptWindow | undefined> {
    return this.inRedis(
      async () => {
        const [startedAt, count, lastAt] = await this.redis.client.hmget(
          this.redisKey(key),
          'startedAt',
          'count',
          'lastAt',
        );
        if (startedAt === null || count === null || lastAt === null) return undefined;
        const window = {
          startedAt: Number(startedAt),
          count: Number(count),
          lastAt: Number(lastAt),
        };
        return now - window.startedAt >= windowMs ? undefined : window;
      },
      () => this.local.get(key, now, windowMs),
    );
  }

  add(key: string, now: number, windowMs: number, atMost: number): Promise<AddedAttempt> {
    return this.inRedis(
      async () => {
        const bound = Number.isFinite(atMost) ? atMost : -1;
        const [startedAt, count, lastAt, counted] = await this.redis.client.barbackAddAttempt(
          this.redisKey(key),
          now,
          windowMs,
          bound,
        );
        return {
          window: { startedAt: Number(startedAt), count: Number(count), lastAt: Number(lastAt) },
          counted: counted === 1,
        };
      },
      () => this.local.add(key, now, windowMs, atMost),
    );
  }

  async delete(key: string): Promise<void> {
    // What was counted here while Redis was away is forgotten too.
    await this.local.delete(key);
    await this.inRedis(
      async () => {
        await this.redis.client.del(this.redisKey(key));
      },
      () => Promise.resolve(),
    );
  }

  private redisKey(key: string): string {
    const digest = createHash('sha256').update(key).digest('base64url');
    return `${this.redis.prefix}limits:${this.name}:${digest}`;
  }

  private async inRedis<T>(inRedis: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> {
    try {
      const answer = await inRedis();
      this.failing = false;
      return answer;
    } catch (error) {
      if (!this.failing) {
        this.failing = true;
        this.log.warn(
          { err: error, limit: this.name },
          'Redis failed: this limit counts in this process until Redis answers again',
        );
      }
      return inProcess();
    }
  }
}
