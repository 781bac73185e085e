import { LOCATION_IMPORT_MAX_ROWS } from '#contract/location-export.ts';
import {
  FILE_ROW_TOO_WIDE_MESSAGE,
  FILE_TOO_MANY_ROWS_MESSAGE,
  withMax,
} from '#contract/messages.ts';
import { jsonShapeOver } from '#server/lib/import-table/json-body.ts';

// A location's file is counted in the import's thread (import-file.ts) before it is parsed: a
// body of a few megabytes of empty objects (`[{},{},…]`) would cost far more memory and time
// than the rows of a real venue. The same single pass as import-table/json-body.ts, with this file's own
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
    return withMax(FILE_TOO_MANY_ROWS_MESSAGE, MAX_CONTAINERS);
  }
  if (over === 'keysPerObject') return withMax(FILE_ROW_TOO_WIDE_MESSAGE, MAX_KEYS);
  return undefined;
}
