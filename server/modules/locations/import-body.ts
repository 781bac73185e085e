import type { FastifyInstance } from 'fastify';
import { LOCATION_IMPORT_MAX_ROWS } from '#contract/location-export.ts';
import { validationError } from '#server/lib/app-error.ts';

// A location's file is parsed by the server itself, before its schema sees it: a body of a few
// megabytes of empty objects (`[{},{},…]`) would cost far more memory and time than the rows
// of a real venue. The same single pass as import-table/json-body.ts, with this file's own
// limits: the objects and arrays a full file of the largest allowed venue holds, and the
// widest row of the format.

/** Objects and arrays a file may hold: every row of every collection, each with an array or two. */
export const MAX_CONTAINERS =
  Object.values(LOCATION_IMPORT_MAX_ROWS).reduce((sum, rows) => sum + rows, 0) + 100_000;
/** Keys one object may have: the widest row (an item) has 22. */
export const MAX_KEYS = 40;

/** Why the file is not parsed, or undefined when it is within the limits. */
export function fileRefusal(text: string): string | undefined {
  const open: number[] = [];
  let containers = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x22) {
      at += 1;
      while (at < text.length && text.charCodeAt(at) !== 0x22)
        at += text.charCodeAt(at) === 0x5c ? 2 : 1;
    } else if (code === 0x7b || code === 0x5b) {
      containers += 1;
      if (containers > MAX_CONTAINERS) {
        return `This file holds more rows than a location may import (${MAX_CONTAINERS.toLocaleString('en-US')} at most).`;
      }
      open.push(code === 0x7b ? 0 : -Infinity);
    } else if (code === 0x7d || code === 0x5d) {
      open.pop();
    } else if (code === 0x3a && open.length > 0) {
      const top = open.length - 1;
      const width = (open[top] ?? 0) + 1;
      open[top] = width;
      if (width > MAX_KEYS) return `A row of this file has more than ${MAX_KEYS} fields.`;
    }
  }
  return undefined;
}

/** JSON bodies of `app`'s routes counted before they are parsed; past the limits, a 422. */
export function countLocationFiles(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = fileRefusal(body as string);
    if (refusal) {
      done(validationError('file', refusal), undefined);
      return;
    }
    // Counting, parsing and checking a large file against its schema each take a few hundred
    // milliseconds: other requests get their turn between them.
    setImmediate(() =>
      parse(request, body as string, (error, value) => {
        setImmediate(() => done(error, value));
      }),
    );
  });
}
