/**
 * Counts as records (docs/api.md#counts, docs/domain.md#counts-as-records): a count is
 * opened for every item (`full`) or a spot check of some (`spot`); the counts made while it
 * is open belong to it; closing it keeps every item's quantity and cost per unit of that
 * moment.
 */

export const countScopes = ['full', 'spot'] as const;
export type CountScope = (typeof countScopes)[number];

export const countStatuses = ['open', 'closed'] as const;
export type CountStatus = (typeof countStatuses)[number];
