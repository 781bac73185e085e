import type { FastifyInstance } from 'fastify';
import { type Refusal, readLimits, refusalError } from './limits.ts';

// Rows sent as JSON are parsed by the server itself, on its event loop, before any schema sees
// them: a body of a few megabytes shaped as one object of half a million keys costs seconds
// there (JSON.parse, then the schema's check of every key). The import routes count a body's
// objects and keys first, in one pass over its text, and refuse it past the limits of a table.

/** Names at the top of a body (`location_id`, `rows`…) on top of the table's own cells. */
const BODY_KEYS = 16;

/**
 * Counts the objects and keys of JSON text, outside its strings, and says which limit it is
 * over: more objects than rows, more keys in one object than columns, more keys than cells.
 */
export function jsonRefusal(text: string, maxRows: number): Refusal | undefined {
  const limits = readLimits(maxRows);
  const open: number[] = [];
  let objects = 0;
  let keys = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x22) {
      // A string: on to its closing quote, past escaped ones.
      at += 1;
      while (at < text.length && text.charCodeAt(at) !== 0x22)
        at += text.charCodeAt(at) === 0x5c ? 2 : 1;
    } else if (code === 0x7b) {
      objects += 1;
      // The body is an object too.
      if (objects > limits.maxRows) return { kind: 'over', limit: 'maxRows', max: limits.maxRows };
      open.push(0);
    } else if (code === 0x5b) {
      open.push(-Infinity);
    } else if (code === 0x7d || code === 0x5d) {
      open.pop();
    } else if (code === 0x3a && open.length > 0) {
      const top = open.length - 1;
      const width = (open[top] ?? 0) + 1;
      open[top] = width;
      keys += 1;
      if (width > limits.maxColumns) {
        return { kind: 'over', limit: 'maxColumns', max: limits.maxColumns };
      }
      if (keys > limits.maxCells + BODY_KEYS) {
        return { kind: 'over', limit: 'maxCells', max: limits.maxCells };
      }
    }
  }
  return undefined;
}

/**
 * JSON bodies of the routes of `app` (an import's own plugin) counted before they are parsed:
 * past the limits of a table of `maxRows` rows, a 422 on `field`; else parsed as always
 * (Fastify's own parser, refusing `__proto__` and `constructor` keys).
 */
export function countJsonBodies(app: FastifyInstance, field: string, maxRows: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = jsonRefusal(body as string, maxRows);
    if (refusal) {
      done(refusalError(field, refusal), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
