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
import { cp } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, TransactionAbortedError } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { addQuery, Session } from './pglite-session.js';

if (!parentPort) throw new Error('pglite-worker.js runs only as a worker thread.');
const port = parentPort;
const { serialize } = protocol;

/**
 * @type {{ dataDir?: string; loadDataDir?: Uint8Array; migrationsFolder?: string;
 *   settings?: string[] }}
 */
const options = workerData ?? {};

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

/** Whether COMMIT found the transaction aborted and rolled it back instead. */
const rolledBackInstead = (messages) =>
  messages.some((message) => message.name === 'commandComplete' && message.text === 'ROLLBACK');

/** @type {(() => void) | undefined} */
let collectGarbage;

/** V8's full collection for this thread, without `--expose-gc` on the command line. */
function exposedCollection() {
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc');
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

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
    case 'copy':
      // Between transactions (an open one holds the database until its end), after a
      // checkpoint: the files on disk are then the whole database, copied as they are.
      return session.schedule(async () => {
        if (!options.dataDir) throw new Error('An in-memory database has no files to copy.');
        await session.exec('CHECKPOINT', false);
        await cp(options.dataDir, message.to, { recursive: true, errorOnExist: true });
      });
    case 'collect':
      // The server has gone quiet (server/lib/idle-gc.ts, decision 045): this thread's garbage
      // too, between transactions. The same way to V8's full collection as idle-gc.ts's
      // fullCollection, which this plain JavaScript cannot import.
      return session.schedule(async () => {
        collectGarbage ??= exposedCollection();
        // Twice, as idle-gc.ts does: the second gives back the pages the first emptied.
        collectGarbage();
        collectGarbage();
      });
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
