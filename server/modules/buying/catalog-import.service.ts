import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { catalogImportBody } from '#contract/catalog-import.ts';
import type { CatalogImportResponse } from '#contract/catalog-import.ts';
import { VENDOR_BULK_MAX_ROWS } from '#contract/vendors.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import { items, vendorItems } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import { checkRecords } from '#server/lib/import-table/read-table.ts';
import type { Context } from '#server/lib/context.ts';
import { equals, toNumeric } from '#server/lib/money.ts';
import { changePrices } from './prices.ts';
import { checkRows, type ImportError, parseCsv } from './catalog-csv.ts';
import { locateVendor, type VendorItemRow } from './vendor-rows.ts';

type CatalogImportFields = z.output<typeof catalogImportBody>;

const key = (text: string) => text.trim().toLowerCase();

function group(lines: VendorItemRow[], by: (line: VendorItemRow) => string | null) {
  const map = new Map<string, VendorItemRow[]>();
  for (const line of lines) {
    const value = by(line);
    if (value === null) continue;
    map.set(key(value), [...(map.get(key(value)) ?? []), line]);
  }
  return map;
}

/**
 * Imports a vendor's catalogue from CSV text or rows. Each row updates the vendor's line with
 * its SKU, else the line with its name (case-insensitively), else adds a line. Good rows are
 * written and bad rows reported (with their row number) in one transaction: a catalogue of 500
 * lines with two typos still updates 498 prices, and the two are fixed and imported again.
 * Price changes go through `changePrices` (source 'catalog').
 */
export async function importCatalog(
  ctx: Context,
  { vendorId, body }: { vendorId: string; body: CatalogImportFields },
): Promise<CatalogImportResponse> {
  await locateVendor(ctx.db, ctx.user.id, vendorId, 'catalog.edit');
  if (typeof body.catalog !== 'string') {
    checkRecords(body.catalog, { field: 'catalog', maxRows: VENDOR_BULK_MAX_ROWS });
  }
  const source =
    typeof body.catalog === 'string'
      ? await parseCsv(body.catalog, ctx.log)
      : { rows: body.catalog.map((cells, index) => ({ row: index + 1, cells })), errors: [] };
  if (source.rows.length > VENDOR_BULK_MAX_ROWS) {
    throw validationError('catalog', `Import at most ${VENDOR_BULK_MAX_ROWS} rows at once`);
  }
  const checked = checkRows(source.rows);
  const errors: ImportError[] = [...source.errors, ...checked.errors];

  const outcome = await ctx.db.transaction(async (tx) => {
    // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
    const vendor = await locateVendor(tx, ctx.user.id, vendorId, 'catalog.edit');
    const { locationId } = vendor;
    const lines = await tx
      .select()
      .from(vendorItems)
      .where(and(eq(vendorItems.locationId, locationId), eq(vendorItems.vendorId, vendor.id)))
      .orderBy(vendorItems.id)
      .for('update');
    const bySku = group(lines, (line) => line.sku);
    const byName = group(lines, (line) => line.name);
    const itemNames = [
      ...new Set(
        checked.rows.flatMap(({ fields }) =>
          fields.inventory_item ? [key(fields.inventory_item)] : [],
        ),
      ),
    ];
    const stockItems =
      itemNames.length === 0
        ? []
        : await tx
            .select({ id: items.id, name: items.name })
            .from(items)
            .where(
              and(eq(items.locationId, locationId), inArray(sql`lower(${items.name})`, itemNames)),
            );
    const itemByName = new Map(stockItems.map((item) => [key(item.name), item.id]));

    const claimed = new Map<string, number>(); // a line's id, or a new line's sku/name key → row
    const inserts: (typeof vendorItems.$inferInsert)[] = [];
    const prices: { vendorItemId: string; price: string }[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const { row, fields } of checked.rows) {
      const fail = (message: string) => errors.push({ row, message });
      let itemId: string | undefined;
      if (fields.inventory_item) {
        itemId = itemByName.get(key(fields.inventory_item));
        if (!itemId) {
          fail(`inventory_item: No stock item is named "${fields.inventory_item}"`);
          continue;
        }
      }
      const bySkuMatch = fields.sku ? bySku.get(key(fields.sku)) : undefined;
      const matches = bySkuMatch ?? byName.get(key(fields.name));
      if (matches && matches.length > 1) {
        const what = bySkuMatch ? `SKU "${fields.sku}"` : `the name "${fields.name}"`;
        fail(`${matches.length} lines of this vendor have ${what}; give each its own SKU first`);
        continue;
      }
      const line = matches?.[0];
      if (!line) {
        const keys = [
          `name:${key(fields.name)}`,
          ...(fields.sku ? [`sku:${key(fields.sku)}`] : []),
        ];
        const earlier = keys.map((k) => claimed.get(k)).find((value) => value !== undefined);
        if (earlier !== undefined) {
          fail(`This line is already in row ${earlier}`);
          continue;
        }
        if (fields.price === undefined) {
          fail('price: Enter a price for a new line');
          continue;
        }
        for (const k of keys) claimed.set(k, row);
        inserts.push({
          locationId,
          vendorId: vendor.id,
          inventoryItemId: itemId ?? null,
          name: fields.name,
          sku: fields.sku ?? null,
          packDescription: fields.pack_description ?? null,
          packSize: toNumeric(fields.pack_size ?? 1),
          price: toNumeric(fields.price),
        });
        continue;
      }
      const earlier = claimed.get(line.id);
      if (earlier !== undefined) {
        fail(`This line is already in row ${earlier}`);
        continue;
      }
      claimed.set(line.id, row);
      const packSize = fields.pack_size === undefined ? undefined : toNumeric(fields.pack_size);
      const relinked = itemId !== undefined && itemId !== line.inventoryItemId;
      const changes = {
        // A name or SKU that differs only in case keeps the line's own spelling.
        name: key(fields.name) !== key(line.name) ? fields.name : undefined,
        sku:
          fields.sku != null && (line.sku === null || key(fields.sku) !== key(line.sku))
            ? fields.sku
            : undefined,
        packDescription:
          fields.pack_description != null && fields.pack_description !== line.packDescription
            ? fields.pack_description
            : undefined,
        packSize: packSize !== undefined && !equals(packSize, line.packSize) ? packSize : undefined,
        inventoryItemId: relinked ? itemId : undefined,
        // Another item's line is not that item's preferred one until someone says so.
        isPreferred: relinked && line.isPreferred ? false : undefined,
      };
      const newPrice = fields.price === undefined ? undefined : toNumeric(fields.price);
      const priceChanged = newPrice !== undefined && !equals(newPrice, line.price);
      const fieldsChanged = Object.values(changes).some((value) => value !== undefined);
      if (fieldsChanged) {
        await tx
          .update(vendorItems)
          .set(changes)
          .where(and(eq(vendorItems.locationId, locationId), eq(vendorItems.id, line.id)));
      }
      if (newPrice !== undefined && priceChanged)
        prices.push({ vendorItemId: line.id, price: newPrice });
      if (fieldsChanged || priceChanged) updated += 1;
      else unchanged += 1;
    }
    await changePrices({ ...ctx, db: tx }, { locationId, changes: prices, source: 'catalog' });
    for (let start = 0; start < inserts.length; start += INSERT_CHUNK_ROWS) {
      await tx.insert(vendorItems).values(inserts.slice(start, start + INSERT_CHUNK_ROWS));
    }
    return { created: inserts.length, updated, unchanged };
  });
  return { ...outcome, errors: errors.sort((a, b) => a.row - b.row) };
}
