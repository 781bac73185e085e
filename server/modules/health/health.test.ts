import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openTestDatabase, testConfig, useTestApp } from '../../test/app.ts';

const ctx = useTestApp();

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '0.0.0-test' });
  });

  it('answers 503 when the database is down', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'down', version: '0.0.0-test' });
    } finally {
      await app.close();
    }
  });
});
