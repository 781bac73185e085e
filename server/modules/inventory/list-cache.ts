import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { categories, items } from '#server/db/schema/index.ts';

// The stock list of a location, built once per state of its rows (decision 042). Fifty phones
// reading an unchanged list cost one build: each request asks the database only for the
// location's state, a tag of its items' and categories' row versions.

/**
 * The state of a location's stock list, as the database sees it in one snapshot: how many
 * items and categories it has, and the sum of their rows' `xmin` (the transaction that wrote
 * each row version). Any insert or update of a row gives it a newer transaction's id, larger
 * than every id already in the table, so the sum grows; a delete lowers the count, and a delete
 * with inserts in one transaction still adds more than it removes. No write that changes the
 * list (a count, a delivery, an edit, an archive, a category renamed or removed, an import, a
 * statement written by hand) leaves the tag as it was, and no code path has to remember to
 * bump it. A write that changes nothing (a count confirming the quantity) changes it too: a
 * rebuild, never a stale list. Every process reads the same database, so it holds across them.
 */
export function listStateTag(locationId: string): SQL<string> {
  const state = (table: typeof items | typeof categories) =>
    sql`(select count(*)::text || '.' || coalesce(sum(xmin::text::bigint), 0)::text from ${table} where ${table.locationId} = ${locationId})`;
  return sql<string>`${state(items)} || '/' || ${state(categories)}`;
}

export interface CachedList {
  tag: string;
  /** The list's JSON text, UTF-8. */
  body: Buffer;
  /** A strong hash of `body`, as an entity tag (the same body always has the same tag). */
  etag: string;
  /** The body compressed, once per encoding asked for. */
  encoded: Map<ListEncoding, Promise<Buffer>>;
}

/** How much the cache of one database holds at most (bodies), oldest used first out. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

interface DbCache {
  lists: Map<string, CachedList>;
  bytes: number;
  /** Builds in flight, by list key and the tag the requests waiting for them saw. */
  building: Map<string, Promise<CachedList>>;
}

const caches = new WeakMap<Db, DbCache>();

function cacheOf(db: Db): DbCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { lists: new Map(), bytes: 0, building: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function remember(cache: DbCache, key: string, list: CachedList): void {
  const old = cache.lists.get(key);
  if (old) {
    cache.bytes -= old.body.length;
    cache.lists.delete(key);
  }
  cache.lists.set(key, list);
  cache.bytes += list.body.length;
  for (const [oldest, entry] of cache.lists) {
    if (cache.bytes <= MAX_CACHED_BYTES || oldest === key) break;
    cache.lists.delete(oldest);
    cache.bytes -= entry.body.length;
  }
}

async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

/**
 * The list `key` (a location and the list's options) of `locationId`, from the cache when the
 * location's rows are as they were when it was built, else built by `json` (a statement giving
 * the list's JSON text) with the state in the same snapshot.
 *
 * A request never gets a list older than the state it saw: it reads the tag first (one
 * statement), and a cached or in-flight list serves it only when built from that very tag. A
 * change committed before the request is in the tag, so its list is built after it.
 */
export async function cachedList(
  db: Db,
  { key, locationId, json }: { key: string; locationId: string; json: SQL<string> },
): Promise<CachedList> {
  const cache = cacheOf(db);
  const tag = listStateTag(locationId);
  const now = await firstRow<{ tag: string }>(db, sql`select ${tag} as tag`);
  if (!now) throw new Error('list state not read');
  const cached = cache.lists.get(key);
  if (cached?.tag === now.tag) {
    // Most recently used last, so eviction takes the oldest.
    cache.lists.delete(key);
    cache.lists.set(key, cached);
    return cached;
  }
  const buildKey = `${key} ${now.tag}`;
  let building = cache.building.get(buildKey);
  if (!building) {
    building = (async () => {
      // The tag again in the statement that builds the list: both in one snapshot.
      const row = await firstRow<{ tag: string; json: string }>(
        db,
        sql`select ${tag} as tag, (${json}) as json`,
      );
      if (!row) throw new Error('list not built');
      const body = Buffer.from(row.json);
      const list: CachedList = {
        tag: row.tag,
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        encoded: new Map(),
      };
      remember(cache, key, list);
      return list;
    })().finally(() => cache.building.delete(buildKey));
    cache.building.set(buildKey, building);
  }
  const built = await building;
  // Built from a later state than this request saw (a change committed in between): newer, never
  // older, than what the request asked for.
  return built;
}

export type ListEncoding = 'br' | 'gzip';

/**
 * The encoding to send a cached list in: brotli or gzip when the client takes one (the higher
 * q, brotli on a tie, as @fastify/compress prefers), else none, and the compression plugin
 * answers as for any other body (identity, deflate). `*` and `x-gzip` count as gzip, as there.
 */
export function listEncoding(headers: {
  'accept-encoding'?: string | undefined;
  'x-no-compression'?: string | string[] | undefined;
}): ListEncoding | undefined {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return undefined;
  let best: { encoding: ListEncoding; q: number } | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip') continue;
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (!(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && name === 'br' && best.encoding !== 'br')) {
      best = { encoding: name, q };
    }
  }
  return best?.encoding;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The cached list compressed, once per encoding: at stronger levels than the plugin's
 * per-request ones (app.ts), since it is done once per state of the list, off the event loop
 * (in libuv's thread pool), and no reader holds a compressor of its own.
 */
export function encodedList(list: CachedList, encoding: ListEncoding): Promise<Buffer> {
  let encoded = list.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(list.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: list.body.length,
            },
          })
        : gzip(list.body, { level: 6 });
    list.encoded.set(encoding, encoded);
  }
  return encoded;
}
