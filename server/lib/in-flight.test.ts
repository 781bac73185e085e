import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

/** A promise the test resolves by hand, to let one step of the code under test go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('closing the app', () => {
  it('lets a request in flight finish its queries before the database goes', async () => {
    const handlerStarted = gate();
    const handlerMayQuery = gate();
    // The handler goes on once the closing app says it waits for requests in flight…
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (chunk.toString().includes('waiting for requests in flight')) handlerMayQuery.open();
        done();
      },
    });
    const ctx = await createTestApp({
      config: { logLevel: 'info' },
      logStream,
      extend(app) {
        app.get('/api/test/slow', async () => {
          handlerStarted.open();
          await handlerMayQuery.opened;
          // Both drivers answer { rows }; the shared Db type leaves the result untyped.
          const result = (await app.db.execute(sql`select 41 + 1 as answer`)) as {
            rows: { answer: number }[];
          };
          return { rows: result.rows };
        });
      },
    });
    // …or, were the app not to wait, once the database is closed under it.
    const closeDatabase = ctx.database.close;
    ctx.database.close = async () => {
      await closeDatabase();
      handlerMayQuery.open();
    };

    const inFlight = ctx.app.inject({ method: 'GET', url: '/api/test/slow' });
    await handlerStarted.opened;
    // The harness closes the database right after the app: the request must be done by then.
    await ctx.close();
    const response = await inFlight;
    expect(response.statusCode).toBe(200);
    expect(response.json().rows[0].answer).toBe(42);
  });
});
