// The database session of the embedded database's thread (pglite-worker.js): one request at a
// time, a transaction's requests only while it holds the database, and each distinct SQL text
// prepared once as a named statement. Plain JavaScript, like the worker that imports it.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

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

export class Session {
  /** @param {import('@electric-sql/pglite').PGlite} db */
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

export function addQuery(error, sql, params) {
  if (error && typeof error === 'object') {
    error.query = sql;
    if (params) error.params = params;
  }
  return error;
}
