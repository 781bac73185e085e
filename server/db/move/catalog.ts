import type { Reference } from './copy-order.ts';

/** Runs one statement and gives its rows: PGlite's client and node-postgres' both fit. */
export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface Column {
  name: string;
  type: string;
  /** A generated column: the database computes it, an insert may not name it. */
  generated: boolean;
}

/** What db:move needs to know of a database's schema, read from its catalogue. */
export interface Catalog {
  /** The app's tables (schema public), by name, with their columns in their order. */
  tables: Map<string, Column[]>;
  references: Reference[];
  /** The sequences of schema public (none today: every id is a uuid). */
  sequences: string[];
  /** The hashes of the Drizzle migrations applied, oldest first. */
  migrations: string[];
}

/** Quotes a name for SQL: "stock_updates". */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readCatalog(query: Query): Promise<Catalog> {
  const columns = await query<{ table: string; name: string; type: string; generated: string }>(
    `select c.table_name as table, c.column_name as name,
            format_type(a.atttypid, a.atttypmod) as type, c.is_generated as generated
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
       join pg_attribute a
         on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
        and a.attname = c.column_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const column of columns) {
    const list = tables.get(column.table) ?? [];
    list.push({ name: column.name, type: column.type, generated: column.generated === 'ALWAYS' });
    tables.set(column.table, list);
  }
  const references = await query<Reference>(
    `select child.relname as table, parent.relname as references
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const sequences = await query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  const migrations = await query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by id',
  );
  return {
    tables,
    references,
    sequences: sequences.map(({ name }) => name),
    migrations: migrations.map(({ hash }) => hash),
  };
}

/**
 * How the two schemas differ, in words (undefined when they are the same): the copy and the
 * checksums rely on the same tables with the same columns in the same order on both sides.
 */
export function schemaDifference(source: Catalog, target: Catalog): string | undefined {
  if (source.migrations.join() !== target.migrations.join()) {
    return (
      `the embedded database has ${source.migrations.length} migrations applied and the target ` +
      `${target.migrations.length}, or others: move with the version of Barback that last ran on both`
    );
  }
  const describe = (columns: Column[] | undefined) =>
    (columns ?? []).map((column) => `${column.name} ${column.type}`).join(', ');
  for (const table of new Set([...source.tables.keys(), ...target.tables.keys()])) {
    if (!source.tables.has(table)) return `the table ${table} is only in the target`;
    if (!target.tables.has(table)) return `the table ${table} is only in the embedded database`;
    const [here, there] = [describe(source.tables.get(table)), describe(target.tables.get(table))];
    if (here !== there) return `the columns of ${table} differ: (${here}) and (${there})`;
  }
  const [here, there] = [source.sequences.join(', '), target.sequences.join(', ')];
  if (here !== there) return `the sequences differ: (${here}) and (${there})`;
  return undefined;
}
