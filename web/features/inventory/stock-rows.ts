import type { Category, Item } from '#contract/inventory.ts';
import { userLocale } from '#web/lib/amounts.ts';

/** The area of items without one: a key, shown as the namespace's noStorageArea. */
export const NO_STORAGE_AREA = 'No storage area';
/** Shown as the namespace's noCategory. */
export const NO_CATEGORY = 'No category';

export type StockRow =
  | { kind: 'area'; key: string; area: string }
  | { kind: 'category'; key: string; area: string; name: string }
  | { kind: 'item'; key: string; item: Item };

export interface AreaProgress {
  area: string;
  counted: number;
  total: number;
}

const byText = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const compareText = (a: string, b: string) => (a === b ? 0 : byText.compare(a, b));

export function areaOf(item: Item): string {
  return item.storage_area?.trim() || NO_STORAGE_AREA;
}

/** Name, SKU, barcode or category contains the search, ignoring case. */
export function matchesSearch(item: Item, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [item.name, item.sku, item.barcode, item.category].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

/** The item a scanner typed: a run of digits equal to an item's barcode. */
export function itemByBarcode(items: Item[], typed: string): Item | undefined {
  const code = typed.trim();
  if (!/^\d{4,}$/.test(code)) return undefined;
  return items.find((item) => item.barcode?.trim() === code);
}

/**
 * Items in the order a person walks the venue: storage area (A→Z, none last), then the
 * venue's category order (none last), then name — with a heading row at each change.
 */
export function stockRows(items: Item[], categories: Category[]): StockRow[] {
  const order = new Map(categories.map((category) => [category.id, category]));
  const categoryRank = (item: Item) => {
    const category = item.category_id ? order.get(item.category_id) : undefined;
    return category ? category.sort_order : Number.POSITIVE_INFINITY;
  };
  const categoryName = (item: Item) =>
    (item.category_id ? order.get(item.category_id)?.name : undefined) ??
    item.category ??
    NO_CATEGORY;
  // Each item's keys once, not at each of the ~n·log n comparisons; the collator (slow next to
  // ===) only for texts that differ.
  const sorted = items
    .map((item) => ({
      item,
      area: areaOf(item),
      rank: categoryRank(item),
      category: categoryName(item),
    }))
    .sort((a, b) => {
      if (a.area !== b.area) {
        if (a.area === NO_STORAGE_AREA) return 1;
        if (b.area === NO_STORAGE_AREA) return -1;
        return byText.compare(a.area, b.area);
      }
      const rank = a.rank - b.rank;
      if (rank !== 0 && !Number.isNaN(rank)) return rank;
      return compareText(a.category, b.category) || compareText(a.item.name, b.item.name);
    });

  const rows: StockRow[] = [];
  let area: string | undefined;
  let category: string | undefined;
  for (const { item, area: itemArea, category: itemCategory } of sorted) {
    if (itemArea !== area) {
      rows.push({ kind: 'area', key: `area:${itemArea}`, area: itemArea });
      area = itemArea;
      category = undefined;
    }
    if (itemCategory !== category) {
      rows.push({
        kind: 'category',
        key: `category:${itemArea}:${itemCategory}`,
        area: itemArea,
        name: itemCategory,
      });
      category = itemCategory;
    }
    rows.push({ kind: 'item', key: item.id, item });
  }
  return rows;
}

/** "84 of 312 counted in Bar": per storage area, over all items (not only the search). */
export function areaProgress(items: Item[], countedIds: string[]): AreaProgress[] {
  const counted = new Set(countedIds);
  const byArea = new Map<string, AreaProgress>();
  for (const item of items) {
    const area = areaOf(item);
    const progress = byArea.get(area) ?? { area, counted: 0, total: 0 };
    progress.total += 1;
    if (counted.has(item.id)) progress.counted += 1;
    byArea.set(area, progress);
  }
  return [...byArea.values()].sort((a, b) => {
    if (a.area === NO_STORAGE_AREA) return 1;
    if (b.area === NO_STORAGE_AREA) return -1;
    return byText.compare(a.area, b.area);
  });
}

/** A typed quantity: "4.5" or "4,5", at least 0, to the nearest 0.1; undefined if unreadable. */
export function parseQuantity(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined;
  return Math.round(Number(text) * 10) / 10;
}

let quantityFormat: { locale: string | undefined; format: Intl.NumberFormat } | undefined;

/**
 * A quantity as the counter reads it and types it back: the reader's decimal separator
 * ("4.5", "4,5"), at most 4 decimals, no thousands separator (parseQuantity reads one
 * separator only) and Latin digits. One formatter, made again only when the locale changes: thousands of rows.
 */
export function formatQuantity(quantity: number): string {
  const locale = userLocale();
  if (!quantityFormat || quantityFormat.locale !== locale) {
    quantityFormat = {
      locale,
      format: new Intl.NumberFormat(locale, {
        maximumFractionDigits: 4,
        useGrouping: false,
        numberingSystem: 'latn', // digits parseQuantity reads back
      }),
    };
  }
  // `+ 0`: a rounded -0 shows as 0.
  return quantityFormat.format.format(Math.round(quantity * 10000) / 10000 + 0);
}
