import type { Item } from '#contract/inventory.ts';

export type SortKey =
  'name' | 'category' | 'quantity' | 'par_level' | 'cost_per_unit' | 'storage_area';
export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

export interface ItemFilters {
  search: string;
  categoryId: string;
  storageArea: string;
  belowPar: boolean;
  showArchived: boolean;
}

export const NO_FILTERS: ItemFilters = {
  search: '',
  categoryId: '',
  storageArea: '',
  belowPar: false,
  showArchived: false,
};

/** The value of "no category" in the category filter. */
export const NO_CATEGORY = 'none';

export function matchesFilters(item: Item, filters: ItemFilters): boolean {
  if (item.archived && !filters.showArchived) return false;
  if (filters.belowPar && !item.below_par) return false;
  if (filters.categoryId === NO_CATEGORY && item.category_id !== null) return false;
  if (filters.categoryId && filters.categoryId !== NO_CATEGORY) {
    if (item.category_id !== filters.categoryId) return false;
  }
  if (filters.storageArea && item.storage_area !== filters.storageArea) return false;
  const search = filters.search.trim().toLowerCase();
  if (!search) return true;
  return [item.name, item.sku, item.barcode, item.category, item.storage_area].some((text) =>
    text?.toLowerCase().includes(search),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Compares two items by a column; empty values always go last. */
function compare(a: Item, b: Item, key: SortKey): number {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') return collator.compare(left, right);
  return 0;
}

export function sortItems(items: Item[], sort: Sort): Item[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    const emptyA = a[sort.key] === null;
    const emptyB = b[sort.key] === null;
    if (emptyA !== emptyB) return emptyA ? 1 : -1;
    return sign * compare(a, b, sort.key) || collator.compare(a.name, b.name);
  });
}

/** Every storage area in use, sorted (for the filter and the form's suggestions). */
export function storageAreas(items: Item[]): string[] {
  const areas = new Set(items.map((item) => item.storage_area).filter((area) => area !== null));
  return [...areas].sort(collator.compare);
}
