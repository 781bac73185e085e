import { gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A JSON document written a piece at a time: its small fields at once, each long collection
 * from pages of rows read one after another. A file of hundreds of thousands of rows is never
 * one string in memory, and the event loop is given back between pages.
 */

/** A collection read in pages: each page is an array of rows, the last one may be short. */
export type Pages = () => AsyncIterable<unknown[]>;

/** The document's text, in pieces: `head`'s fields, then each collection as an array. */
export async function* jsonDocument(
  head: Record<string, unknown>,
  collections: Record<string, Pages>,
): AsyncGenerator<string> {
  const opening = JSON.stringify(head);
  const fields = Object.keys(head).length;
  yield opening.slice(0, -1);
  let first = fields === 0;
  for (const [name, pages] of Object.entries(collections)) {
    yield `${first ? '' : ','}${JSON.stringify(name)}:[`;
    first = false;
    let rows = 0;
    for await (const page of pages()) {
      if (page.length === 0) continue;
      const text = page.map((row) => JSON.stringify(row)).join(',');
      yield rows === 0 ? text : `,${text}`;
      rows += page.length;
    }
    yield ']';
  }
  yield '}';
}

/** Rows one query of an export reads: a page of the change log is about half a megabyte. */
export const EXPORT_PAGE_ROWS = 2000;

/**
 * A table's rows a page at a time, in the order of `id` (or of another unique column, read
 * from each row by `keyOf`): each page starts after the last key of the one before (`read`
 * gets that condition), so no row is skipped or read twice. `pageRows` is the page `read`
 * asks for (EXPORT_PAGE_ROWS unless told).
 */
export async function* pagesOf<T>(
  read: (after: SQL | undefined) => Promise<T[]>,
  id: PgColumn,
  options: { pageRows?: number; keyOf?: (row: T) => string } = {},
): AsyncGenerator<T[]> {
  const pageRows = options.pageRows ?? EXPORT_PAGE_ROWS;
  const keyOf = options.keyOf ?? ((row: T) => (row as { id: string }).id);
  let after: string | undefined;
  for (;;) {
    const page = await read(after === undefined ? undefined : gt(id, after));
    yield page;
    const last = page[page.length - 1];
    if (page.length < pageRows || last === undefined) return;
    after = keyOf(last);
  }
}
