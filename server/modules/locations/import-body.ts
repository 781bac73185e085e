import type { FastifyInstance } from 'fastify';
import { LOCATION_IMPORT_MAX_ROWS } from '#contract/location-export.ts';
import { validationError } from '#server/lib/app-error.ts';
import { checkJsonBodies, jsonShapeOver } from '#server/lib/import-table/json-body.ts';

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
  const over = jsonShapeOver(text, {
    containers: MAX_CONTAINERS,
    countArrays: true,
    keysPerObject: MAX_KEYS,
    keys: Infinity,
  });
  if (over === 'containers') {
    return `This file holds more rows than a location may import (${MAX_CONTAINERS.toLocaleString('en-US')} at most).`;
  }
  if (over === 'keysPerObject') return `A row of this file has more than ${MAX_KEYS} fields.`;
  return undefined;
}

/**
 * JSON bodies of `app`'s routes counted before they are parsed; past the limits, a 422.
 * Counting, parsing and checking a large file against its schema each take a few hundred
 * milliseconds: other requests get their turn between them.
 */
export function countLocationFiles(app: FastifyInstance): void {
  checkJsonBodies(
    app,
    (text) => {
      const refusal = fileRefusal(text);
      return refusal ? validationError('file', refusal) : undefined;
    },
    { yieldBetween: true },
  );
}
