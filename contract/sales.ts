/**
 * Sales (docs/api.md#sales, docs/domain.md#sales): what the venue sold, imported from a POS
 * export or typed by hand, each line attributed to a menu item through its POS name.
 */

/** Where a sales line came from: a POS export's format, or typed by hand. */
export const salesSources = ['square', 'toast', 'clover', 'plain', 'manual'] as const;
export type SalesSource = (typeof salesSources)[number];
