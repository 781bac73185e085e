import { and, eq, inArray } from 'drizzle-orm';
import {
  SALES_PREVIEW_LINES,
  type SalesImportLine,
  type SalesImportResponse,
} from '#contract/sales.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { salesLines } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { loadAttribution } from './attribution.ts';
import { locationZone, unmappedOf } from './sales-rows.ts';
import { type Period, readSalesTable, readSalesUpload, type SalesFile } from './sales-file.ts';

/**
 * Imports a POS export (docs/api.md#sales): its format found by its header, each line read in
 * the venue's time zone and attributed to a menu item, the lines already imported (the same
 * dedupe key) skipped, the others written in one transaction. With `preview`, writes nothing
 * and answers what it would do. A file with a row that cannot be read imports nothing.
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

  const attributed = read.lines.map((line) => ({ line, ...attribute(line.posKey, line.posCode) }));
  const unmapped = unmappedOf(
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
  const values = attributed.map(({ line, menuItemId }) => ({
    locationId,
    soldAt: line.soldAt,
    periodStart: line.periodStart,
    posName: line.posName,
    posKey: line.posKey,
    posCode: line.posCode,
    menuItemId,
    quantity: line.quantity.toFixed(),
    netSales: line.netSales?.toFixed() ?? null,
    source: read.format,
    dedupeKey: line.dedupeKey,
    createdBy: ctx.user.id,
  }));
  const imported = await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (let start = 0; start < values.length; start += INSERT_CHUNK_ROWS) {
      // A line already imported (here or by an import running alongside) is skipped.
      const inserted = await tx
        .insert(salesLines)
        .values(values.slice(start, start + INSERT_CHUNK_ROWS))
        .onConflictDoNothing({ target: [salesLines.locationId, salesLines.dedupeKey] })
        .returning({ id: salesLines.id });
      count += inserted.length;
    }
    return count;
  });
  return answer(imported, values.length - imported);
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
        ),
      );
    for (const row of rows) if (row.key) known.add(row.key);
  }
  return known;
}
