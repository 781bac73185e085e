import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '#contract/text.ts';
import { useTestApp } from './test/app.ts';
import { createItem, createLocation } from './test/factories.ts';
import { as } from './test/request.ts';
import { postCount } from '#server/test/inventory-helpers.ts';

/**
 * A NUL character cannot be stored by PostgreSQL. Every text a client sends goes through one
 * schema (contract/text.ts) that refuses it as bad input on its field, instead of a 500
 * with the failed SQL in the error log.
 */
const logLines: { level: number }[] = [];
const ctx = useTestApp({
  config: { logLevel: 'info' },
  logStream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as { level: number });
      }
      done();
    },
  }),
});

const ERROR_LEVEL = 50;

function expectRefused(response: { statusCode: number; json(): unknown }, path: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    error: { code: 'VALIDATION_ERROR', details: [{ path, message: NUL_MESSAGE }] },
  });
}

describe('a NUL character in a text', () => {
  it('is refused on its field, changes nothing and logs no error', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const gin = await createItem(ctx.db, location, { name: 'Gin', quantity: '3' });
    const caller = as(ctx.app, owner);

    expectRefused(
      await caller.post('/api/inventory/add-item', {
        location_id: location.id,
        name: 'Rum\u0000',
        unit: 'bottle',
      }),
      'name',
    );
    expectRefused(await caller.put(`/api/inventory/${gin.id}`, { notes: 'a\u0000b' }), 'notes');
    expectRefused(
      await postCount(ctx.app, owner, gin.id, { quantity: 2, note: 'x\u0000' }),
      'note',
    );
    expectRefused(
      await caller.get(`/api/inventory?location_id=${location.id}&search=g%00`),
      'search',
    );
    expectRefused(
      await caller.post('/api/inventory/categories', { location_id: location.id, name: '\u0000' }),
      'name',
    );
    expectRefused(await caller.post('/api/locations', { name: 'Bar\u0000' }), 'name');

    const items = await caller.get(`/api/inventory?location_id=${location.id}`);
    expect(items.json()).toMatchObject([{ name: 'Gin', quantity: 3, notes: null }]);
    expect(logLines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});
