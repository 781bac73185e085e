import { type AllergenKey, allergenKeys, type Allergens } from './allergens.ts';
import { writeCsv } from './csv.ts';
import type { Item } from './inventory.ts';
import type { UnitConversion } from './units.ts';

/**
 * The items CSV: the export's columns are the import's fields, and an item's allergens and unit
 * conversions are one cell each, so an export imports again as it was (docs/api.md#inventory).
 */

/** The columns an import understands (importRow's fields), in display order. */
export const IMPORT_COLUMNS = [
  'name',
  'category',
  'unit',
  'unit_content',
  'unit_content_unit',
  'quantity',
  'par_level',
  'reorder_point',
  'cost_per_unit',
  'waste_percent',
  'full_weight_g',
  'empty_weight_g',
  'conversions',
  'allergens',
  'storage_area',
  'sku',
  'barcode',
  'notes',
] as const;

const MAY_CONTAIN = 'may_contain';

/** `{ milk: 'contains', sesame: 'may_contain' }` → "milk; sesame: may_contain". */
export function allergensCell(allergens: Allergens): string {
  return allergenKeys
    .filter((key) => allergens[key] !== undefined)
    .map((key) => (allergens[key] === MAY_CONTAIN ? `${key}: ${MAY_CONTAIN}` : key))
    .join('; ');
}

type CellReading<T> = { value: T } | { problem: string };

const isAllergenKey = (key: string): key is AllergenKey =>
  (allergenKeys as readonly string[]).includes(key);

/** Reads an allergens cell: keys separated by ";", each optionally ": contains" or ": may_contain". */
export function readAllergensCell(cell: string): CellReading<Allergens> {
  const allergens: Allergens = {};
  for (const part of cell.split(';')) {
    if (part.trim() === '') continue;
    const [rawKey = '', rawPresence = 'contains', ...rest] = part.split(':');
    const key = rawKey.trim().toLowerCase().replace(/\s+/g, '_');
    const presence = rawPresence.trim().toLowerCase().replace(/\s+/g, '_');
    if (!isAllergenKey(key)) {
      return { problem: `"${rawKey.trim()}" is not an allergen (use ${allergenKeys.join(', ')})` };
    }
    if (rest.length > 0 || (presence !== 'contains' && presence !== MAY_CONTAIN)) {
      return { problem: `"${part.trim()}": write contains or ${MAY_CONTAIN} after the colon` };
    }
    allergens[key] = presence;
  }
  return { value: allergens };
}

/** `[{ quantity: 1, unit: 'each', equals: 150, equals_unit: 'g' }]` → "1 each = 150 g". */
export function conversionsCell(conversions: UnitConversion[]): string {
  return conversions
    .map((c) => `${c.quantity} ${c.unit} = ${c.equals} ${c.equals_unit}`)
    .join('; ');
}

const CONVERSION = /^(\d+(?:\.\d+)?)\s*(.+?)\s*=\s*(\d+(?:\.\d+)?)\s*(.+)$/;

/** Reads a conversions cell: "1 each = 150 g; 1 case = 12 bottle". */
export function readConversionsCell(cell: string): CellReading<UnitConversion[]> {
  const conversions: UnitConversion[] = [];
  for (const part of cell.split(';')) {
    if (part.trim() === '') continue;
    const match = CONVERSION.exec(part.trim());
    if (!match) {
      return { problem: `"${part.trim()}" is not a conversion like "1 each = 150 g"` };
    }
    const [, quantity = '', unit = '', equals = '', equalsUnit = ''] = match;
    conversions.push({
      quantity: Number(quantity),
      unit,
      equals: Number(equals),
      equals_unit: equalsUnit.trim(),
    });
  }
  return { value: conversions };
}

/** One cell of the export: empty for nothing set. */
function cellOf(item: Item, column: (typeof IMPORT_COLUMNS)[number]) {
  // A reorder point that follows the par level is not the item's own: exporting the par there
  // would pin it on the next import, and later par changes would no longer move it.
  if (column === 'reorder_point' && !item.reorder_point_set) return '';
  if (column === 'allergens') return allergensCell(item.allergens);
  if (column === 'conversions') return conversionsCell(item.conversions);
  return item[column] ?? '';
}

/**
 * The items as CSV with the import's column names, so an export can be imported again. A text
 * that starts like a formula is written as text (the product's one CSV writer).
 */
export function itemsCsv(items: Item[]): string {
  return writeCsv(
    IMPORT_COLUMNS,
    items.map((item) => IMPORT_COLUMNS.map((column) => cellOf(item, column))),
  );
}
