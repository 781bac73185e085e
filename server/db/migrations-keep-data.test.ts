import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';
import {
  expectedNewColumnValues,
  firstMigrationRows,
  ids,
} from '#server/test/first-migration-rows.ts';

// A database made at the first migration, with a venue's data in it, is migrated one step at a
// time through every migration of the journal; after each step no row is lost or changed and
// every column a step added holds a sensible value in the old rows. A new migration joins the
// journal and so this test without anything written here.

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
  version: string;
  breakpoints: boolean;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/** Every table of the schema with its columns, row count and a digest of its rows. */
type Snapshot = Map<string, { columns: Map<string, string | null>; rows: number }>;

const journal = JSON.parse(
  await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as Journal;

let client: PGlite;
let stepsDir: string;
beforeAll(async () => {
  client = await PGlite.create();
  stepsDir = await mkdtemp(path.join(tmpdir(), 'barback-migrations-'));
});
afterAll(async () => {
  await client.close();
  await rm(stepsDir, { recursive: true, force: true });
});

/** Applies the journal's first `count` migrations with Drizzle's own migrator, as the server does. */
async function migrateTo(count: number) {
  const folder = path.join(stepsDir, String(count));
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    await cp(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  await migrate(drizzle({ client }), { migrationsFolder: folder });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function snapshot(): Promise<Snapshot> {
  const { rows } = await client.query<{ table: string; column: string; default: string | null }>(
    `select table_name as "table", column_name as "column", column_default as "default"
       from information_schema.columns where table_schema = 'public'
       order by table_name, ordinal_position`,
  );
  const tables: Snapshot = new Map();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { columns: new Map(), rows: 0 };
    table.columns.set(row.column, row.default);
    tables.set(row.table, table);
  }
  for (const [name, table] of tables) {
    const count = await client.query<{ n: number }>(
      `select count(*)::int as n from ${quote(name)}`,
    );
    table.rows = count.rows[0]?.n ?? 0;
  }
  return tables;
}

/** A digest of these columns of every row of a table, in a stable order. */
async function digest(table: string, columns: string[]): Promise<string> {
  const list = columns.map((column) => `t.${quote(column)}`).join(', ');
  const { rows } = await client.query<{ digest: string | null }>(
    `select md5(string_agg(r, e'\\n' order by r)) as digest
       from (select row(${list})::text as r from ${quote(table)} t) rows`,
  );
  return rows[0]?.digest ?? 'empty';
}

/** What the old rows should hold in a new column: the value named for it, else its default. */
async function expectedValue(
  table: string,
  column: string,
  columnDefault: string | null,
): Promise<string | null | 'some value'> {
  const key = `${table}.${column}`;
  if (key in expectedNewColumnValues) return expectedNewColumnValues[key] ?? null;
  if (columnDefault === null) return null;
  // A default that differs on every call (a time, an id) can only be required to be there.
  if (/now\(\)|random|clock_timestamp/i.test(columnDefault)) return 'some value';
  const { rows } = await client.query<{ value: string | null }>(
    `select (${columnDefault})::text as value`,
  );
  return rows[0]?.value ?? null;
}

describe('migrations keep the data of a database made at the first migration', () => {
  it('migrates it step by step through every migration, losing and changing nothing', async () => {
    const [first, ...later] = journal.entries;
    expect(first?.tag).toBe('0000_init');
    await migrateTo(1);
    for (const statement of firstMigrationRows) await client.query(statement);

    let before = await snapshot();
    const digests = new Map<string, string>();
    for (const [table, { columns }] of before) {
      digests.set(table, await digest(table, [...columns.keys()]));
    }
    expect(before.get('items')?.rows).toBe(2);

    for (const [step, entry] of later.entries()) {
      await migrateTo(step + 2);
      const after = await snapshot();
      for (const [table, old] of before) {
        const now = after.get(table);
        expect(now, `${entry.tag} keeps the table ${table}`).toBeDefined();
        if (!now) continue;
        expect(now.rows, `${entry.tag} keeps the rows of ${table}`).toBe(old.rows);
        const oldColumns = [...old.columns.keys()];
        for (const column of oldColumns) {
          expect(now.columns.has(column), `${entry.tag} keeps ${table}.${column}`).toBe(true);
        }
        expect(await digest(table, oldColumns), `${entry.tag} changes no value of ${table}`).toBe(
          digests.get(table),
        );
        for (const [column, columnDefault] of now.columns) {
          if (old.columns.has(column) || now.rows === 0) continue;
          const expected = await expectedValue(table, column, columnDefault);
          const { rows } = await client.query<{ value: string | null }>(
            `select distinct ${quote(column)}::text as value from ${quote(table)}`,
          );
          const values = rows.map((row) => row.value);
          if (expected === 'some value') {
            expect(values, `${entry.tag}: ${table}.${column} of old rows`).not.toContain(null);
          } else {
            expect(values, `${entry.tag}: ${table}.${column} of old rows`).toEqual([expected]);
          }
        }
      }
      for (const [table, { columns }] of after) {
        digests.set(table, await digest(table, [...columns.keys()]));
      }
      before = after;
    }

    // The venue reads as it did: a few key values by hand.
    const { rows: items } = await client.query<{ name: string; quantity: string }>(
      `select name, quantity::text as quantity from items order by name`,
    );
    expect(items).toEqual([
      { name: 'Dry gin', quantity: '12.5000' },
      { name: 'Limes', quantity: '3.0000' },
    ]);
    const { rows: lists } = await client.query<{ status: string; lines: number }>(
      `select l.status, count(li.id)::int as lines from shopping_lists l
         join shopping_list_items li on li.shopping_list_id = l.id where l.id = $1 group by l.id`,
      [ids.list],
    );
    expect(lists).toEqual([{ status: 'sent', lines: 1 }]);
    const { rows: lastCounts } = await client.query<{ name: string; matches: boolean }>(
      `select i.name, i.quantity = (select new_quantity from stock_updates s
         where s.item_id = i.id order by created_at desc limit 1) as matches
       from items i order by i.name`,
    );
    expect(lastCounts.every((row) => row.matches)).toBe(true);
    const { rows: menu } = await client.query<{ recipe: string; ingredients: number }>(
      `select r.name as recipe, (select count(*)::int from recipe_ingredients ri
         where ri.recipe_id = r.id) as ingredients
       from menu_recipes mr join recipes r on r.id = mr.recipe_id where mr.menu_item_id = $1`,
      [ids.menuItem],
    );
    expect(menu).toEqual([{ recipe: 'Gin and tonic', ingredients: 2 }]);
    const applied = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });
});
