import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  IMPORT_MAX_ROWS,
  type importBody,
  type ImportResponse,
  type ImportRow,
  importRow,
} from '#contract/inventory.ts';
import { readAllergensCell, readConversionsCell } from '#contract/items-csv.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { items } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import { checkRecords, readTable, recordsOf } from '#server/lib/import-table/read-table.ts';
import type { DomainEvent } from '#contract/realtime.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import {
  equals,
  greaterThan,
  readWrittenAmount,
  toNullableNumeric,
  toNumeric,
} from '#server/lib/money.ts';
import { resolveCategory } from './stock.ts';
import { recordStockUpdates, type StockChange } from './stock-updates.ts';

type ImportFields = z.output<typeof importBody>;
type ImportError = ImportResponse['errors'][number];

const numericFields = new Set([
  'quantity',
  'unit_content',
  'par_level',
  'reorder_point',
  'waste_percent',
  'full_weight_g',
  'empty_weight_g',
]);
/** Money as people write it: "$14.00", "14,00 €" (the currency sign is dropped). */
const moneyFields = new Set(['cost_per_unit']);
const PLAIN_NUMBER = /^\s*-?[\d.,]*\d[\d.,]*\s*$/;

/** "Par Level" → "par_level": spreadsheet headers as the API's field names. */
const fieldName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A text cell as the value importRow checks, or why it cannot be one. */
function cellValue(name: string, text: string): { value: unknown } | { problem: string } {
  if (moneyFields.has(name)) {
    const amount = readWrittenAmount(text);
    return { value: amount === undefined ? text : amount === null ? undefined : amount.toNumber() };
  }
  if (numericFields.has(name)) {
    // Digits and separators only ("2,5", "1.234,5", "1,234.5"): a unit or a sign is refused.
    const number = PLAIN_NUMBER.test(text) ? readWrittenAmount(text) : undefined;
    return { value: number ? number.toNumber() : text };
  }
  if (name === 'allergens') {
    const read = readAllergensCell(text);
    return 'value' in read ? read : { problem: `allergens: ${read.problem}` };
  }
  if (name === 'conversions') {
    const read = readConversionsCell(text);
    return 'value' in read ? read : { problem: `conversions: ${read.problem}` };
  }
  return { value: text };
}

/**
 * A raw row (CSV cells are strings) as importRow expects it: an empty cell means "not given",
 * a numeric cell becomes a number, an allergens or conversions cell its list (anything else
 * stays a string and fails its check).
 */
function normalize(raw: Record<string, unknown>): {
  row: Record<string, unknown>;
  problems: string[];
} {
  const row: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const name = fieldName(key);
    if (value === '' || value === undefined) continue;
    if (typeof value !== 'string') {
      row[name] = value;
      continue;
    }
    const cell = cellValue(name, value);
    if ('problem' in cell) problems.push(cell.problem);
    else if (cell.value !== undefined) row[name] = cell.value;
  }
  return { row, problems };
}

/**
 * CSV text as rows by column name, read in the import thread within the import's limits (a 422
 * on `csv` past them). Rows with a bad quote or a cell count other than the header's are
 * errors; a complaint about the header line itself is row 0.
 */
async function parseCsv(
  ctx: Context,
  csv: string,
): Promise<{ rows: Record<string, unknown>[]; errors: ImportError[] }> {
  const table = await readTable(
    { format: 'csv', text: csv },
    { field: 'csv', maxRows: IMPORT_MAX_ROWS, log: ctx.log },
  );
  const { columns, headerProblems, records } = recordsOf(table, fieldName);
  const errors = [
    ...headerProblems.map((problem) => ({ row: 0, message: problem.message })),
    ...records.flatMap(({ row, problems }) =>
      problems.map((problem) => ({ row, message: problem.message })),
    ),
  ];
  if (!columns.includes('name')) {
    errors.push({ row: 0, message: 'The header line needs a "name" column' });
  }
  return { rows: records.map((record) => record.cells), errors };
}

interface CheckedRow {
  row: number;
  fields: ImportRow;
}

/** Checks every row; returns the good ones and one message per bad one. */
function checkRows(raw: Record<string, unknown>[]): { rows: CheckedRow[]; errors: ImportError[] } {
  const rows: CheckedRow[] = [];
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  raw.forEach((cells, index) => {
    const row = index + 1;
    const { row: fields, problems } = normalize(cells);
    const result = importRow.safeParse(fields);
    const issues = [
      ...problems,
      ...(result.success ? weightProblems(result.data) : []),
      ...(result.error?.issues ?? []).map(
        (issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`,
      ),
    ];
    if (!result.success || issues.length > 0) {
      errors.push({ row, message: issues.join('; ') });
      return;
    }
    const key = result.data.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, message: `name: "${result.data.name}" is already in row ${first}` });
      return;
    }
    seen.set(key, row);
    rows.push({ row, fields: result.data });
  });
  return { rows, errors };
}

/** A full unit must weigh more than an empty one (as the item form requires). */
function weightProblems(fields: ImportRow): string[] {
  const { full_weight_g: full, empty_weight_g: empty } = fields;
  if (full === 0) return ['full_weight_g: Use a weight above 0 g'];
  if (full != null && empty != null && full <= empty) {
    return ['full_weight_g: A full unit must weigh more than an empty one'];
  }
  return [];
}

/** The item columns an import row sets (only the cells it gives). */
function itemValues(fields: ImportRow) {
  return {
    unit: fields.unit,
    unitContent: toNullableNumeric(fields.unit_content),
    unitContentUnit: fields.unit_content_unit,
    parLevel: toNullableNumeric(fields.par_level),
    reorderPoint: toNullableNumeric(fields.reorder_point),
    costPerUnit: toNullableNumeric(fields.cost_per_unit),
    storageArea: fields.storage_area,
    sku: fields.sku,
    barcode: fields.barcode,
    notes: fields.notes,
    allergens: fields.allergens,
    conversions: fields.conversions,
    wastePercent: toNullableNumeric(fields.waste_percent),
    fullWeightG: toNullableNumeric(fields.full_weight_g),
    emptyWeightG: toNullableNumeric(fields.empty_weight_g),
  };
}

/**
 * Imports items from CSV text or JSON rows, in one transaction. A row whose name matches an
 * item (case-insensitively) updates it — a new quantity through a changelog row with reason
 * 'import', an archived item restored — else the row creates an item. When any row is bad,
 * nothing is written and every bad row is reported with its number.
 */
export async function importItems(ctx: Context, body: ImportFields): Promise<ImportResponse> {
  const locationId = body.location_id;
  const userId = ctx.user.id;
  await requireMember(ctx.db, userId, locationId, 'catalog.edit');
  if ('rows' in body) checkRecords(body.rows, { field: 'rows', maxRows: IMPORT_MAX_ROWS });
  const source = 'csv' in body ? await parseCsv(ctx, body.csv) : { rows: body.rows, errors: [] };
  if (source.rows.length > IMPORT_MAX_ROWS) {
    throw validationError('rows', `Import at most ${IMPORT_MAX_ROWS} rows at once`);
  }
  const checked = checkRows(source.rows);
  const errors = [...source.errors, ...checked.errors];
  if (errors.length > 0) return { created: 0, updated: 0, errors: sortErrors(errors) };
  if (checked.rows.length === 0) {
    return { created: 0, updated: 0, errors: [{ row: 0, message: 'The import has no rows' }] };
  }

  const outcome = await ctx.db.transaction(async (tx) => {
    // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
    await requireMember(tx, userId, locationId, 'catalog.edit');
    const names = checked.rows.map(({ fields }) => fields.name.toLowerCase());
    const existing = await tx
      .select()
      .from(items)
      .where(and(eq(items.locationId, locationId), inArray(sql`lower(${items.name})`, names)))
      .for('update');
    const byName = new Map(existing.map((item) => [item.name.toLowerCase(), item]));
    const missingUnit = checked.rows
      .filter(({ fields }) => !byName.has(fields.name.toLowerCase()) && fields.unit === undefined)
      .map(({ row }) => ({ row, message: 'unit: Enter a unit for a new item' }));
    if (missingUnit.length > 0) return { created: 0, updated: 0, errors: missingUnit, events: [] };

    const events: DomainEvent[] = [];
    // Each category name once (case-insensitively), not once a row. None (null or absent)
    // needs no query.
    const categoryIds = new Map<string, Awaited<ReturnType<typeof resolveCategory>>>();
    const categoryOf = async (category: string | null | undefined) => {
      if (category === null || category === undefined) {
        return resolveCategory(tx, locationId, { category });
      }
      const key = category.toLowerCase();
      if (!categoryIds.has(key)) {
        const resolved = await resolveCategory(tx, locationId, { category });
        if (resolved?.created && resolved.id) {
          events.push({ type: 'category.created', location_id: locationId, id: resolved.id });
        }
        categoryIds.set(key, resolved);
      }
      return categoryIds.get(key);
    };

    const changes: StockChange[] = [];
    const newItems: (typeof items.$inferInsert)[] = [];
    let updated = 0;
    for (const { fields } of checked.rows) {
      const category = await categoryOf(fields.category);
      const current = byName.get(fields.name.toLowerCase());
      const quantity = fields.quantity === undefined ? undefined : toNumeric(fields.quantity);
      if (!current) {
        newItems.push({
          ...itemValues(fields),
          locationId,
          name: fields.name,
          unit: fields.unit ?? '',
          categoryId: category?.id ?? null,
          quantity: quantity ?? '0',
        });
        continue;
      }
      // An existing item: each row sets its own columns, so one update a row.
      const changesQuantity = quantity !== undefined && !equals(quantity, current.quantity);
      await tx
        .update(items)
        .set({
          // The name matched case-insensitively: the item keeps its own spelling.
          ...itemValues(fields),
          categoryId: category?.id,
          quantity: changesQuantity ? quantity : undefined,
          // Importing an archived item's name brings it back rather than failing on the name.
          archived: false,
          version: sql`${items.version} + 1`,
        })
        .where(and(eq(items.locationId, locationId), eq(items.id, current.id)));
      if (changesQuantity) {
        changes.push({
          locationId,
          itemId: current.id,
          userId,
          previous: current.quantity,
          next: quantity,
          reason: 'import',
        });
        events.push({ type: 'stock.updated', location_id: locationId, id: current.id });
      }
      events.push({ type: 'item.updated', location_id: locationId, id: current.id });
      updated += 1;
    }

    // New items: many a statement; a starting quantity above 0 is logged like any other.
    for (let start = 0; start < newItems.length; start += INSERT_CHUNK_ROWS) {
      const inserted = await tx
        .insert(items)
        .values(newItems.slice(start, start + INSERT_CHUNK_ROWS))
        .returning({ id: items.id, quantity: items.quantity });
      for (const item of inserted) {
        if (greaterThan(item.quantity, '0')) {
          changes.push({
            locationId,
            itemId: item.id,
            userId,
            previous: '0',
            next: item.quantity,
            reason: 'import',
          });
        }
        events.push({ type: 'item.created', location_id: locationId, id: item.id });
      }
    }
    await recordStockUpdates(tx, changes);
    const created = newItems.length;
    return { created, updated, errors: [], events };
  });
  for (const event of outcome.events) await ctx.publish(event);
  return { created: outcome.created, updated: outcome.updated, errors: outcome.errors };
}

const sortErrors = (errors: ImportError[]) => [...errors].sort((a, b) => a.row - b.row);
