/**
 * Real PostgreSQL only: `npm run db:move` copies an embedded data directory into an empty
 * PostgreSQL database, or refuses and leaves the target as it was. Each test creates its own
 * target database on the server of TEST_DATABASE_URL and drops it at the end.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { lockDataDir } from '#server/db/open.ts';
import {
  mailOutbox,
  passwordResets,
  salesImports,
  scheduledRuns,
} from '#server/db/schema/index.ts';
import { testConfig } from '#server/test/app.ts';
import { login } from '#server/test/auth-helpers.ts';
import {
  createAssistantMessage,
  createIdempotencyKey,
  createUser,
  createWaitingListEntry,
} from '#server/test/factories.ts';
import { postCount } from '#server/test/inventory-helpers.ts';
import { createFullVenue } from '#server/test/location-export-helpers.ts';
import { as } from '#server/test/request.ts';
import { MoveRefusedError, moveToPostgres } from './move.ts';

const run = promisify(execFile);
const MOVE_TIMEOUT = 120_000;

let adminUrl: string;
const dataDirs: string[] = [];
/** The venue every move copies: a move only reads its data directory. */
let venue: Awaited<ReturnType<typeof filledDataDir>>;
const targets: string[] = [];

beforeAll(async () => {
  const database = inject('testDatabase');
  if (!process.env.TEST_DATABASE_URL || database.kind !== 'postgres') {
    throw new Error(
      'The server-pg tests need a PostgreSQL server: run them with TEST_DATABASE_URL, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg',
    );
  }
  adminUrl = database.adminUrl;
  venue = await filledDataDir();
}, MOVE_TIMEOUT);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of targets) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const releases: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const release of releases.splice(0)) await release();
});

/** A new database with nothing in it (not even the schema): the target of one move. */
async function emptyTarget(): Promise<string> {
  const name = `barback_move_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  targets.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on a database and gives the last one's rows. */
async function onDatabase(url: string, ...statements: string[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let rows: unknown[] = [];
    for (const statement of statements) rows = (await client.query(statement)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** Each app table's row count on a PostgreSQL database, the empty ones left out. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from public."${name}"`,
      );
      if ((rows[0]?.n ?? 0) > 0) counts[name] = rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** A configuration's data directory, empty. */
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'barback-move-'));
  dataDirs.push(dir);
  return dir;
}

/**
 * A data directory whose embedded database holds a full venue and a row in every table,
 * written through the app and the factories; answers what the app showed of it.
 */
async function filledDataDir() {
  const dataDir = await newDataDir();
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  const app = await buildApp(testConfig({ dataDir }), { database });
  try {
    const db = database.db;
    const { location, owner, gin } = await createFullVenue(db);
    const api = as(app, owner);
    const counted = await postCount(app, owner, gin.id, { quantity: 9.5 }, 'count-key-1');
    expect(counted.statusCode, counted.body).toBe(200);
    const added = await api.post('/api/inventory/add-item', {
      location_id: location.id,
      name: 'Añejo rum',
      unit: 'bottle',
    });
    expect(added.statusCode, added.body).toBe(201);
    const signedIn = await login(app, { email: owner.email, password: owner.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await createIdempotencyKey(db, location, { response: { quantity: '1.2500', ok: true } });
    await createAssistantMessage(db, location, {
      role: 'assistant',
      toolCalls: [{ name: 'stock', arguments: { item: 'gin' } }],
    });
    await createWaitingListEntry(db);
    // Mail already sent and a finished sales import: nothing an app starting on the copy redoes.
    await db.insert(mailOutbox).values({
      locationId: location.id,
      kind: 'order',
      recipient: 'orders@vendor.example',
      state: 'sent',
      attempts: 1,
      nextAttemptAt: new Date('2026-02-01T09:00:00.000Z'),
      sentAt: new Date('2026-02-01T09:00:01.250Z'),
    });
    await db.insert(scheduledRuns).values({
      job: 'move-test',
      periodStart: new Date('2026-02-01T00:00:00.000Z'),
      ranAt: new Date('2026-02-01T00:00:02.000Z'),
    });
    await db.insert(salesImports).values({
      locationId: location.id,
      startedAt: new Date('2026-03-01T22:00:00.000Z'),
      finishedAt: new Date('2026-03-01T22:00:03.000Z'),
      createdBy: owner.id,
    });
    const someone = await createUser(db, { name: 'Forgetful' });
    await db.insert(passwordResets).values({
      userId: someone.id,
      tokenHash: 'a-hash',
      expiresAt: new Date('2026-06-01T12:00:00.123Z'),
    });
    const inventory = await api.get(`/api/inventory?location_id=${location.id}`);
    expect(inventory.statusCode, inventory.body).toBe(200);
    const changelog = await api.get(`/api/inventory/updates/changelog?location_id=${location.id}`);
    expect(changelog.statusCode, changelog.body).toBe(200);
    return {
      dataDir,
      location,
      owner,
      gin,
      shown: { inventory: inventory.json(), changelog: changelog.json() },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Every row of every app table as the database's own text, in a fixed order. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  await database.db.execute(sql`set timezone to 'UTC'`);
  const tables = (await database.db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(
      sql.raw(`select t::text as row from public."${name}" t order by t::text collate "C"`),
    )) as unknown as { rows: Array<{ row: string }> };
    rows[name] = result.rows.map(({ row }) => row);
  }
  return rows;
}

describe('npm run db:move', () => {
  it(
    'copies every table with the same ids, and the app on PostgreSQL serves the same venue',
    async () => {
      const { dataDir, location, owner, gin, shown } = venue;
      const to = await emptyTarget();

      const report = await moveToPostgres({ dataDir, to, batchRows: 2 });

      const source = await openPglite({ dataDir: path.join(dataDir, 'db'), migrate: false });
      const before = await everyRow(source);
      await source.close();
      // Every table has a row to move: a new table needs one in filledDataDir.
      const empty = Object.keys(before).filter((table) => before[table]?.length === 0);
      expect(empty, 'tables filledDataDir gives no row').toEqual([]);
      // The report names every table, with the rows the embedded database has.
      expect(Object.fromEntries(report.tables.map(({ table, rows }) => [table, rows]))).toEqual(
        Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length])),
      );

      const target = await openPostgres({ url: to, poolSize: 2, migrate: false });
      // Before an app starts on it: its scheduler and mail worker may write.
      expect(await everyRow(target)).toEqual(before);
      const app = await buildApp(testConfig({ dataDir: await newDataDir() }), {
        database: target,
      });
      try {
        const api = as(app, owner);
        const inventory = await api.get(`/api/inventory?location_id=${location.id}`);
        expect(inventory.statusCode, inventory.body).toBe(200);
        const changelog = await api.get(
          `/api/inventory/updates/changelog?location_id=${location.id}`,
        );
        expect({ inventory: inventory.json(), changelog: changelog.json() }).toEqual(shown);
        // New rows on PostgreSQL live beside the copied ones.
        const count = await postCount(app, owner, gin.id, { quantity: 3 });
        expect(count.statusCode, count.body).toBe(200);
      } finally {
        await app.close();
        await target.close();
      }
    },
    MOVE_TIMEOUT,
  );

  it(
    'sets a sequence of the target where the embedded one stands',
    async () => {
      const dataDir = await newDataDir();
      const source = await openPglite({ dataDir: path.join(dataDir, 'db') });
      await source.client.exec(
        "create sequence public.ticket_numbers; select nextval('public.ticket_numbers') from generate_series(1, 41)",
      );
      await source.close();
      const to = await emptyTarget();
      await onDatabase(to, 'create sequence public.ticket_numbers');

      const report = await moveToPostgres({ dataDir, to });

      expect(report.sequences).toBe(1);
      expect(await onDatabase(to, "select nextval('public.ticket_numbers')::int as next")).toEqual([
        { next: 42 },
      ]);
    },
    MOVE_TIMEOUT,
  );

  it(
    'refuses a target with a row in any table, names the table and adds nothing',
    async () => {
      const { dataDir } = venue;
      const to = await emptyTarget();
      const target = await openPostgres({ url: to, poolSize: 1 });
      await createWaitingListEntry(target.db, { email: 'early@example.test' });
      await target.close();

      const moving = moveToPostgres({ dataDir, to });

      await expect(moving).rejects.toThrow(MoveRefusedError);
      await expect(moving).rejects.toThrow(
        'The target database is not empty: the table waiting_list has rows.',
      );
      expect(await rowCounts(to)).toEqual({ waiting_list: 1 });
    },
    MOVE_TIMEOUT,
  );

  it(
    'refuses while a server holds the data directory, before touching the target',
    async () => {
      const { dataDir } = venue;
      const to = await emptyTarget();
      releases.push(await lockDataDir(dataDir));

      const moving = moveToPostgres({ dataDir, to });

      await expect(moving).rejects.toThrow(MoveRefusedError);
      await expect(moving).rejects.toThrow(
        `A Barback server is running on ${dataDir}: stop the server first, then move.`,
      );
      expect(
        await onDatabase(
          to,
          "select count(*)::int as n from pg_tables where schemaname = 'public'",
        ),
      ).toEqual([{ n: 0 }]);
    },
    MOVE_TIMEOUT,
  );

  it(
    'refuses a database that does not exist, saying to create it',
    async () => {
      const url = new URL(adminUrl);
      url.pathname = `/barback_move_missing_${randomBytes(5).toString('hex')}`;
      const name = url.pathname.slice(1);

      const moving = moveToPostgres({ dataDir: venue.dataDir, to: url.toString() });

      await expect(moving).rejects.toThrow(MoveRefusedError);
      await expect(moving).rejects.toThrow(
        `The database ${name} does not exist: create it first (createdb ${name}), then move.`,
      );
    },
    MOVE_TIMEOUT,
  );

  it(
    'leaves the target without a row when a table fails half way',
    async () => {
      const { dataDir } = venue;
      const to = await emptyTarget();
      await (await openPostgres({ url: to, poolSize: 1 })).close();
      // The change log is copied after the locations, users and items it names.
      await onDatabase(
        to,
        `create function refuse_change() returns trigger language plpgsql as
           $$ begin raise exception 'the disk is full'; end $$`,
        `create trigger refuse_change before insert on stock_updates
           for each row execute function refuse_change()`,
      );

      await expect(moveToPostgres({ dataDir, to, batchRows: 2 })).rejects.toThrow(
        'the disk is full',
      );
      expect(await rowCounts(to)).toEqual({});
    },
    MOVE_TIMEOUT,
  );

  it(
    'commits nothing when a copied table does not match its checksum',
    async () => {
      const { dataDir } = venue;
      const to = await emptyTarget();
      await (await openPostgres({ url: to, poolSize: 1 })).close();
      await onDatabase(
        to,
        `create function change_note() returns trigger language plpgsql as
           $$ begin new.notes := 'changed on the way'; return new; end $$`,
        `create trigger change_note before insert on items
           for each row execute function change_note()`,
      );

      await expect(moveToPostgres({ dataDir, to })).rejects.toThrow(
        /The copy does not match its source in items \(3 rows, [0-9a-f]{32} in the embedded database; 3 rows, [0-9a-f]{32} in the target\)/,
      );
      expect(await rowCounts(to)).toEqual({});
    },
    MOVE_TIMEOUT,
  );

  it(
    'as a command: 2 without --to, 1 and the reason when refused',
    async () => {
      const dataDir = await newDataDir();
      const command = (args: string[]) =>
        run('npx', ['tsx', 'scripts/db-move.ts', ...args], {
          env: { ...process.env, DATA_DIR: dataDir },
        }).then(
          ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );

      const usage = await command([]);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run db:move -- --to postgres://');

      const refused = await command(['--to', await emptyTarget()]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `There is no embedded database in ${path.join(dataDir, 'db')}: nothing to move.`,
      );
    },
    MOVE_TIMEOUT,
  );
});
