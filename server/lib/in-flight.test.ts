import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

describe('closing the app', () => {
  it('lets a request in flight finish its queries before the database goes', async () => {
    const ctx = await createTestApp({
      extend(app) {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          // Both drivers answer { rows }; the shared Db type leaves the result untyped.
          const result = (await app.db.execute(sql`select 41 + 1 as answer`)) as {
            rows: { answer: number }[];
          };
          return { rows: result.rows };
        });
      },
    });
    const inFlight = ctx.app.inject({ method: 'GET', url: '/api/test/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The harness closes the database right after the app: the request must be done by then.
    await ctx.close();
    const response = await inFlight;
    expect(response.statusCode).toBe(200);
    expect(response.json().rows[0].answer).toBe(42);
  });
});
