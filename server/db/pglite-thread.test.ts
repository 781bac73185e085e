import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresRefusal } from '../lib/database-error.ts';
import { createLocation } from '../test/factories.ts';
import { type Database, openPgliteThread } from './client.ts';
import { PgliteThread, PgliteThreadClosedError } from './pglite-thread.ts';
import { items, locations } from './schema/index.ts';

// The embedded database in its own thread, as the server opens it (openPgliteThread): one
// migrated in-memory database for the file; each test works in rows or tables of its own.
let database: Database & { client: PgliteThread };
beforeAll(async () => {
  database = await openPgliteThread();
});
afterAll(async () => {
  await database?.close();
});

/** The rows of what `db.execute` answered (PGlite's result: `{ rows, fields }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A table of its own for a test: a unique name, a primary key and a text column. */
async function scratchTable() {
  const name = `scratch_${Math.random().toString(36).slice(2, 10)}`;
  await database.db.execute(sql.raw(`create table ${name} (id int primary key, note text)`));
  const count = async () => {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${name}`));
    return rowsOf<{ n: number }>(result)[0]?.n;
  };
  return { name, table: sql.raw(name), count };
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the embedded database in its own thread', () => {
  it('applies the migrations and answers Drizzle queries with the types PGlite gives', async () => {
    const { db } = database;
    const { location } = await createLocation(db);
    const [row] = await db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.name).toBe(location.name);
    expect(row?.createdAt).toBeInstanceOf(Date);

    const result = await db.execute(
      sql`select 9007199254740991::int8 as big, 1.50::numeric(6, 2) as amount,
                 ${JSON.stringify({ a: [1, 2] })}::jsonb as doc, date '2026-03-01' as day`,
    );
    expect(rowsOf(result)).toEqual([
      { big: 9007199254740991, amount: '1.50', doc: { a: [1, 2] }, day: '2026-03-01' },
    ]);
  });

  it('keeps the rows of a transaction that commits and none of one that rolls back', async () => {
    const { db } = database;
    const { table, count } = await scratchTable();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${table} values (1, 'kept')`);
    });

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} values (2, 'thrown away')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} values (3, 'rolled back')`);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);

    expect(await count()).toBe(1);
  });

  it('runs one transaction at a time: others, and queries outside, wait for its end', async () => {
    const { db } = database;
    const { table, count } = await scratchTable();
    const events: string[] = [];
    const firstInserted = gate();
    const letFirstCommit = gate();

    const first = db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${table} values (1, 'first')`);
      events.push('first inserted');
      firstInserted.open();
      await letFirstCommit.opened;
      events.push('first commits');
    });
    await firstInserted.opened;

    const second = db.transaction(async (tx) => {
      events.push('second begins');
      const seen = await tx.execute(sql`select count(*)::int as n from ${table}`);
      await tx.execute(sql`insert into ${table} values (2, 'second')`);
      return rowsOf<{ n: number }>(seen)[0]?.n;
    });
    const outside = count().then((n) => {
      events.push('outside read');
      return n;
    });

    // Neither can start while the first holds the database.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['first inserted']);

    letFirstCommit.open();
    await first;
    expect(await second).toBe(1);
    expect(await outside).toBe(2);
    expect(events).toEqual(['first inserted', 'first commits', 'second begins', 'outside read']);
  });

  it('runs queries a transaction sends at once one after another', async () => {
    const { db } = database;
    const { table, count } = await scratchTable();
    await db.transaction(async (tx) => {
      await Promise.all(
        [1, 2, 3, 4, 5].map((id) => tx.execute(sql`insert into ${table} values (${id}, 'x')`)),
      );
    });
    expect(await count()).toBe(5);
  });

  it('gives errors the SQLSTATE and constraint PostgreSQL gave, as Drizzle wraps them', async () => {
    const { db } = database;
    const { table } = await scratchTable();
    await db.execute(sql`insert into ${table} values (1, 'one')`);

    const duplicate = await db
      .execute(sql`insert into ${table} values (1, 'again')`)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(postgresRefusal(duplicate)).toMatchObject({ code: '23505' });
    expect(postgresRefusal(duplicate)?.constraint).toMatch(/_pkey$/);

    const { location } = await createLocation(db);
    const orphan = await db
      .insert(items)
      .values({
        locationId: location.id,
        name: 'Orphan',
        unit: 'bottle',
        categoryId: '00000000-0000-4000-8000-000000000000',
      })
      .catch((error: unknown) => error);
    expect(postgresRefusal(orphan)).toMatchObject({ code: '23503' });

    const syntax = await db.execute(sql`selec 1`).catch((error: unknown) => error);
    expect(postgresRefusal(syntax)?.code).toBe('42601');
  });

  it('refuses to commit a transaction a failed statement aborted', async () => {
    const { db } = database;
    const { table, count } = await scratchTable();
    const committing = db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${table} values (1, 'one')`);
      // Swallowed here, yet PostgreSQL has aborted the transaction.
      await tx.execute(sql`insert into ${table} values (1, 'again')`).catch(() => undefined);
    });
    await expect(committing).rejects.toSatisfy((error) => postgresRefusal(error)?.code === '25P02');
    expect(await count()).toBe(0);
    // The database is free again afterwards.
    await db.execute(sql`insert into ${table} values (2, 'two')`);
    expect(await count()).toBe(1);
  });

  it('answers the same statement after the table it reads changed shape', async () => {
    const { db } = database;
    const { table } = await scratchTable();
    await db.execute(sql`insert into ${table} values (1, 'one')`);
    const read = () => db.execute(sql`select * from ${table} where id = ${1}`);
    expect(rowsOf(await read())).toEqual([{ id: 1, note: 'one' }]);
    await db.execute(sql`alter table ${table} add column extra int default 7`);
    expect(rowsOf(await read())).toEqual([{ id: 1, note: 'one', extra: 7 }]);
  });

  it('answers many different statements (more than it keeps prepared)', async () => {
    const { client } = database;
    const answers = [];
    for (let n = 0; n < 300; n++) {
      answers.push((await client.query<{ n: number }>(`select ${n}::int as n`)).rows[0]?.n);
    }
    expect(answers).toEqual([...Array(300).keys()]);
  });
});

describe('a data directory opened in a thread', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'barback-thread-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps what was written once closed, and refuses queries after close', async () => {
    const first = await PgliteThread.start({ dataDir: dir });
    await first.exec('create table kept (id int primary key); insert into kept values (1), (2);');
    await first.close();
    await first.close();
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow(PgliteThreadClosedError);

    const second = await PgliteThread.start({ dataDir: dir });
    try {
      const result = await second.query<{ id: number }>('select id from kept order by id');
      expect(result.rows).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await second.close();
    }
  });
});
