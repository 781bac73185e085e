/**
 * Real PostgreSQL only: the backup the README gives for PostgreSQL mode (pg_dump -Fc) restores
 * with pg_restore into a fresh database holding the same rows. Needs pg_dump and pg_restore
 * (Debian's postgresql-client) of the server's major version.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';
import { as } from '#server/test/request.ts';

const run = promisify(execFile);

let ctx: TestContext;
let sourceUrl: string;
let dir: string;
const fresh = `barback_restore_${randomBytes(4).toString('hex')}`;
let freshUrl: string;

beforeAll(async () => {
  const target = inject('testDatabase');
  if (!process.env.TEST_DATABASE_URL || target.kind !== 'postgres') {
    throw new Error(
      'The server-pg tests need a PostgreSQL server: run them with TEST_DATABASE_URL, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
    );
  }
  sourceUrl = target.url;
  const url = new URL(sourceUrl);
  url.pathname = `/${fresh}`;
  freshUrl = url.toString();
  dir = await mkdtemp(path.join(tmpdir(), 'barback-pg-dump-'));
  ctx = await createTestApp({ sharedDatabase: true });
});

afterAll(async () => {
  await ctx?.close();
  if (!freshUrl) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${fresh}" with (force)`);
  await admin.end();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs `query` on the database at `url` and gives its rows. */
async function rowsOf(url: string, query: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

/** What the restore must bring back of one location: counts and a few rows. */
async function snapshot(url: string, locationId: string) {
  const [counts] = await rowsOf(
    url,
    `select (select count(*)::int from items where location_id = $1) as items,
            (select count(*)::int from stock_updates where location_id = $1) as updates,
            (select count(*)::int from members where location_id = $1) as members,
            (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
    [locationId],
  );
  const items = await rowsOf(
    url,
    'select name, quantity::text, unit from items where location_id = $1 order by name',
    [locationId],
  );
  const lastUpdates = await rowsOf(
    url,
    `select previous_quantity::text, new_quantity::text, reason from stock_updates
      where location_id = $1 order by created_at desc, id limit 3`,
    [locationId],
  );
  return { counts, items, lastUpdates };
}

describe('PostgreSQL mode: pg_dump and pg_restore', () => {
  it('restores a database filled through the app into a fresh one with the same rows', async () => {
    const owner = await createUser(ctx.db, { name: 'Backup Owner' });
    const api = as(ctx.app, owner);
    const created = await api.post('/api/locations', { name: 'Dump Bar' });
    expect(created.statusCode, created.body).toBe(201);
    const locationId = (created.json() as { id: string }).id;
    for (const name of ['Gin', 'Lime', 'Tonic']) {
      const item = await api.post('/api/inventory/add-item', {
        location_id: locationId,
        name,
        unit: 'each',
      });
      expect(item.statusCode, item.body).toBe(201);
      const itemId = (item.json() as { id: string }).id;
      for (const quantity of [4, 7]) {
        const count = await postCount(ctx.app, owner, itemId, { quantity });
        expect(count.statusCode, count.body).toBe(200);
      }
    }
    const before = await snapshot(sourceUrl, locationId);
    expect(before.counts).toMatchObject({ items: 3, members: 1 });

    const file = path.join(dir, 'barback.dump');
    await run('pg_dump', ['-Fc', '-f', file, sourceUrl]);
    await rowsOf(process.env.TEST_DATABASE_URL ?? '', `create database "${fresh}"`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', freshUrl, file]);

    expect(await snapshot(freshUrl, locationId)).toEqual(before);
  });
});
