import { type Query, quoteName } from './catalog.ts';

/**
 * Session settings under which a row's text is the same on both databases: the checksums
 * compare that text, and a time zone or a date style of the server's own would change it.
 */
export const TEXT_SETTINGS = [
  ['timezone', 'UTC'],
  ['datestyle', 'ISO, YMD'],
  ['intervalstyle', 'postgres'],
  ['extra_float_digits', '1'],
  ['bytea_output', 'hex'],
] as const;

export interface TableSum {
  rows: number;
  checksum: string;
}

/**
 * A table's row count and checksum, computed by the same statement on either database: the md5
 * of its rows' md5s in order. Each row is hashed on its own and the hashes sorted (bytewise, so
 * no collation of either server counts), which keeps the aggregate small for a large table and
 * makes the sum independent of the order rows are stored or copied in.
 */
export async function tableSum(query: Query, table: string): Promise<TableSum> {
  const [sum] = await query<{ rows: string; checksum: string }>(
    `select count(*)::text as rows,
            md5(coalesce(string_agg(hash, '' order by hash collate "C"), '')) as checksum
       from (select md5(t::text) as hash from public.${quoteName(table)} t) hashes`,
  );
  if (!sum) throw new Error(`No checksum of ${table}`);
  return { rows: Number(sum.rows), checksum: sum.checksum };
}
