import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newClientIp } from '#server/test/auth-helpers.ts';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import {
  assertTestRedis,
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './redis-for-tests.ts';

// Decision 037: when Redis is away, every limit counts in the process (with a warning in the
// log) rather than refusing everyone or letting everyone through, and no request waits for it.

/** The app's log lines at warn and above, as parsed JSON. */
function logLines(): { stream: Writable; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as { level: number; msg: string });
      }
      done();
    },
  });
  return { stream, lines };
}

const SIGN_INS = 'Too many failed sign-ins. Please wait and try again.';
let now = new Date('2026-11-20T12:00:00Z').getTime();
const clock = () => new Date(now);

async function failTenTimes(context: TestContext, email: string, ip: string): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await login(context.app, { email, password: `guess ${attempt}` }, ip);
    expect(response.statusCode, `attempt ${attempt}: ${response.body}`).toBe(401);
  }
}

describe('with Redis unreachable from the start', () => {
  const log = logLines();
  let context: TestContext;

  beforeAll(async () => {
    // Nothing listens on port 1: the connection is refused at once, and again on every retry.
    context = await createTestApp({
      clock,
      logStream: log.stream,
      config: { redisUrl: 'redis://127.0.0.1:1', logLevel: 'warn' },
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('counts failed sign-ins in the process, says so in the log, and never answers 5xx', async () => {
    const owner = await createUser(context.db);
    const stranger = newClientIp();
    await failTenTimes(context, owner.email, stranger);
    const eleventh = await login(
      context.app,
      { email: owner.email, password: owner.password },
      stranger,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatchObject({ code: 'RATE_LIMITED', message: SIGN_INS });
    expect(log.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Redis is unreachable: limits count in this process until it is back',
        'Redis failed: this limit counts in this process until Redis answers again',
      ]),
    );
  });

  it('reports Redis down on /health, and still answers 200: the app works without it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'down',
      version: '0.0.0-test',
    });
  });

  it('keeps the request limits of the rate-limit plugin in the process', async () => {
    const ip = newClientIp();
    for (let request = 1; request <= 30; request++) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'not an email' },
        remoteAddress: ip,
      });
      expect(response.statusCode, `request ${request}`).toBe(422);
    }
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not an email' },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(log.lines.map((line) => line.msg)).toContain(
      'Redis failed: request limits count in this process until Redis answers again',
    );
  });
});

describe('with Redis lost while the app runs', () => {
  const prefix = testRedisPrefix();
  const log = logLines();
  let context: TestContext;

  beforeAll(async () => {
    await assertTestRedis();
    context = await createTestApp({
      clock,
      logStream: log.stream,
      config: { redisUrl: TEST_REDIS_URL, redisPrefix: prefix, logLevel: 'warn' },
    });
  });
  afterAll(async () => {
    await context?.close();
    await deleteRedisKeys(prefix);
  });

  it('goes on counting in the process, then in Redis again once it is back', async () => {
    const owner = await createUser(context.db);
    const stranger = newClientIp();
    const redis = context.app.redis;
    if (!redis) throw new Error('The app was built without Redis');
    // Counted in Redis while it is there.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(
        context.app,
        { email: owner.email, password: `before ${attempt}` },
        stranger,
      );
      expect(response.statusCode).toBe(401);
    }
    expect(await redis.client.keys(`${prefix}limits:sign-in-client:*`)).toHaveLength(1);
    const healthy = await context.app.inject({ method: 'GET', url: '/health' });
    expect(healthy.json()).toMatchObject({ status: 'ok', redis: 'ok' });

    redis.client.disconnect();
    await failTenTimes(context, owner.email, stranger);
    const refused = await login(
      context.app,
      { email: owner.email, password: owner.password },
      stranger,
    );
    expect(refused.statusCode).toBe(429);
    expect(log.lines.map((line) => line.msg)).toContain(
      'Redis failed: this limit counts in this process until Redis answers again',
    );
    const degraded = await context.app.inject({ method: 'GET', url: '/health' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'ok', redis: 'down' });

    // Back: the count in Redis (five) is the one that holds again.
    await redis.client.connect();
    now += 8_000;
    const fromRedis = await login(
      context.app,
      { email: owner.email, password: owner.password },
      stranger,
    );
    expect(fromRedis.statusCode, fromRedis.body).toBe(200);
  });
});
