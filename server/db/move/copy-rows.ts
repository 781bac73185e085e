import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type Column, type Query, quoteName } from './catalog.ts';

/**
 * Reads the table through a cursor a batch at a time, each row as JSON, and writes each batch
 * as one statement that turns the JSON back into the table's row type (every value goes over
 * as the database's own text, so numbers, times and arrays arrive exactly). The next batch is
 * read while the target writes the last one.
 */
export async function copyTable(
  source: PGlite,
  target: pg.PoolClient,
  table: string,
  columns: Column[],
  batchRows: number,
): Promise<number> {
  const qualified = `public.${quoteName(table)}`;
  const names = columns
    .filter((column) => !column.generated)
    .map((column) => quoteName(column.name))
    .join(', ');
  const insert =
    `insert into ${qualified} (${names}) overriding system value ` +
    `select ${names} from json_populate_recordset(null::${qualified}, $1::json)`;
  await source.query(
    `declare move_rows no scroll cursor for select row_to_json(t)::text from ${qualified} t`,
  );
  const readBatch = async () =>
    (await source.query<[string]>(`fetch ${batchRows} from move_rows`, [], { rowMode: 'array' }))
      .rows;
  let copied = 0;
  let batch = await readBatch();
  while (batch.length > 0) {
    const json = `[${batch.map(([row]) => row).join(',')}]`;
    const [, next] = await Promise.all([target.query(insert, [json]), readBatch()]);
    copied += batch.length;
    batch = next;
  }
  await source.query('close move_rows');
  return copied;
}

/** Sets each sequence of the target where the source's stands, so new rows take new numbers. */
export async function copySequences(
  fromSource: Query,
  target: pg.PoolClient,
  sequences: string[],
): Promise<number> {
  for (const sequence of sequences) {
    const qualified = `public.${quoteName(sequence)}`;
    const [state] = await fromSource<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${qualified}`,
    );
    if (!state) continue;
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      qualified,
      state.value,
      state.called,
    ]);
  }
  return sequences.length;
}
