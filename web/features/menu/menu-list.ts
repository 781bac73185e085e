import type { MenuItem } from '#contract/menu.ts';
import type { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';

export type MenuSort = 'name' | 'margin-desc' | 'margin-asc' | 'food-cost-desc' | 'food-cost-asc';

/** Each sort's label: its message in the menu namespace, in the order the picker lists them. */
export const SORT_LABELS = {
  name: 'sortName',
  'margin-desc': 'sortMarginDesc',
  'margin-asc': 'sortMarginAsc',
  'food-cost-desc': 'sortFoodCostDesc',
  'food-cost-asc': 'sortFoodCostAsc',
} as const satisfies Record<MenuSort, keyof ReturnType<typeof menuMessages.get>>;

interface MenuFilters {
  search: string;
  /** '' for every category; NO_CATEGORY for items without one. */
  category: string;
  sort: MenuSort;
}

export const NO_CATEGORY = '__none__';
export const NO_FILTERS: MenuFilters = { search: '', category: '', sort: 'name' };

export function matchesFilters(item: MenuItem, filters: MenuFilters): boolean {
  if (filters.category === NO_CATEGORY && item.category !== null) return false;
  if (filters.category && filters.category !== NO_CATEGORY) {
    if (item.category?.toLowerCase() !== filters.category.toLowerCase()) return false;
  }
  const search = filters.search.trim().toLowerCase();
  if (!search) return true;
  return [item.name, item.description, item.category].some((text) =>
    text?.toLowerCase().includes(search),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Sorts by a figure; an item without one (no price) goes last either way. */
function byFigure(figure: (item: MenuItem) => number | null, sign: 1 | -1) {
  return (a: MenuItem, b: MenuItem) => {
    const left = figure(a);
    const right = figure(b);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
      return collator.compare(a.name, b.name);
    }
    return sign * (left - right) || collator.compare(a.name, b.name);
  };
}

export function sortMenu(items: MenuItem[], sort: MenuSort): MenuItem[] {
  const compare = {
    name: (a: MenuItem, b: MenuItem) => collator.compare(a.name, b.name),
    'margin-desc': byFigure((item) => item.margin, -1),
    'margin-asc': byFigure((item) => item.margin, 1),
    'food-cost-desc': byFigure((item) => item.food_cost_percent, -1),
    'food-cost-asc': byFigure((item) => item.food_cost_percent, 1),
  }[sort];
  return [...items].sort(compare);
}

/** Items grouped by category (categories by name, "No category" last), order kept within. */
export function byCategory(items: MenuItem[]): { category: string | null; items: MenuItem[] }[] {
  const groups = new Map<string | null, MenuItem[]>();
  for (const item of items) {
    const group = groups.get(item.category) ?? [];
    group.push(item);
    groups.set(item.category, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b)))
    .map(([category, grouped]) => ({ category, items: grouped }));
}
