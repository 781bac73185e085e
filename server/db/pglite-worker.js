// The thread the embedded database runs in. PGlite is PostgreSQL compiled to WebAssembly: every
// statement runs synchronously on the thread that calls it, so here it holds up only this
// thread and never the server's event loop. The other end, and the messages, are in
// server/db/pglite-thread.ts.
//
// Two things make a statement cheaper here than through PGlite's own `query`:
// - each distinct SQL text is prepared once, as a named statement, and then only bound and
//   executed (Drizzle sends the same texts over and over, with placeholders);
// - the messages of one statement go to PostgreSQL in one call (bind, describe, execute, sync),
//   not one call each.
// PGlite's parsers and serializers still turn values to and from PostgreSQL's text, so rows
// come out as they do from PGlite's `query`.
//
// Plain JavaScript on purpose: a worker thread starts without the TypeScript loader the server
// runs under (tsx), on every Node version the project supports, and under Vitest alike.
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, TransactionAbortedError } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

if (!parentPort) throw new Error('pglite-worker.js runs only as a worker thread.');
const port = parentPort;
const { serialize } = protocol;

/**
 * @type {{ dataDir?: string; loadDataDir?: Uint8Array; migrationsFolder?: string;
 *   settings?: string[] }}
 */
const options = workerData ?? {};

/** How many prepared statements are kept; the least recently used goes first. */
const STATEMENT_CACHE_SIZE = 256;
/** SQLSTATE of "cached plan must not change result type": the statement is prepared again. */
const FEATURE_NOT_SUPPORTED = '0A000';

function concat(parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Parsers that leave a value as PostgreSQL's text, for the types the server parses itself. */
const keepAsText = (value) => value;
const textParsers = new Map();
function parsersKeeping(types) {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepAsText]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/** An error as plain data: its message, and the fields PostgreSQL gave it (code, constraint…). */
function errorData(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    const type = typeof value;
    if (type === 'string' || type === 'number' || type === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The part of a result the server reads (nothing that cannot cross threads). */
function resultData(result) {
  return {
    rows: result.rows,
    fields: result.fields,
    ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
  };
}

class Session {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** SQL text → its prepared statement's name and parameter types, least recently used first. */
    this.statements = new Map();
    this.nextStatement = 1;
    /** The transaction that holds the database, if any: only its requests run meanwhile. */
    this.owner = undefined;
    /** Requests waiting for their turn, in the order they came. */
    this.queue = [];
    this.busy = false;
  }

  /**
   * Runs `work` when the database is free for it: one request at a time, and while a
   * transaction is open, only that transaction's requests. `tx` names the transaction the
   * request belongs to; `opens` the transaction it begins.
   */
  schedule(work, { tx, opens } = {}) {
    if (tx !== undefined && tx !== this.owner) {
      return Promise.reject(new Error('Transaction is closed'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ work, tx, opens, resolve, reject });
      this.pump();
    });
  }

  pump() {
    if (this.busy) return;
    const index =
      this.owner === undefined ? 0 : this.queue.findIndex((request) => request.tx === this.owner);
    if (index < 0 || index >= this.queue.length) return;
    const [request] = this.queue.splice(index, 1);
    this.busy = true;
    request
      .work()
      .then((result) => {
        if (request.opens !== undefined) this.owner = request.opens;
        request.resolve(result);
      }, request.reject)
      .finally(() => {
        this.busy = false;
        this.pump();
      });
  }

  /** Ends the transaction that holds the database, whatever happens to its COMMIT. */
  release(tx) {
    if (this.owner === tx) this.owner = undefined;
  }

  async exchange(parts, inTransaction) {
    return (await this.db.execProtocol(concat(parts), { syncToFs: !inTransaction })).messages;
  }

  async prepared(sql) {
    const known = this.statements.get(sql);
    if (known) {
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = `barback_${this.nextStatement++}`;
    const messages = await this.exchange(
      [
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      true,
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    if (this.statements.size > STATEMENT_CACHE_SIZE) {
      const [oldest, { name: oldName }] = this.statements.entries().next().value;
      this.statements.delete(oldest);
      await this.forget(oldName);
    }
    return statement;
  }

  /** Closes a prepared statement; one left behind (say, in an aborted transaction) costs nothing. */
  async forget(name) {
    await this.exchange([serialize.close({ type: 'S', name }), serialize.sync()], true).catch(
      () => undefined,
    );
  }

  async query(sql, params, queryOptions, inTransaction, retried = false) {
    const statement = await this.prepared(sql).catch((error) => {
      throw addQuery(error, sql, params);
    });
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.db.serializers[statement.types[index]];
      return serializer ? serializer(value) : value.toString();
    });
    try {
      const messages = await this.exchange(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        inTransaction,
      );
      return parse.parseResults(messages, this.db.parsers, queryOptions)[0];
    } catch (error) {
      // A table the statement reads has changed shape since it was prepared.
      const stale = error?.code === FEATURE_NOT_SUPPORTED && /cached plan/.test(error.message);
      if (stale && !retried && !inTransaction) {
        this.statements.delete(sql);
        await this.forget(statement.name);
        return this.query(sql, params, queryOptions, inTransaction, true);
      }
      throw addQuery(error, sql, params);
    }
  }

  async exec(sql, inTransaction) {
    try {
      const messages = await this.exchange([serialize.query(sql)], inTransaction);
      return parse.parseResults(messages, this.db.parsers);
    } catch (error) {
      throw addQuery(error, sql, undefined);
    }
  }
}

function addQuery(error, sql, params) {
  if (error && typeof error === 'object') {
    error.query = sql;
    if (params) error.params = params;
  }
  return error;
}

/** Whether COMMIT found the transaction aborted and rolled it back instead. */
const rolledBackInstead = (messages) =>
  messages.some((message) => message.name === 'commandComplete' && message.text === 'ROLLBACK');

async function handle(session, message) {
  const { tx } = message;
  switch (message.op) {
    case 'query':
      return session.schedule(
        async () => {
          const result = await session.query(
            message.sql,
            message.params,
            {
              rowMode: message.rowMode,
              ...(message.raw.length > 0 ? { parsers: parsersKeeping(message.raw) } : {}),
            },
            tx !== undefined,
          );
          return resultData(result);
        },
        { tx },
      );
    case 'exec':
      return session.schedule(
        async () => (await session.exec(message.sql, tx !== undefined)).map(resultData),
        { tx },
      );
    case 'begin':
      return session.schedule(
        async () => {
          await session.exec('BEGIN', true);
        },
        { opens: tx },
      );
    case 'end':
      return session.schedule(
        async () => {
          try {
            if (message.outcome === 'rollback') {
              await session.exec('ROLLBACK', false);
              return;
            }
            const messages = await session.exchange([serialize.query('COMMIT')], false);
            if (rolledBackInstead(messages))
              throw addQuery(new TransactionAbortedError(), 'COMMIT');
          } finally {
            session.release(tx);
          }
        },
        { tx },
      );
    case 'close':
      return session.schedule(() => session.db.close());
    default:
      throw new Error(`Unknown request to the database thread: ${message.op}`);
  }
}

async function open() {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    // Settings go on the command line: PGlite's `postgresqlconf` would overwrite the data
    // directory's postgresql.conf.
    startParams: [
      ...PGlite.defaultStartParams,
      ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
  });
  if (options.migrationsFolder) {
    await migrate(drizzle({ client: db }), { migrationsFolder: options.migrationsFolder });
  }
  return db;
}

try {
  const session = new Session(await open());
  port.on('message', async (message) => {
    let reply;
    try {
      reply = { id: message.id, ok: true, result: await handle(session, message) };
    } catch (error) {
      reply = { id: message.id, ok: false, error: errorData(error) };
    }
    try {
      port.postMessage(reply);
    } catch (error) {
      // A result that cannot cross threads is that request's error, not the thread's end.
      port.postMessage({ id: message.id, ok: false, error: errorData(error) });
    }
    if (message.op === 'close') port.close();
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: errorData(error) });
}
