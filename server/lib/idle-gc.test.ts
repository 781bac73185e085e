import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPgliteThread } from '../db/client.ts';
import { collectWhenIdle, fullCollection } from './idle-gc.ts';

describe('collectWhenIdle', () => {
  let app: FastifyInstance;
  let clock: number;
  let collections: number;
  let releaseSlow: (() => void) | undefined;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    clock = 0;
    collections = 0;
    releaseSlow = undefined;
    app = Fastify();
    collectWhenIdle(app, {
      idleMs: 1000,
      now: () => clock,
      collect: () => {
        collections += 1;
      },
    });
    app.get('/fast', async () => 'ok');
    app.get(
      '/slow',
      () =>
        new Promise<string>((resolve) => {
          releaseSlow = () => resolve('done');
        }),
    );
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  /** Moves the clock and lets the timer look (its checks run every quarter of idleMs). */
  async function passMs(ms: number) {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('collects once after a busy spell goes quiet, and not again until the next one', async () => {
    await passMs(5000);
    expect(collections).toBe(0); // nothing served yet: nothing to give back

    for (let i = 0; i < 3; i += 1) await app.inject('/fast');
    await passMs(750);
    expect(collections).toBe(0); // quiet for less than idleMs
    await passMs(500);
    expect(collections).toBe(1);
    await passMs(10_000);
    expect(collections).toBe(1);

    await app.inject('/fast');
    await passMs(1250);
    expect(collections).toBe(2);
  });

  it('never collects while a request is being handled, however long it takes', async () => {
    const slow = app.inject('/slow');
    await vi.waitFor(() => expect(releaseSlow).toBeTypeOf('function'));
    await passMs(30_000);
    expect(collections).toBe(0);

    releaseSlow?.();
    expect((await slow).body).toBe('done');
    await passMs(500);
    expect(collections).toBe(0); // the answer itself was activity
    await passMs(750);
    expect(collections).toBe(1);
  });

  it('counts a request whose client went away as done once its answer is sent', async () => {
    // A benchmark's client closes its connections with requests in hand; such an answer is
    // written to a closed socket and never reported as a response.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = httpRequest(`${address}/slow`);
    client.on('error', () => {});
    client.end();
    await vi.waitFor(() => expect(releaseSlow).toBeTypeOf('function'));
    client.destroy();
    await vi.waitFor(() => expect(client.destroyed).toBe(true));
    releaseSlow?.();
    await passMs(1250);
    await vi.waitFor(async () => {
      await passMs(250);
      expect(collections).toBe(1);
    });
  });
});

describe('fullCollection', () => {
  it('runs a full collection without leaving a global gc behind', () => {
    const collect = fullCollection();
    expect(collect).toBeTypeOf('function');
    expect(() => collect?.()).not.toThrow();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('gives nothing, rather than failing the start, where V8 does not hand gc over', () => {
    expect(
      fullCollection(() => {
        throw new ReferenceError('gc is not defined');
      }),
    ).toBeUndefined();
    expect(fullCollection(() => undefined)).toBeUndefined();
  });

  it('reaches the embedded database thread, which answers queries after it', async () => {
    const database = await openPgliteThread();
    try {
      await database.collectGarbage?.();
      await expect(database.client.query('select 1 as one')).resolves.toMatchObject({
        rows: [{ one: 1 }],
      });
    } finally {
      await database.close();
    }
  });
});
