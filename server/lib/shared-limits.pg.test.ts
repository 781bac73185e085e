import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '#server/db/schema/index.ts';
import { login, newClientIp, signIn, withToken } from '#server/test/auth-helpers.ts';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { ask } from '#server/test/assistant-helpers.ts';
import { createLocation, createUser } from '#server/test/factories.ts';
import {
  assertTestRedis,
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './redis-for-tests.ts';

// Two API processes on one PostgreSQL database and one Redis (decision 037): every limit counts
// once across both, as behind a load balancer that sends each request to either.
const prefix = testRedisPrefix();
let now = new Date('2026-11-20T12:00:00Z').getTime();
const clock = () => new Date(now);
let first: TestContext;
let second: TestContext;
let alone: [TestContext, TestContext];

const shared = { redisUrl: TEST_REDIS_URL, redisPrefix: prefix, accountCheckMs: 60_000 };

beforeAll(async () => {
  await assertTestRedis();
  first = await createTestApp({ sharedDatabase: true, clock, config: shared });
  second = await createTestApp({ sharedDatabase: true, clock, config: shared });
  // The same two processes without REDIS_URL: each counts alone, as before.
  alone = [
    await createTestApp({ sharedDatabase: true, clock }),
    await createTestApp({ sharedDatabase: true, clock }),
  ];
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await alone?.[0].close();
  await alone?.[1].close();
  await deleteRedisKeys(prefix);
});

const SIGN_INS = 'Too many failed sign-ins. Please wait and try again.';

describe('failed sign-ins across two processes', () => {
  it('count once: ten failures split across both make the eleventh wait on either', async () => {
    const owner = await createUser(first.db);
    const stranger = newClientIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const through = attempt % 2 === 0 ? first : second;
      const response = await login(
        through.app,
        { email: owner.email, password: `guess ${attempt}` },
        stranger,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    for (const through of [first, second]) {
      const refused = await login(
        through.app,
        { email: owner.email, password: owner.password },
        stranger,
      );
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: SIGN_INS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // The owner's own device is not held back, on either, once the account's second is over.
    now += 1_000;
    const ownPhone = await login(second.app, { email: owner.email, password: owner.password });
    expect(ownPhone.statusCode).toBe(200);
    // The window ends for both.
    now += 15 * 60_000;
    const later = await login(
      first.app,
      { email: owner.email, password: owner.password },
      stranger,
    );
    expect(later.statusCode).toBe(200);
  });

  it('without REDIS_URL each process counts alone, as before', async () => {
    const owner = await createUser(first.db);
    const stranger = newClientIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const through = attempt % 2 === 0 ? alone[0] : alone[1];
      const response = await login(
        through.app,
        { email: owner.email, password: `guess ${attempt}` },
        stranger,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await login(
      alone[0].app,
      { email: owner.email, password: owner.password },
      stranger,
    );
    expect(eleventh.statusCode).toBe(200);
  });
});

describe('password reset requests across two processes', () => {
  const requestReset = (context: TestContext, email: string, ip: string) =>
    context.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { email },
      remoteAddress: ip,
    });

  it('count once per email: the fourth in 15 minutes waits, whichever process takes it', async () => {
    const owner = await createUser(first.db);
    for (const [index, through] of [first, second, first].entries()) {
      const response = await requestReset(through, owner.email, newClientIp());
      expect(response.statusCode, `request ${index + 1}`).toBe(202);
    }
    const fourth = await requestReset(second, owner.email, newClientIp());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Please wait and try again.',
    });
  });

  it('count once per address: the sixth from one address waits', async () => {
    const ip = newClientIp();
    for (let request = 1; request <= 5; request++) {
      const through = request % 2 === 0 ? first : second;
      const response = await requestReset(through, `nobody-${request}@example.test`, ip);
      expect(response.statusCode, `request ${request}`).toBe(202);
    }
    const sixth = await requestReset(first, 'nobody-6@example.test', ip);
    expect(sixth.statusCode).toBe(429);
  });
});

describe('request limits of the rate-limit plugin across two processes', () => {
  it('count registrations per address once: the 31st in a minute waits on either', async () => {
    const ip = newClientIp();
    // Bodies the schema refuses: the limit counts every request before its body is read.
    for (let request = 1; request <= 30; request++) {
      const through = request % 2 === 0 ? first : second;
      const response = await through.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'not an email' },
        remoteAddress: ip,
      });
      expect(response.statusCode, `request ${request}`).toBe(422);
    }
    const refused = await first.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not an email' },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('questions to the assistant across two processes', () => {
  it('count once per person: past the limit, neither process answers', async () => {
    const { location, owner } = await createLocation(first.db);
    for (let question = 1; question <= 20; question++) {
      const through = question % 2 === 0 ? first : second;
      const answer = await ask(through.app, owner, { location_id: location.id, message: 'hello' });
      expect(answer.response.statusCode, `question ${question}`).toBe(200);
    }
    for (const through of [first, second]) {
      const limited = await ask(through.app, owner, { location_id: location.id, message: 'hello' });
      expect(limited.response.statusCode).toBe(429);
      expect(limited.response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
  });
});

// Decision 027: the end of a sign-in reaches the other processes by PostgreSQL NOTIFY, not by
// Redis; with Redis configured it still does, though each process trusts a check for a minute.
describe('ended sign-ins across two processes with Redis', () => {
  const me = (context: TestContext, token: string) =>
    withToken(context.app, token, 'GET', '/api/auth/me');

  it('a sign-out through one is refused by the other on its next request', async () => {
    const user = await createUser(first.db);
    const { token } = await signIn(first.app, user);
    expect((await me(second, token)).statusCode).toBe(200);
    const out = await withToken(first.app, token, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(204);
    await expect.poll(async () => (await me(second, token)).statusCode).toBe(401);
  });

  it('a password reset through one ends every sign-in on the other', async () => {
    const user = await createUser(first.db);
    const { token } = await signIn(second.app, user);
    expect((await me(second, token)).statusCode).toBe(200);
    const resetToken = randomBytes(32).toString('base64url');
    await first.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: createHash('sha256').update(resetToken).digest('hex'),
      expiresAt: new Date(now + 30 * 60_000),
    });
    const confirmed = await first.app.inject({
      method: 'POST',
      url: '/auth/reset-password/confirm',
      payload: { token: resetToken, password: 'a new and long passphrase 42' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    await expect.poll(async () => (await me(second, token)).statusCode).toBe(401);
  });
});
