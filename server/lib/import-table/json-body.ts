import type { FastifyInstance } from 'fastify';
import { type Refusal, readLimits, refusalError } from './limits.ts';

// Rows sent as JSON are parsed by the server itself, on its event loop, before any schema sees
// them: a body of a few megabytes shaped as one object of half a million keys costs seconds
// there (JSON.parse, then the schema's check of every key). The import routes count a body's
// objects and keys first, in one pass over its text, and refuse it past the limits of a table.

/** Names at the top of a body (`location_id`, `rows`…) on top of the table's own cells. */
const BODY_KEYS = 16;

/** Limits on the shape of JSON text, checked in one pass before it is parsed. */
export interface JsonShapeLimits {
  /** Objects at most (and arrays too, when `countArrays`). */
  containers: number;
  countArrays?: boolean;
  /** Keys one object may have. */
  keysPerObject: number;
  /** Keys in all (Infinity: no limit). */
  keys: number;
}

/**
 * Counts the containers and keys of JSON text, outside its strings, and says which limit it
 * is over first, or undefined when it is within them all.
 */
export function jsonShapeOver(
  text: string,
  limits: JsonShapeLimits,
): 'containers' | 'keysPerObject' | 'keys' | undefined {
  const open: number[] = [];
  let containers = 0;
  let keys = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x22) {
      // A string: on to its closing quote, past escaped ones.
      at += 1;
      while (at < text.length && text.charCodeAt(at) !== 0x22)
        at += text.charCodeAt(at) === 0x5c ? 2 : 1;
    } else if (code === 0x7b || code === 0x5b) {
      if (code === 0x7b || limits.countArrays) {
        containers += 1;
        if (containers > limits.containers) return 'containers';
      }
      open.push(code === 0x7b ? 0 : -Infinity);
    } else if (code === 0x7d || code === 0x5d) {
      open.pop();
    } else if (code === 0x3a && open.length > 0) {
      const top = open.length - 1;
      const width = (open[top] ?? 0) + 1;
      open[top] = width;
      keys += 1;
      if (width > limits.keysPerObject) return 'keysPerObject';
      if (keys > limits.keys) return 'keys';
    }
  }
  return undefined;
}

/**
 * Counts the objects and keys of JSON text and says which limit of a table it is over: more
 * objects than rows (the body is an object too), more keys in one object than columns, more
 * keys than cells.
 */
export function jsonRefusal(text: string, maxRows: number): Refusal | undefined {
  const limits = readLimits(maxRows);
  const over = jsonShapeOver(text, {
    containers: limits.maxRows,
    keysPerObject: limits.maxColumns,
    keys: limits.maxCells + BODY_KEYS,
  });
  if (over === 'containers') return { kind: 'over', limit: 'maxRows', max: limits.maxRows };
  if (over === 'keysPerObject') {
    return { kind: 'over', limit: 'maxColumns', max: limits.maxColumns };
  }
  if (over === 'keys') return { kind: 'over', limit: 'maxCells', max: limits.maxCells };
  return undefined;
}

/**
 * JSON bodies of the routes of `app` (its own plugin) checked by `refuse` before they are
 * parsed: its error is the answer; else parsed as always (Fastify's own parser, refusing
 * `__proto__` and `constructor` keys). `yieldBetween`: the event loop is given back before
 * and after parsing, for bodies large enough that each step takes a while.
 */
export function checkJsonBodies(
  app: FastifyInstance,
  refuse: (text: string) => Error | undefined,
  { yieldBetween = false }: { yieldBetween?: boolean } = {},
): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = refuse(body as string);
    if (refusal) {
      done(refusal, undefined);
      return;
    }
    if (!yieldBetween) {
      parse(request, body as string, done);
      return;
    }
    setImmediate(() =>
      parse(request, body as string, (error, value) => {
        setImmediate(() => done(error, value));
      }),
    );
  });
}

/**
 * JSON bodies of an import's routes counted before they are parsed: past the limits of a
 * table of `maxRows` rows, a 422 on `field`.
 */
export function countJsonBodies(app: FastifyInstance, field: string, maxRows: number): void {
  checkJsonBodies(app, (text) => {
    const refusal = jsonRefusal(text, maxRows);
    return refusal ? refusalError(field, refusal) : undefined;
  });
}
