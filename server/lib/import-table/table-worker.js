// The thread a spreadsheet import is read in (table-thread.ts starts one per file and ends it
// once it has answered, or when its time is up). Whatever the file makes the reading cost, it
// costs this thread, within the heap the thread was given, and never the server's event loop.
//
// In:  workerData {format: 'csv' | 'xlsx', data: string | Uint8Array (CSV as text or UTF-8
//      bytes), limits, batchCells};
//      then 'next', each time the server's thread is ready for the next batch of rows.
// Out: {refusal}; or {rows, lines, problems: [], done: false} batches of about `batchCells`
//      cells each (structured clones of arrays), one per 'next', the last with `done: true`
//      and the parser's problems. A batch is sent only when asked for: batches posted at once
//      would all be taken in on one turn of the server's event loop, which is what sending
//      them apart avoids.
//
// Plain JavaScript on purpose, like server/db/pglite-worker.js: a worker thread starts without
// the TypeScript loader the server runs under (tsx), and under Vitest alike.
import { parentPort, workerData } from 'node:worker_threads';
import { readCsv } from './csv-rows.js';
import { unpackXlsx } from './xlsx-unpack.js';

if (!parentPort) throw new Error('table-worker.js runs only as a worker thread.');
const port = parentPort;
const { format, data, limits, batchCells } = workerData;

/** A cell as text: empty for none, a date as ISO 8601, anything else as written. */
function text(cell) {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

async function readXlsx() {
  const unpacked = unpackXlsx(data, limits);
  if ('refusal' in unpacked) return unpacked;
  // Loaded only now: a CSV import never pays for it.
  const { readSheet } = await import('read-excel-file/node');
  let sheet;
  try {
    const { archive } = unpacked;
    sheet = await readSheet(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  } catch {
    return { refusal: { kind: 'unreadable' } };
  }
  const rows = sheet.map((row) => row.map(text));
  return { rows, lines: rows.map((_, index) => index + 1), problems: [] };
}

/** CSV text as it came, or decoded from its UTF-8 bytes (a byte order mark dropped). */
const csvText = () => (typeof data === 'string' ? data : new TextDecoder().decode(data));
const result = format === 'xlsx' ? await readXlsx() : readCsv(csvText(), limits);
if ('refusal' in result) {
  port.postMessage(result);
} else {
  const { rows, lines, problems } = result;
  let start = 0;
  /** Posts the rows from `start` up to about `batchCells` cells (one row at least). */
  const sendBatch = () => {
    let end = start;
    let cells = 0;
    while (end < rows.length && (end === start || cells + rows[end].length <= batchCells)) {
      cells += rows[end].length;
      end += 1;
    }
    const done = end >= rows.length;
    port.postMessage({
      rows: rows.slice(start, end),
      lines: lines.slice(start, end),
      problems: done ? problems : [],
      done,
    });
    start = end;
  };
  port.on('message', (message) => {
    if (message === 'next') sendBatch();
  });
  sendBatch();
}
