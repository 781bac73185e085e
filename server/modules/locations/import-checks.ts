import {
  FILE_ID_TWICE_MESSAGE,
  FILE_MISSING_ROW_MESSAGE,
  FILE_NAME_TAKEN_MESSAGE,
  FILE_RECIPE_CYCLE_MESSAGE,
  FILE_TWO_OPEN_COUNTS_MESSAGE,
  FILE_TWO_PREFERRED_MESSAGE,
  FILE_USED_TWICE_MESSAGE,
} from '#contract/messages.ts';
import type { LocationExport } from '#contract/location-export.ts';
import { validationError } from '#server/lib/app-error.ts';

// What the file's schema cannot say alone: each id names one row, each reference names a row
// of the file, names are unique where the venue's are, and no recipe is made of itself. A file
// that fails any of these is refused whole, before anything is written (decision 031).

function idsOf(rows: { id: string }[], collection: string): Set<string> {
  const ids = new Set<string>();
  rows.forEach((row, index) => {
    if (ids.has(row.id)) throw validationError(`${collection}.${index}.id`, FILE_ID_TWICE_MESSAGE);
    ids.add(row.id);
  });
  return ids;
}

function uniqueNames(rows: { name: string }[], collection: string): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.name.toLowerCase();
    if (seen.has(key))
      throw validationError(`${collection}.${index}.name`, FILE_NAME_TAKEN_MESSAGE);
    seen.add(key);
  });
}

function refer(ids: Set<string>, id: string | null, path: string): void {
  if (id !== null && !ids.has(id)) {
    throw validationError(path, FILE_MISSING_ROW_MESSAGE);
  }
}

/** Refuses a file whose rows do not hold together, on the first field at fault. */
export function checkReferences(file: LocationExport): void {
  const categories = idsOf(file.categories, 'categories');
  const items = idsOf(file.items, 'items');
  const vendors = idsOf(file.vendors, 'vendors');
  const vendorItems = idsOf(file.vendor_items, 'vendor_items');
  const lists = idsOf(file.shopping_lists, 'shopping_lists');
  const recipes = idsOf(file.recipes, 'recipes');
  uniqueNames(file.categories, 'categories');
  uniqueNames(file.items, 'items');
  uniqueNames(file.vendors, 'vendors');
  uniqueNames(file.recipes, 'recipes');
  uniqueNames(file.menu, 'menu');

  file.items.forEach((row, i) => refer(categories, row.category_id, `items.${i}.category_id`));
  file.stock_history.forEach((row, i) => {
    refer(items, row.item_id, `stock_history.${i}.item_id`);
    refer(lists, row.shopping_list_id, `stock_history.${i}.shopping_list_id`);
  });
  const preferred = new Set<string>();
  file.vendor_items.forEach((row, i) => {
    refer(vendors, row.vendor_id, `vendor_items.${i}.vendor_id`);
    refer(items, row.inventory_item_id, `vendor_items.${i}.inventory_item_id`);
    if (row.is_preferred && row.inventory_item_id !== null) {
      if (preferred.has(row.inventory_item_id)) {
        throw validationError(`vendor_items.${i}.is_preferred`, FILE_TWO_PREFERRED_MESSAGE);
      }
      preferred.add(row.inventory_item_id);
    }
  });
  file.price_history.forEach((row, i) => {
    refer(vendorItems, row.vendor_item_id, `price_history.${i}.vendor_item_id`);
    refer(lists, row.shopping_list_id, `price_history.${i}.shopping_list_id`);
  });
  file.shopping_lists.forEach((list, i) => {
    refer(vendors, list.vendor_id, `shopping_lists.${i}.vendor_id`);
    list.lines.forEach((line, j) => {
      const at = `shopping_lists.${i}.lines.${j}`;
      refer(items, line.inventory_item_id, `${at}.inventory_item_id`);
      refer(vendorItems, line.vendor_item_id, `${at}.vendor_item_id`);
    });
  });
  file.recipes.forEach((recipe, i) =>
    recipe.ingredients.forEach((line, j) => {
      const at = `recipes.${i}.ingredients.${j}`;
      refer(items, line.inventory_item_id, `${at}.inventory_item_id`);
      refer(recipes, line.sub_recipe_id, `${at}.sub_recipe_id`);
    }),
  );
  file.menu.forEach((entry, i) => {
    entry.recipes.forEach((line, j) =>
      refer(recipes, line.recipe_id, `menu.${i}.recipes.${j}.recipe_id`),
    );
    entry.stock_items.forEach((line, j) =>
      refer(items, line.item_id, `menu.${i}.stock_items.${j}.item_id`),
    );
  });
  checkNoCycle(file);
  checkCountsAndSales(file, items);
}

/** Values of `key` that must not repeat: the database keeps them unique. */
function uniqueValues<R>(rows: R[], key: (row: R) => string | null, path: (i: number) => string) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const value = key(row);
    if (value === null) return;
    if (seen.has(value)) throw validationError(path(index), FILE_USED_TWICE_MESSAGE);
    seen.add(value);
  });
}

/** Counts with their items, and sales with the menu items they name (issue 23). */
function checkCountsAndSales(file: LocationExport, items: Set<string>): void {
  const counts = idsOf(file.stock_counts, 'stock_counts');
  const openFull = file.stock_counts.filter((c) => c.status === 'open' && c.scope === 'full');
  if (openFull.length > 1) {
    const second = file.stock_counts.indexOf(openFull[1] as (typeof openFull)[number]);
    throw validationError(`stock_counts.${second}.status`, FILE_TWO_OPEN_COUNTS_MESSAGE);
  }
  file.stock_counts.forEach((count, i) => {
    count.lines.forEach((line, j) =>
      refer(items, line.item_id, `stock_counts.${i}.lines.${j}.item_id`),
    );
    uniqueValues(
      count.lines,
      (line) => line.item_id,
      (j) => `stock_counts.${i}.lines.${j}.item_id`,
    );
  });
  file.stock_history.forEach((row, i) =>
    refer(counts, row.count_id, `stock_history.${i}.count_id`),
  );

  const menu = new Set<string>();
  file.menu.forEach((entry, i) => {
    if (entry.id === undefined) return;
    if (menu.has(entry.id)) throw validationError(`menu.${i}.id`, FILE_ID_TWICE_MESSAGE);
    menu.add(entry.id);
  });
  file.sales_lines.forEach((row, i) =>
    refer(menu, row.menu_item_id, `sales_lines.${i}.menu_item_id`),
  );
  uniqueValues(
    file.sales_lines,
    (row) => row.dedupe_key,
    (i) => `sales_lines.${i}.dedupe_key`,
  );
  file.sales_mappings.forEach((row, i) =>
    refer(menu, row.menu_item_id, `sales_mappings.${i}.menu_item_id`),
  );
  uniqueValues(
    file.sales_mappings,
    (row) => row.pos_key,
    (i) => `sales_mappings.${i}.pos_key`,
  );
}

/** Refuses recipes made of themselves, through any number of sub-recipes. */
function checkNoCycle(file: LocationExport): void {
  const uses = new Map<string, string[]>();
  for (const recipe of file.recipes) {
    uses.set(
      recipe.id,
      recipe.ingredients.flatMap((line) => (line.sub_recipe_id ? [line.sub_recipe_id] : [])),
    );
  }
  // Depth-first, without recursion: 0 unseen, 1 on the current path, 2 done.
  const state = new Map<string, number>();
  file.recipes.forEach((start, index) => {
    if (state.get(start.id) === 2) return;
    const stack: { id: string; next: number }[] = [{ id: start.id, next: 0 }];
    state.set(start.id, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (!top) break;
      const children = uses.get(top.id) ?? [];
      const child = children[top.next];
      if (child === undefined) {
        state.set(top.id, 2);
        stack.pop();
        continue;
      }
      top.next += 1;
      const seen = state.get(child) ?? 0;
      if (seen === 1)
        throw validationError(`recipes.${index}.ingredients`, FILE_RECIPE_CYCLE_MESSAGE);
      if (seen === 0) {
        state.set(child, 1);
        stack.push({ id: child, next: 0 });
      }
    }
  });
}
