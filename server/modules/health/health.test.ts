import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openTestDatabase, testConfig, useTestApp } from '#server/test/app.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
}
const DEBUG = 20;
const WARN = 40;

/** A log destination that keeps the lines, parsed. */
function logCapture() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  /** The request log lines of one request, in order: [level, message]. */
  const linesOf = (requestId: string) =>
    lines
      .filter((line) => (line as { reqId?: string }).reqId === requestId)
      .map((line) => [line.level, line.msg]);
  return { stream, linesOf };
}

const log = logCapture();
const ctx = useTestApp({ config: { logLevel: 'debug' }, logStream: log.stream });

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '0.0.0-test' });
  });

  it('logs a probe at debug, like every other request (request-log.ts)', async () => {
    const probe = await ctx.app.inject({ method: 'GET', url: '/health' });
    const other = await ctx.app.inject({ method: 'GET', url: '/api/auth/registration' });
    expect(log.linesOf(probe.headers['x-request-id'] as string)).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
    expect(log.linesOf(other.headers['x-request-id'] as string)).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
  });

  it('answers 503 when the database is down, logged at warn', async () => {
    const downLog = logCapture();
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      logStream: downLog.stream,
    });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'down', version: '0.0.0-test' });
      expect(downLog.linesOf(response.headers['x-request-id'] as string)).toEqual([
        [WARN, 'request completed'],
      ]);
    } finally {
      await app.close();
    }
  });
});
