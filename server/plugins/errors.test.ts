import { Writable } from 'node:stream';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { items } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createLocation } from '../test/factories.ts';
import { useTestApp } from '../test/app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const ctx = useTestApp({
  config: { logLevel: 'info' },
  logStream,
  extend(app) {
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(1), par_level: z.number().min(0) }) } },
      async (request) => request.body,
    );
    app.get('/api/test/app-error', async () => {
      throw new AppError('CONFLICT', 'That item changed meanwhile', { item: { id: 'x' } });
    });
    app.get('/api/test/crash', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    app.post('/api/test/duplicate', async () => {
      const { location } = await createLocation(app.db);
      await app.db.insert(items).values({ locationId: location.id, name: 'Gin', unit: 'bottle' });
      await app.db.insert(items).values({ locationId: location.id, name: 'GIN', unit: 'bottle' });
    });
    app.post('/api/test/overflow', async () => {
      const { location } = await createLocation(app.db);
      // numeric(14, 4) holds |x| < 10^10.
      await app.db
        .insert(items)
        .values({ locationId: location.id, name: 'Gin', unit: 'bottle', quantity: '1e10' });
    });
    app.post('/api/test/dangling', async () => {
      await app.db.insert(items).values({
        locationId: '00000000-0000-4000-8000-000000000000',
        name: 'Nowhere',
        unit: 'each',
      });
    });
  },
});

describe('the error handler', () => {
  it('answers 422 VALIDATION_ERROR with the failing fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', par_level: -1 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.error_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'name',
      'par_level',
    ]);
  });

  it('answers 400 BAD_REQUEST to a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Gin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers 404 NOT_FOUND in JSON for an unknown API route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Route GET /api/no-such-thing not found',
    });
  });

  it('passes an AppError through with its status, message and details', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'That item changed meanwhile',
      details: { item: { id: 'x' } },
    });
  });

  it('answers 409 CONFLICT to a unique violation (names differing only in case)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
  });

  it('answers 409 CONFLICT to a foreign-key violation', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/dangling' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
  });

  it('answers 422 VALIDATION_ERROR to a number past its column, not 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/overflow' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'A number is too large to be kept.',
    });
  });

  it('names no constraint of the schema when the database refuses a row', async () => {
    const duplicate = await ctx.app.inject({ method: 'POST', url: '/api/test/duplicate' });
    const dangling = await ctx.app.inject({ method: 'POST', url: '/api/test/dangling' });
    expect(duplicate.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'A record with these values already exists.',
    });
    expect(dangling.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This record is linked to another record that is missing or still in use.',
    });
    for (const response of [duplicate, dangling]) {
      expect(response.json().error).not.toHaveProperty('details');
      expect(response.body).not.toMatch(/_(fk|fkey|key|pkey|check)\b|constraint/);
    }
  });

  it('answers 500 with a generic message and logs the error under its error_id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain('hunter2');
    const logged = logLines
      .map((line) => JSON.parse(line) as { error_id?: string; level: number; err?: unknown })
      .find((entry) => entry.error_id === error.error_id);
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged?.err)).toContain('hunter2');
  });

  it('echoes a request id on every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
