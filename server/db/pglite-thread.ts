// The embedded database in a thread of its own (pglite-worker.js), seen from the server as the
// part of PGlite's interface that Drizzle's PGlite driver uses: `query` and `transaction`.
//
// Every request is a message to the thread and its answer a message back, matched by id:
//   query  {sql, params, rowMode, raw, tx?}  → {rows, fields, affectedRows}
//   exec   {sql, tx?}                        → one result per statement
//   begin  {tx}                              → once BEGIN has run
//   end    {tx, outcome: commit | rollback}  → once COMMIT or ROLLBACK has run
//   copy   {to}                              → once the data directory is copied to `to`,
//                                               between transactions, after a checkpoint
//   close                                    → once the data is on disk; the thread then exits
// The thread runs one request at a time, and a transaction holds the database until its `end`:
// every other request waits behind it, as on one connection. Errors come back as data and are
// rebuilt here with the fields PostgreSQL gave them (code, constraint, detail…), so
// postgresRefusal reads them as before. Parameters cross threads by structured clone: strings,
// numbers, dates, bytes, plain objects and arrays, which is what Drizzle sends.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

export interface PgliteThreadOptions {
  /** Directory of the data; omitted for an in-memory database. */
  dataDir?: string;
  /** A dump of a data directory to start from. */
  loadDataDir?: Blob;
  /** Applies the migrations of this folder before the database is ready. */
  migrationsFolder?: string;
  /** PostgreSQL settings (postgresql.conf lines), e.g. `shared_buffers=32MB`. */
  settings?: string[];
}

/** What Drizzle's PGlite driver passes with a query; parsers run here, on the server's side. */
type ThreadQueryOptions = Pick<QueryOptions, 'rowMode' | 'parsers'>;

/** The database thread's young generation, MB (decision 045). */
export const PGLITE_THREAD_YOUNG_GENERATION_MB = 8;

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types the thread leaves as text, since a parser here reads them. */
      raw: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'collect' }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; outcome: 'commit' | 'rollback' }
  | { op: 'copy'; to: string }
  | { op: 'close' };

interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorData };
type Ready = { ready: true } | { ready: false; error: ErrorData };

/** The queries of one transaction, as Drizzle's PGlite driver uses them. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /** Rolls back when the callback returns (throwing does the same at once). */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The same error the thread met, with PostgreSQL's fields on it. */
function rebuildError(data: ErrorData): Error {
  const error = new Error(data.message);
  error.name = data.name;
  Object.assign(error, data.fields);
  if (data.stack) error.stack = `${data.stack}\n    (in the embedded database's thread)`;
  return error;
}

export class PgliteThreadClosedError extends Error {
  constructor(reason: string) {
    super(`The embedded database is closed: ${reason}`);
    this.name = 'PgliteThreadClosedError';
  }
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #nextTransaction = 1;
  #closedBecause: string | undefined;
  #closing: Promise<void> | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) => this.#fail(`its thread failed: ${error.message}`));
    worker.on('exit', (code) => this.#fail(`its thread exited (code ${code})`));
  }

  /** Starts the thread, opens the database in it and applies the migrations. */
  static async start(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: {
        dataDir: options.dataDir,
        migrationsFolder: options.migrationsFolder,
        settings: options.settings,
        loadDataDir: options.loadDataDir
          ? new Uint8Array(await options.loadDataDir.arrayBuffer())
          : undefined,
      },
      // The thread needs no TypeScript loader (it is plain JavaScript) and no inspector.
      execArgv: [],
      // Its garbage is short-lived (a statement's rows on their way out), and a young
      // generation of V8's default size kept about 20 MB more resident after a busy spell
      // (decision 045).
      resourceLimits: { maxYoungGenerationSizeMb: PGLITE_THREAD_YOUNG_GENERATION_MB },
    });
    const ready = (await Promise.race([
      once(worker, 'message'),
      once(worker, 'error').then(([error]: unknown[]) => {
        throw error;
      }),
      once(worker, 'exit').then(([code]: unknown[]) => {
        throw new Error(`The embedded database's thread exited while starting (code ${code}).`);
      }),
    ])) as [Ready];
    const [first] = ready;
    if (!first.ready) {
      await worker.terminate();
      throw rebuildError(first.error);
    }
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.#closedBecause !== undefined;
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options: ThreadQueryOptions = {},
  ): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` in a transaction: COMMIT when it returns, ROLLBACK when it throws (the
   * error is thrown on). Every other query waits until it ends.
   */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTransaction++;
    await this.#request({ op: 'begin', tx: id });
    let ended = false;
    let rollback = false;
    const ensureOpen = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const tx: PgliteThreadTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options: ThreadQueryOptions = {}) => {
        ensureOpen();
        return this.#query<R>(sql, params, options, id);
      },
      exec: async (sql: string) => {
        ensureOpen();
        return (await this.#request({ op: 'exec', sql, tx: id })) as Results[];
      },
      rollback: async () => {
        ensureOpen();
        rollback = true;
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      ended = true;
      await this.#request({ op: 'end', tx: id, outcome: 'rollback' }).catch(() => undefined);
      throw error;
    }
    ended = true;
    await this.#request({ op: 'end', tx: id, outcome: rollback ? 'rollback' : 'commit' });
    return result;
  }

  /**
   * Copies the data directory to `to` (which must not exist) in the thread, between
   * transactions, after a checkpoint: a consistent copy, which requests sent meanwhile wait for.
   */
  async copyDataDir(to: string): Promise<void> {
    await this.#request({ op: 'copy', to });
  }

  /** A full garbage collection in the thread, between transactions (decision 045). */
  async collectGarbage(): Promise<void> {
    await this.#request({ op: 'collect' });
  }

  /** Closes the database (its data is then on disk) and lets the thread exit. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (this.closed) return;
      const exited = once(this.#worker, 'exit');
      try {
        await this.#request({ op: 'close' });
      } finally {
        await exited;
      }
    })();
    return this.#closing;
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: ThreadQueryOptions,
    tx: number | undefined,
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const raw = Object.keys(parsers).map(Number);
    const rowMode = options.rowMode ?? 'object';
    const result = (await this.#request({
      op: 'query',
      sql,
      params,
      rowMode,
      raw,
      ...(tx === undefined ? {} : { tx }),
    })) as Results<T>;
    if (raw.length > 0) applyParsers(result, parsers, rowMode);
    return result;
  }

  #request(request: Request): Promise<unknown> {
    if (this.#closedBecause)
      return Promise.reject(new PgliteThreadClosedError(this.#closedBecause));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, say) never reaches the thread.
        this.#pending.delete(id);
        reject(error as Error);
      }
    });
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(rebuildError(reply.error));
  }

  #fail(reason: string) {
    this.#closedBecause ??= reason;
    for (const pending of this.#pending.values()) {
      pending.reject(new PgliteThreadClosedError(reason));
    }
    this.#pending.clear();
  }
}

/** Runs the caller's parsers on the columns of their types (the thread left those as text). */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: 'array' | 'object',
) {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = rowMode === 'array' ? column.index : column.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = column.parse(value as string);
    }
  }
}
