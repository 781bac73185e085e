import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody } from '#contract/errors.ts';
import { mailOutbox, refreshSessions } from '../db/schema/index.ts';
import {
  assertTestRedis,
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../lib/redis-for-tests.ts';
import { createItem, createLocation, createUser, type TestUser } from '../test/factories.ts';
import { type Cluster, startCluster } from '../test/haproxy-cluster.ts';
import { useSmtpReceiver } from '../test/mail.ts';
import { TestSocket } from '../test/ws.ts';

// The deployment of deploy/: HAProxy running deploy/haproxy.cfg in front of two real API
// processes on one PostgreSQL database and one Redis. Every request goes through HAProxy; which
// process answers is steered the way an operator would before a restart, by draining the other
// through HAProxy's runtime API (cluster.through), and HAProxy's own counters confirm it.
let cluster: Cluster;
const sockets: TestSocket[] = [];
// Before the cluster's beforeAll: its processes send mail here.
const smtp = useSmtpReceiver();
const redisPrefix = testRedisPrefix();

beforeAll(async () => {
  const target = inject('testDatabase');
  if (!process.env.TEST_DATABASE_URL || target.kind !== 'postgres') {
    throw new Error(
      'The deployment test needs a PostgreSQL server: run it with TEST_DATABASE_URL, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
    );
  }
  await assertTestRedis();
  cluster = await startCluster({
    adminUrl: target.adminUrl,
    template: target.template,
    processes: 2,
    env: { SMTP_URL: smtp.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: redisPrefix },
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await cluster?.close();
  await deleteRedisKeys(redisPrefix);
});

function call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  return fetch(`${cluster.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function signIn(user: TestUser, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${cluster.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function openSocket(token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(`${cluster.url.replace(/^http/, 'ws')}/api/realtime`);
  sockets.push(socket);
  await socket.authenticate(token);
  return socket;
}

describe('HAProxy in front of two API processes (deploy/haproxy.cfg)', () => {
  it('checks /health on both and shares requests between them, with no stickiness', async () => {
    const before = await cluster.stats();
    for (const [name, stat] of before) {
      expect(stat, name).toMatchObject({ status: 'UP', checkStatus: 'L7OK' });
    }
    for (let i = 0; i < 6; i += 1) {
      expect((await fetch(`${cluster.url}/health`)).status).toBe(200);
    }
    const after = await cluster.stats();
    // Round robin over one kept-alive client connection: each request is balanced on its own.
    // (This test comes first: a process put back after a drain then takes more turns a while.)
    for (const name of ['api1', 'api2']) {
      expect((after.get(name)?.answered ?? 0) - (before.get(name)?.answered ?? 0), name).toBe(3);
    }
  });

  it('writes the address it sees into X-Forwarded-For, whatever the client claimed', async () => {
    const user = await createUser(cluster.database.db);
    await signIn(user, { 'x-forwarded-for': '203.0.113.9' });
    const [session] = await cluster.database.db
      .select({ ip: refreshSessions.ip })
      .from(refreshSessions)
      .where(eq(refreshSessions.userId, user.id));
    expect(session?.ip).toBe('127.0.0.1');
  });

  it('a count made through one process reaches a socket held by the other, through HAProxy', async () => {
    const { location, owner } = await createLocation(cluster.database.db);
    const item = await createItem(cluster.database.db, location);
    const token = await signIn(owner);
    const socket = await cluster.through('api2', async () => {
      const opened = await openSocket(token);
      expect((await opened.subscribe(location.id)).type).toBe('subscribed');
      return opened;
    });

    const response = await cluster.through('api1', () =>
      call('POST', `/api/inventory/update/${item.id}`, {
        token,
        body: { quantity: 4, reason: 'count' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await socket.next((m) => m.type === 'stock.updated' && m.id === item.id)).toEqual({
      type: 'stock.updated',
      location_id: location.id,
      id: item.id,
    });
  });

  it('a sign-out through one process is refused by the other at once', async () => {
    const user = await createUser(cluster.database.db);
    const token = await signIn(user);
    // The other process has checked this sign-in and would trust its check for a few seconds.
    const me = () => call('GET', '/api/auth/me', { token });
    expect((await cluster.through('api2', me)).status).toBe(200);
    const socket = await cluster.through('api2', () => openSocket(token));

    const out = await cluster.through('api1', () => call('POST', '/api/auth/logout', { token }));
    expect(out.status).toBe(204);

    expect(await socket.closedWith()).toBe(4401);
    const refused = await cluster.through('api2', me);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'INVALID_TOKEN',
    );
    expect((await cluster.through('api1', me)).status).toBe(401);
  });

  it('counts sign-in failures once across both processes', async () => {
    const user = await createUser(cluster.database.db);
    const attempt = (password: string) =>
      call('POST', '/api/auth/login', { body: { email: user.email, password } });
    // Ten wrong passwords from one client, the limit (decision 027): five through each process.
    for (let i = 0; i < 10; i += 1) {
      const server = i % 2 === 0 ? 'api1' : 'api2';
      expect((await cluster.through(server, () => attempt(`wrong-${i}`))).status).toBe(401);
    }

    // Counted alone, each process would have seen five and let the right password in.
    for (const server of ['api1', 'api2']) {
      const refused = await cluster.through(server, () => attempt(user.password));
      expect(refused.status, server).toBe(429);
      const body = (await refused.json()) as { error: { code: string } };
      expect(body.error.code).toBe('RATE_LIMITED');
    }
  });

  it('one queued mail is delivered exactly once, by one of the two processes', async () => {
    const user = await createUser(cluster.database.db);
    const asked = await cluster.through('api1', () =>
      call('POST', '/auth/reset-password', { body: { email: user.email } }),
    );
    expect(asked.status).toBe(202);

    const mail = await smtp.waitFor((message) => message.to.includes(user.email), 15_000);
    // The link is HAProxy's address, the one people use, not the process's own.
    expect(mail.text).toContain(`${cluster.url}/reset-password?token=`);
    const rows = () =>
      cluster.database.db
        .select({ state: mailOutbox.state, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, user.email));
    // Sent is final (no worker claims a sent row), and one attempt means no second worker ever
    // took it: one message, whichever process's worker looks at the outbox from now on.
    await expect
      .poll(rows, { timeout: 5_000, interval: 100 })
      .toEqual([{ state: 'sent', attempts: 1 }]);
    expect(smtp.messages.filter((message) => message.to.includes(user.email))).toHaveLength(1);
  });

  it('answers 503 in the API error body when no process can take the request', async () => {
    // Both drained, as an operator would leave them in the middle of a careless restart:
    // HAProxy has nowhere to send the request and answers it itself.
    for (const name of ['api1', 'api2']) {
      await cluster.command(`set server barback_api/${name} state drain`);
    }
    try {
      const response = await fetch(`${cluster.url}/api/inventory?location_id=1`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = errorBody.parse(await response.json());
      expect(body.error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Barback cannot take requests right now. Please try again in a moment.',
        error_id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      });
      // A fresh id for each answer, as the server's own error_id.
      const again = errorBody.parse(
        await (await fetch(`${cluster.url}/api/inventory?location_id=1`)).json(),
      );
      expect(again.error.error_id).not.toBe(body.error.error_id);
    } finally {
      for (const name of ['api1', 'api2']) {
        await cluster.command(`set server barback_api/${name} state ready`);
      }
    }
  });

  // Last: it stops api2.
  it('answers every request while a process is stopped, and its checks mark it down', async () => {
    const api2 = cluster.processes.get('api2');
    if (!api2) throw new Error('no api2');
    // Stopped without draining first, as a crash would: HAProxy has not noticed yet.
    await api2.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await fetch(`${cluster.url}/health`)).status);
    }
    // Each request that found api2 gone was sent to api1 instead (retries, redispatch).
    expect(statuses).toEqual(Array(10).fill(200));
    // Three failed checks 2 s apart.
    await expect
      .poll(async () => (await cluster.stats()).get('api2')?.status, {
        timeout: 15_000,
        interval: 250,
      })
      .toMatch(/^DOWN/);
  }, 30_000);
});
