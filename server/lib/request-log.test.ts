import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openTestDatabase, testConfig } from '#server/test/app.ts';
import { loggableUrl, SUMMARY_INTERVAL_MS } from './request-log.ts';

describe('loggableUrl', () => {
  it('hides the values of a reset token and an invite code, whatever the case of their names', () => {
    expect(loggableUrl('/reset-password?token=abc-123')).toBe('/reset-password?token=redacted');
    expect(loggableUrl('/join?CODE=K7Q2-9XWD&from=mail')).toBe('/join?CODE=redacted&from=mail');
    expect(loggableUrl('/x?token=a&token=b')).toBe('/x?token=redacted');
    expect(loggableUrl('/x?%74oken=abc')).toBe('/x?token=redacted');
  });

  it('keeps every other URL as it came', () => {
    for (const url of ['/api/inventory?location_id=1', '/register?email=a%40b.test', '/', '/x?']) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
  summary?: {
    requests: number;
    statuses: Record<string, number>;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    probes: number;
  };
}
const DEBUG = 20;
const INFO = 30;
const WARN = 40;

/** The server's log lines, parsed, at the level the configuration names. */
async function appWithCapturedLog(logLevel: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const database = await openTestDatabase();
  const app = await buildApp(testConfig({ logLevel }), { database, logStream: stream });
  app.get('/api/test-only/fails', async (_request, reply) => reply.code(503).send({ ok: false }));
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, lines, close };
}

describe('the request log', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('at info, writes no line per request and one summary a minute: count by status class, p50 and p95', async () => {
    const { app, lines, close } = await appWithCapturedLog('info');
    try {
      for (let i = 0; i < 3; i += 1)
        await app.inject({ method: 'GET', url: '/api/auth/registration' });
      await app.inject({ method: 'GET', url: '/api/no-such-route' });
      await app.inject({ method: 'GET', url: '/health' });
      expect(lines.filter((line) => line.reqId !== undefined)).toEqual([]);

      vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
      const summaries = lines.filter((line) => line.msg === 'requests summary');
      expect(summaries).toHaveLength(1);
      expect(summaries[0]?.level).toBe(INFO);
      expect(summaries[0]?.summary).toMatchObject({
        requests: 4,
        statuses: { '2xx': 3, '4xx': 1 },
        probes: 1,
      });
      const { p50Ms, p95Ms, maxMs } = summaries[0]?.summary ?? { p50Ms: -1, p95Ms: -1, maxMs: -1 };
      expect(p50Ms).toBeGreaterThanOrEqual(0);
      expect(p95Ms).toBeGreaterThanOrEqual(p50Ms);
      expect(maxMs).toBeGreaterThanOrEqual(p95Ms);

      // A quiet minute logs nothing; the counts start again after each summary.
      vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
      expect(lines.filter((line) => line.msg === 'requests summary')).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('still logs a request that answers 5xx, with its URL, at warn', async () => {
    const { app, lines, close } = await appWithCapturedLog('info');
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-only/fails' });
      const own = lines.filter((line) => line.reqId === response.headers['x-request-id']);
      expect(own.map((line) => [line.level, line.msg, line.req?.url])).toEqual([
        [WARN, 'request completed', '/api/test-only/fails'],
      ]);
    } finally {
      await close();
    }
  });

  it('at debug, writes each request as it comes and completes', async () => {
    const { app, lines, close } = await appWithCapturedLog('debug');
    try {
      const response = await app.inject({ method: 'GET', url: '/api/auth/registration' });
      const own = lines.filter((line) => line.reqId === response.headers['x-request-id']);
      expect(own.map((line) => [line.level, line.msg])).toEqual([
        [DEBUG, 'incoming request'],
        [DEBUG, 'request completed'],
      ]);
    } finally {
      await close();
    }
  });

  it('logs what was counted since the last summary when the server closes', async () => {
    const { app, lines, close } = await appWithCapturedLog('info');
    await app.inject({ method: 'GET', url: '/api/auth/registration' });
    await close();
    expect(
      lines.filter((line) => line.msg === 'requests summary').map((line) => line.summary?.requests),
    ).toEqual([1]);
  });
});
