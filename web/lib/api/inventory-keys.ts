import type { ChangelogQuery } from '#contract/stock-updates.ts';

/** The changelog filters, all applied by the server (days are the venue's own days). */
export type ChangelogFilters = Pick<
  ChangelogQuery,
  'item_id' | 'user_id' | 'reason' | 'cause' | 'from' | 'to'
>;

/** Query keys of a location's stock: one factory, so invalidation never guesses. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  location: (locationId: string) => [...inventoryKeys.all, locationId] as const,
  items: (locationId: string) => [...inventoryKeys.location(locationId), 'items'] as const,
  /** Every item, archived ones too (the Items screen filters on screen). */
  catalog: (locationId: string) => [...inventoryKeys.location(locationId), 'catalog'] as const,
  categories: (locationId: string) =>
    [...inventoryKeys.location(locationId), 'categories'] as const,
  /** The quantity updates in flight (a mutation key). */
  updates: (locationId: string) => [...inventoryKeys.location(locationId), 'update'] as const,
  changelog: (locationId: string, filters: ChangelogFilters) =>
    [...inventoryKeys.location(locationId), 'changelog', filters] as const,
};
