// An XLSX file (a ZIP archive of XML parts) unpacked within limits. The archive is read from its
// local headers, in order, the way a streaming reader meets it: the sizes its central directory
// (or a local header) declares are never trusted, only the bytes each part actually inflates
// to, counted as they come. The XML is measured as it inflates (xlsx-markup.js); the first
// part over a limit stops everything. Plain JavaScript: it runs in the import thread.
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import { MarkupScanner, OverLimit } from './xlsx-markup.js';

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 to 1,
 * so at most about a megabyte is inflated between two counts.
 */
const FEED_BYTES = 1024;

/** The parts an XLSX reader reads (read-excel-file reads no other). */
const isXml = (name) => name.endsWith('.xml') || name.endsWith('.xml.rels');
const isWorksheet = (name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/**
 * Unpacks the XML parts of an XLSX file, each counted as it inflates, and packs them again,
 * stored and with their true sizes: what the reader then reads is exactly what was counted.
 *
 * @param {Uint8Array} data
 * @param {{ maxRows: number; maxColumns: number; maxCells: number; maxUnpackedBytes: number;
 *   maxParts: number; maxRun: number }} limits
 * @returns {{ archive: Uint8Array } | { refusal: { kind: string; limit?: string; max?: number } }}
 */
export function unpackXlsx(data, limits) {
  /** @type {Map<string, Uint8Array[]>} */
  const parts = new Map();
  const unfinished = new Set();
  let unpacked = 0;
  let count = 0;
  const unzip = new Unzip((entry) => {
    count += 1;
    if (count > limits.maxParts) throw new OverLimit('maxParts', limits.maxParts);
    if (!isXml(entry.name)) return;
    const chunks = [];
    parts.set(entry.name, chunks);
    const scanner = new MarkupScanner(limits, isWorksheet(entry.name));
    unfinished.add(chunks);
    entry.ondata = (error, chunk, final) => {
      if (error) throw error;
      unpacked += chunk.length;
      if (unpacked > limits.maxUnpackedBytes) {
        throw new OverLimit('maxUnpackedBytes', limits.maxUnpackedBytes);
      }
      scanner.push(chunk);
      chunks.push(chunk);
      if (final) {
        scanner.end();
        unfinished.delete(chunks);
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length; at += FEED_BYTES) {
      const end = Math.min(at + FEED_BYTES, data.length);
      unzip.push(data.subarray(at, end), end === data.length);
    }
  } catch (error) {
    if (error instanceof OverLimit) {
      return { refusal: { kind: 'over', limit: error.limit, max: error.max } };
    }
    // Not a ZIP archive, a part that does not inflate, XML no spreadsheet writes.
    return { refusal: { kind: 'unreadable' } };
  }
  if (parts.size === 0 || unfinished.size > 0) return { refusal: { kind: 'unreadable' } };
  const files = Object.create(null);
  for (const [name, chunks] of parts) files[name] = concat(chunks);
  return { archive: zipSync(files, { level: 0 }) };
}

function concat(chunks) {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}
