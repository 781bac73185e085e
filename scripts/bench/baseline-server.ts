// The baseline: a bare Fastify app that runs each endpoint's SQL (baseline-sql.ts) with the
// driver the server would use, and nothing else: no validation, no authentication, no hooks,
// no logging, no response schemas. Its speed is the limit of our stack on this machine, the
// number each real endpoint is held against. It runs as a process of its own, started the
// way the server is (node --import tsx), so both share the machine with the load generator
// alike. Started by scripts/bench.ts with:
//   BASELINE_DRIVER=pglite BASELINE_PGLITE_DIR=<data dir>/db   (embedded)
//   BASELINE_DRIVER=postgres BASELINE_DATABASE_URL=postgres://…  (PostgreSQL)
//   PORT, BASELINE_POOL_SIZE (PostgreSQL pool, as the server's DATABASE_POOL_SIZE)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { EMBEDDED_SETTINGS } from '#server/db/client.ts';
import { PgliteThread } from '#server/db/pglite-thread.ts';
import { difference } from '#server/lib/money.ts';
import { verifyPassword } from '#server/lib/password.ts';
import {
  CHANGELOG_PAGE,
  COUNT,
  LIST_ITEMS,
  LOAD_ITEM,
  LOGIN,
  VENDOR_ITEMS,
} from './baseline-sql.ts';

type Row = Record<string, unknown>;
type Query = <T extends Row = Row>(text: string, params: unknown[]) => Promise<T[]>;

interface Driver {
  query: Query;
  /** Runs `work` in one transaction (one connection), committed when it returns. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite as the server runs it: in a worker thread, with the server's settings. */
async function pgliteDriver(dataDir: string): Promise<Driver> {
  const client = await PgliteThread.start({ dataDir, settings: EMBEDDED_SETTINGS });
  return {
    query: async <T extends Row>(text: string, params: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(
          async <T extends Row>(text: string, params: unknown[]) =>
            (await tx.query<T>(text, params)).rows,
        ),
      ),
    close: () => client.close(),
  };
}

function postgresDriver(url: string, poolSize: number): Driver {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {});
  return {
    query: async <T extends Row>(text: string, params: unknown[]) =>
      (await pool.query<T>(text, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(
          async <T extends Row>(text: string, params: unknown[]) =>
            (await client.query<T>(text, params)).rows,
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// As the server's compression plugin (server/app.ts): brotli quality 1, window 2^18, text
// mode; gzip level 1.
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS = { level: 1 };
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

async function main() {
  const driver =
    process.env.BASELINE_DRIVER === 'postgres'
      ? postgresDriver(
          process.env.BASELINE_DATABASE_URL ?? '',
          Number(process.env.BASELINE_POOL_SIZE ?? 10),
        )
      : await pgliteDriver(process.env.BASELINE_PGLITE_DIR ?? '');
  const app = Fastify({ logger: false });

  // Asks the database, as the server's /health does: the run waits for it to answer quickly.
  app.get('/health', async () => {
    await driver.query('select 1', []);
    return 'ok';
  });

  app.get<{ Querystring: { location_id: string } }>('/list', async (request, reply) => {
    const [row] = await driver.query<{ json: string }>(LIST_ITEMS, [
      request.query.location_id,
      false,
    ]);
    const json = row?.json ?? '[]';
    reply.type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(await brotli(json, BROTLI_OPTIONS));
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(await gzipAsync(json, GZIP_OPTIONS));
    }
    return reply.send(json);
  });

  app.get<{ Params: { id: string }; Querystring: { location_id: string } }>(
    '/items/:id',
    async (request, reply) => {
      const [item] = await driver.query(LOAD_ITEM, [
        request.query.location_id,
        request.params.id,
        1,
      ]);
      return item ?? reply.code(404).send({ error: 'not found' });
    },
  );

  app.get<{ Querystring: { location_id: string } }>('/changelog', async (request) =>
    driver.query(CHANGELOG_PAGE, [request.query.location_id, 100]),
  );

  app.get<{ Params: { id: string }; Querystring: { location_id: string } }>(
    '/vendors/:id/items',
    async (request) => driver.query(VENDOR_ITEMS, [request.query.location_id, request.params.id]),
  );

  app.post<{
    Params: { id: string };
    Querystring: { location_id: string; user_id: string };
    Body: { quantity: number; reason?: string };
  }>('/count/:id', async (request, reply) => {
    const { location_id: locationId, user_id: userId } = request.query;
    const itemId = request.params.id;
    const next = String(request.body.quantity);
    const answer = await driver.transaction(async (query) => {
      const [current] = await query<{ quantity: string }>(COUNT.lock, [locationId, itemId]);
      if (!current) return undefined;
      const [update] = await query(COUNT.insertUpdate, [
        locationId,
        itemId,
        userId,
        current.quantity,
        next,
        difference(next, current.quantity),
        request.body.reason ?? 'count',
        null,
      ]);
      const [item] = await query(COUNT.updateItem, [next, new Date(), locationId, itemId]);
      return { item, update };
    });
    return answer ?? reply.code(404).send({ error: 'not found' });
  });

  app.post<{ Body: { email: string; password: string } }>('/login', async (request, reply) => {
    const { email, password } = request.body;
    const [user] = await driver.query<{ id: string; email: string; name: string } & Row>(
      LOGIN.findUser,
      [email.trim().toLowerCase(), 1],
    );
    if (!user || !(await verifyPassword(String(user.password_hash), password))) {
      return reply.code(401).send({ error: 'Invalid email or password' });
    }
    const token = randomBytes(32).toString('base64url');
    await driver.query(LOGIN.startSession, [
      user.id,
      randomUUID(),
      createHash('sha256').update(token).digest('hex'),
      new Date(Date.now() + SESSION_LIFETIME_MS),
      request.headers['user-agent'] ?? null,
      request.ip,
    ]);
    const locations = await driver.query(LOGIN.locations, [user.id]);
    return { user: { id: user.id, email: user.email, name: user.name, locations } };
  });

  const close = async () => {
    await app.close();
    await driver.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  process.once('SIGINT', () => void close());

  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
