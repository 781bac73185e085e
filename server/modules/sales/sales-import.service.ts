import { setImmediate } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import {
  SALES_PREVIEW_LINES,
  type SalesFormat,
  type SalesImportLine,
  type SalesImportResponse,
} from '#contract/sales.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { salesLines } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { refusalError } from '#server/lib/import-table/limits.ts';
import { requireMember } from '#server/lib/membership.ts';
import { type Attribution, loadAttribution } from './attribution.ts';
import {
  finishSalesImport,
  openSalesImport,
  removeSalesImport,
  salesImportPace,
  writeSalesLines,
} from './import-steps.ts';
import {
  type Period,
  type ReadLine,
  readSalesTable,
  readSalesUpload,
  type SalesFile,
} from './sales-file.ts';
import { locationZone, settledLine, unmappedOf } from './sales-rows.ts';

/** Lines attributed between two turns of the event loop. */
const YIELD_LINES = 2000;

/**
 * Imports a POS export (docs/api.md#sales): its format found by its header, each line read in
 * the venue's time zone and attributed to a menu item, the lines already imported (the same
 * dedupe key) skipped, the others written in short steps that become visible together (one
 * import of a location at a time, or 429). With `preview`, writes nothing and answers what it
 * would do. A file with a row that cannot be read imports nothing.
 */
export async function importSales(
  ctx: Context,
  input: { locationId: string; period: Period; preview: boolean; file: SalesFile | undefined },
): Promise<SalesImportResponse> {
  const { locationId, period, preview } = input;
  await requireMember(ctx.db, ctx.user.id, locationId, 'sales.edit');
  const zone = await locationZone(ctx.db, locationId);
  const { rows, xlsx } = await readSalesUpload(input.file, ctx.log);
  const read = await readSalesTable(rows, { zone, period, xlsx });
  const attribute = await loadAttribution(ctx.db, locationId);

  const attributed: (Attribution & { line: ReadLine })[] = [];
  for (const [position, line] of read.lines.entries()) {
    // A long file a slice at a time: other requests go on between slices.
    if (position > 0 && position % YIELD_LINES === 0) await setImmediate();
    attributed.push({ line, ...attribute(line.posKey, line.posCode) });
  }
  const unmapped = await unmappedOf(
    attributed.filter((entry) => entry.menuItemId === null && !entry.ignored).map((e) => e.line),
  );
  let first: Date | null = null;
  let last: Date | null = null;
  for (const { soldAt, periodStart } of read.lines) {
    const start = periodStart ?? soldAt;
    if (!first || start < first) first = start;
    if (!last || soldAt > last) last = soldAt;
  }
  const sample: SalesImportLine[] = attributed.slice(0, SALES_PREVIEW_LINES).map((entry) => ({
    row: entry.line.row,
    sold_at: entry.line.soldAt.toISOString(),
    period_start: entry.line.periodStart?.toISOString() ?? null,
    pos_name: entry.line.posName,
    pos_code: entry.line.posCode,
    quantity: entry.line.quantity.toNumber(),
    net_sales: entry.line.netSales?.toNumber() ?? null,
    menu_item_id: entry.menuItemId,
    menu_item_name: entry.menuItemName,
    ignored: entry.ignored,
  }));
  const answer = (imported: number, duplicates: number): SalesImportResponse => ({
    format: read.format,
    preview,
    rows_read: read.rowsRead,
    lines_imported: imported,
    duplicates_skipped: duplicates,
    voids_skipped: read.voidsSkipped,
    refunds: read.lines.filter((line) => line.quantity.isNegative()).length,
    first_sold_at: first?.toISOString() ?? null,
    last_sold_at: last?.toISOString() ?? null,
    unmapped,
    sample,
    errors: read.errors,
  });
  if (read.errors.length > 0) return answer(0, 0);

  if (preview) {
    const known = await knownKeys(
      ctx,
      locationId,
      read.lines.map((line) => line.dedupeKey),
    );
    const duplicates = read.lines.filter((line) => known.has(line.dedupeKey)).length;
    return answer(read.lines.length - duplicates, duplicates);
  }
  const imported = await writeImport(ctx, {
    locationId,
    format: read.format,
    lines: read.lines,
  });
  return answer(imported, read.lines.length - imported);
}

/**
 * Writes the lines of a file read whole (decision 033): under a pending import no reader
 * sees, INSERT_CHUNK_ROWS lines a statement, each committed on its own with the event loop
 * (and the embedded database's one connection) free for other venues between two; the last
 * step makes them all visible at once. Each step attributes its lines with the mappings as
 * they are then, since one written meanwhile re-attributes only the lines already there.
 * Anything failing on the way removes what was written. Returns the lines that were new.
 */
async function writeImport(
  ctx: Context,
  { locationId, format, lines }: { locationId: string; format: SalesFormat; lines: ReadLine[] },
): Promise<number> {
  const importId = await openSalesImport(ctx.db, {
    locationId,
    userId: ctx.user.id,
    now: ctx.now(),
  });
  if (!importId) throw refusalError('file', { kind: 'busy' });
  try {
    let imported = 0;
    for (let start = 0; start < lines.length; start += INSERT_CHUNK_ROWS) {
      const attribute = await loadAttribution(ctx.db, locationId);
      const values = lines.slice(start, start + INSERT_CHUNK_ROWS).map((line) => ({
        locationId,
        soldAt: line.soldAt,
        periodStart: line.periodStart,
        posName: line.posName,
        posKey: line.posKey,
        posCode: line.posCode,
        menuItemId: attribute(line.posKey, line.posCode).menuItemId,
        quantity: line.quantity.toFixed(),
        netSales: line.netSales?.toFixed() ?? null,
        source: format,
        dedupeKey: line.dedupeKey,
        importId,
        createdBy: ctx.user.id,
      }));
      imported += await writeSalesLines(ctx.db, values);
      await salesImportPace.between(start + values.length);
    }
    if (!(await finishSalesImport(ctx.db, importId, ctx.now()))) {
      throw new Error('The sales import was removed before its last step');
    }
    return imported;
  } catch (error) {
    await removeSalesImport(ctx.db, { locationId, importId });
    throw error;
  }
}

/** The dedupe keys among `keys` already imported in the location. */
async function knownKeys(ctx: Context, locationId: string, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < keys.length; start += INSERT_CHUNK_ROWS) {
    const rows = await ctx.db
      .select({ key: salesLines.dedupeKey })
      .from(salesLines)
      .where(
        and(
          eq(salesLines.locationId, locationId),
          inArray(salesLines.dedupeKey, keys.slice(start, start + INSERT_CHUNK_ROWS)),
          settledLine,
        ),
      );
    for (const row of rows) if (row.key) known.add(row.key);
  }
  return known;
}
