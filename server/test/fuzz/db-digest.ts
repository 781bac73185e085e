/**
 * A fingerprint of every row in the database, in one query: equal before and after a request
 * means the request changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

type Rows<T> = { rows: T[] };

/**
 * Tables whose rows change while a refused request runs, rightly: the mail outbox, which the
 * process's worker delivers in the background (an order sent by an earlier request), and the
 * scheduled jobs' periods its polling claims.
 */
const WRITTEN_WHEN_REFUSED = new Set<string>(['mail_outbox', 'scheduled_runs']);

export async function digestQuery(db: Db): Promise<string> {
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  const parts = rows
    .map((row) => row.table_name)
    .filter((table) => !WRITTEN_WHEN_REFUSED.has(table))
    .map(
      (table) =>
        `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${table}" t`,
    );
  return `select md5(string_agg(name || ':' || hash, ',' order by name)) as digest from (${parts.join(' union all ')}) tables`;
}

/** Returns a function that fingerprints the database as it is now. */
export async function databaseDigest(db: Db): Promise<() => Promise<string>> {
  const query = await digestQuery(db);
  return async () => {
    const { rows } = (await db.execute(sql.raw(query))) as unknown as Rows<{ digest: string }>;
    return rows[0]?.digest ?? '';
  };
}
