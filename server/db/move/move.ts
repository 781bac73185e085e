import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openPglite, openPostgres } from '../client.ts';
import { DataDirLockedError, lockDataDir } from '../open.ts';
import { type Catalog, type Query, quoteName, readCatalog, schemaDifference } from './catalog.ts';
import { TEXT_SETTINGS, type TableSum, tableSum } from './checksum.ts';
import { CopyOrderError, copyOrder } from './copy-order.ts';
import { copySequences, copyTable } from './copy-rows.ts';

/** The move did not start: the reason is the message, and no row was written to the target. */
export class MoveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefusedError';
  }
}

export interface MoveOptions {
  /** The configuration's DATA_DIR: the embedded database is its db folder. */
  dataDir: string;
  /** The PostgreSQL database to copy into (postgres://…): empty, or with no rows. */
  to: string;
  /** Rows per insert statement (default 5,000). */
  batchRows?: number;
  /** Told each step as it happens. */
  log?: (line: string) => void;
}

export interface TableMoved {
  table: string;
  rows: number;
  checksum: string;
}

export interface MoveReport {
  /** In the order they were copied, each with the checksum both sides agreed on. */
  tables: TableMoved[];
  sequences: number;
  copyMs: number;
  verifyMs: number;
  totalMs: number;
}

const DEFAULT_BATCH_ROWS = 5_000;
/** How long the target's tables may take to lock before the move gives up (a server on it). */
const LOCK_TIMEOUT = '10s';

/**
 * Copies the embedded database of `dataDir` into the empty PostgreSQL database at `to`: same
 * rows, same ids, in one transaction that is committed only once every table's row count and
 * checksum agree on both sides. Holds the data directory's lock throughout, so no server runs
 * on it; refuses a target with any row in any of the app's tables.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const release = await lockOrRefuse(options.dataDir);
  try {
    const dbDir = path.join(options.dataDir, 'db');
    if (!(await exists(path.join(dbDir, 'PG_VERSION')))) {
      throw new MoveRefusedError(`There is no embedded database in ${dbDir}: nothing to move.`);
    }
    // Opening applies any migration the data has not had yet, as a server starting on it would.
    const source = await openPglite({ dataDir: dbDir });
    try {
      const target = await openTarget(options.to);
      try {
        const client = await target.pool.connect();
        try {
          const report = await copyAll(source.client, client, options.batchRows, log);
          return { ...report, totalMs: performance.now() - started };
        } finally {
          client.release();
        }
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  } finally {
    await release();
  }
}

/** Opens and migrates the target; a database that does not exist is refused with what to do. */
async function openTarget(url: string) {
  try {
    return await openPostgres({ url, poolSize: 1 });
  } catch (error) {
    // 3D000: invalid_catalog_name, the database named in the address does not exist.
    if ((error as { code?: string }).code === '3D000') {
      const name = decodeURIComponent(new URL(url).pathname.slice(1));
      throw new MoveRefusedError(
        `The database ${name} does not exist: create it first (createdb ${name}), then move.`,
      );
    }
    throw error;
  }
}

async function lockOrRefuse(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new MoveRefusedError(
        `A Barback server is running on ${dataDir}: stop the server first, then move.`,
      );
    }
    throw error;
  }
}

async function copyAll(
  source: PGlite,
  target: pg.PoolClient,
  batchRows = DEFAULT_BATCH_ROWS,
  log: (line: string) => void,
): Promise<Omit<MoveReport, 'totalMs'>> {
  const fromSource: Query = async <Row>(text: string, params?: unknown[]) =>
    (await source.query<Row>(text, params)).rows;
  const fromTarget: Query = async (text, params) => (await target.query(text, params)).rows;
  const sourceCatalog = await readCatalog(fromSource);
  const targetCatalog = await readCatalog(fromTarget);
  const difference = schemaDifference(sourceCatalog, targetCatalog);
  if (difference) {
    throw new MoveRefusedError(
      `The target's schema is not the embedded database's: ${difference}.`,
    );
  }
  const order = orderOrRefuse(sourceCatalog);

  for (const [name, value] of TEXT_SETTINGS) {
    await source.query(`select set_config($1, $2, false)`, [name, value]);
  }
  // One snapshot of the source for the copy and its checksums (no one else writes: the lock).
  await source.exec('begin isolation level repeatable read read only');
  await target.query('begin');
  try {
    for (const [name, value] of TEXT_SETTINGS) {
      await target.query(`select set_config($1, $2, true)`, [name, value]);
    }
    await lockTarget(target, order);
    await refuseRows(fromTarget, order);

    const copyStarted = performance.now();
    for (const table of order) {
      const columns = sourceCatalog.tables.get(table) ?? [];
      const rows = await copyTable(source, target, table, columns, batchRows);
      log(`copied ${table}: ${rows.toLocaleString('en')} rows`);
    }
    const sequences = await copySequences(fromSource, target, sourceCatalog.sequences);
    const copyMs = performance.now() - copyStarted;

    const verifyStarted = performance.now();
    const tables = await verify(fromSource, fromTarget, order);
    const verifyMs = performance.now() - verifyStarted;
    log(`verified ${tables.length} tables: row counts and checksums agree`);

    await target.query('commit');
    return { tables, sequences, copyMs, verifyMs };
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await source.exec('rollback').catch(() => {});
  }
}

function orderOrRefuse(catalog: Catalog): string[] {
  try {
    return copyOrder([...catalog.tables.keys()], catalog.references);
  } catch (error) {
    if (error instanceof CopyOrderError) throw new MoveRefusedError(error.message);
    throw error;
  }
}

/** Keeps anyone else from writing the target's tables until the copy is committed. */
async function lockTarget(target: pg.PoolClient, tables: string[]): Promise<void> {
  await target.query(`select set_config('lock_timeout', $1, true)`, [LOCK_TIMEOUT]);
  try {
    await target.query(
      `lock table ${tables.map((table) => `public.${quoteName(table)}`).join(', ')} in exclusive mode`,
    );
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') {
      throw new MoveRefusedError(
        'The target database is in use (a Barback server on it?): its tables could not be locked ' +
          `within ${LOCK_TIMEOUT}. Stop what uses it, then move.`,
      );
    }
    throw error;
  }
}

async function refuseRows(fromTarget: Query, tables: string[]): Promise<void> {
  const filled = await fromTarget<{ table: string }>(
    tables
      .map(
        (table) =>
          `select '${table.replaceAll("'", "''")}' as table where exists (select 1 from public.${quoteName(table)})`,
      )
      .join(' union all '),
  );
  if (filled.length === 0) return;
  const names = filled.map(({ table }) => table);
  const which =
    names.length === 1
      ? `the table ${names[0]} has rows`
      : `the tables ${names.slice(0, -1).join(', ')} and ${names.at(-1)} have rows`;
  throw new MoveRefusedError(
    `The target database is not empty: ${which}. db:move copies only into a database with ` +
      'no rows; nothing was copied.',
  );
}

async function verify(
  fromSource: Query,
  fromTarget: Query,
  tables: string[],
): Promise<TableMoved[]> {
  const moved: TableMoved[] = [];
  const differ: string[] = [];
  for (const table of tables) {
    const [here, there]: [TableSum, TableSum] = await Promise.all([
      tableSum(fromSource, table),
      tableSum(fromTarget, table),
    ]);
    if (here.rows !== there.rows || here.checksum !== there.checksum) {
      differ.push(
        `${table} (${here.rows} rows, ${here.checksum} in the embedded database; ` +
          `${there.rows} rows, ${there.checksum} in the target)`,
      );
    }
    moved.push({ table, ...here });
  }
  if (differ.length > 0) {
    throw new Error(
      `The copy does not match its source in ${differ.join('; ')}. Nothing was committed.`,
    );
  }
  return moved;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
