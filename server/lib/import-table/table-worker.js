// The thread a spreadsheet import is read in (table-thread.ts starts one per file and ends it
// once it has answered, or when its time is up). Whatever the file makes the reading cost, it
// costs this thread, within the heap the thread was given, and never the server's event loop.
//
// In:  workerData {format: 'csv' | 'xlsx', data: string | Uint8Array, limits}
// Out: one message, {table: JSON text of {rows, lines, problems}} or {refusal}.
//
// Plain JavaScript on purpose, like server/db/pglite-worker.js: a worker thread starts without
// the TypeScript loader the server runs under (tsx), and under Vitest alike.
import { parentPort, workerData } from 'node:worker_threads';
import { readCsv } from './csv-rows.js';
import { unpackXlsx } from './xlsx-unpack.js';

if (!parentPort) throw new Error('table-worker.js runs only as a worker thread.');
const port = parentPort;
const { format, data, limits } = workerData;

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

const result = format === 'xlsx' ? await readXlsx() : readCsv(data, limits);
// One JSON text crosses to the server's thread faster than the same rows cloned.
port.postMessage('refusal' in result ? result : { table: JSON.stringify(result) });
