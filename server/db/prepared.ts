import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Query } from 'drizzle-orm';
import type { Db } from './client.ts';

// Statements built once per process (decision 042). Drizzle builds a statement's SQL text from
// its query builder on every call, which was a fifth of the server's time on a count; a
// statement of fixed shape, its values as placeholders, is built here once, and each call only
// binds it to the database or transaction at hand. On node-postgres it runs as a named prepared
// statement (parsed once per connection); PGlite takes the same text and values.

/** A query builder with placeholders, ready to prepare (a select, insert or update). */
interface Preparable<T extends PreparedQueryConfig> {
  prepare(name: string): PgPreparedQuery<T>;
}

/** What Drizzle's prepared queries of both drivers hold, to bind them again (not in its types). */
interface PreparedInternals {
  fields: unknown;
  customResultMapper: unknown;
  queryMetadata: unknown;
  cacheConfig: unknown;
  joinsNotNullableMap: unknown;
  isResponseInArrayMode(): boolean;
}

interface Template {
  query: Query;
  fields: unknown;
  arrayMode: boolean;
  customResultMapper: unknown;
  queryMetadata: unknown;
  cacheConfig: unknown;
  joinsNotNullableMap: unknown;
}

/** The session's prepareQuery, which Drizzle's types keep internal. */
type PrepareQuery = (
  query: Query,
  fields: unknown,
  name: string,
  isResponseInArrayMode: boolean,
  customResultMapper: unknown,
  queryMetadata: unknown,
  cacheConfig: unknown,
) => PgPreparedQuery<PreparedQueryConfig> & { joinsNotNullableMap: unknown };

const templates = new Map<string, Template>();

/**
 * The statement `name` on `db` (a database or a transaction): `build` runs once per process,
 * with every value that varies as `sql.placeholder(…)`, and its SQL text is then reused. Every
 * call of one name must build the same statement; use a new name for another. Values computed
 * when the builder runs (a column's `$onUpdate`, `new Date()`) are frozen in the text: pass
 * them as placeholders too.
 */
export function prepared<T extends PreparedQueryConfig>(
  db: Db,
  name: string,
  build: (db: Db) => Preparable<T>,
): PgPreparedQuery<T> {
  const template = templates.get(name);
  if (!template) {
    const first = build(db).prepare(name);
    const internals = first as unknown as PreparedInternals;
    templates.set(name, {
      query: first.getQuery(),
      fields: internals.fields,
      arrayMode: internals.isResponseInArrayMode(),
      customResultMapper: internals.customResultMapper,
      queryMetadata: internals.queryMetadata,
      cacheConfig: internals.cacheConfig,
      joinsNotNullableMap: internals.joinsNotNullableMap,
    });
    return first;
  }
  const session = db._.session as unknown as { prepareQuery: PrepareQuery };
  const query = session.prepareQuery(
    template.query,
    template.fields,
    name,
    template.arrayMode,
    template.customResultMapper,
    template.queryMetadata,
    template.cacheConfig,
  );
  query.joinsNotNullableMap = template.joinsNotNullableMap;
  return query as unknown as PgPreparedQuery<T>;
}
