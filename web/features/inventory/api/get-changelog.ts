import { useInfiniteQuery } from '@tanstack/react-query';
import type { StockUpdate } from '#contract/stock-updates.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';
import type { ChangelogFilters } from '#web/lib/api/inventory-keys.ts';

export const CHANGELOG_PAGE_SIZE = 50;

/** `GET /api/inventory/updates/changelog`: one page of stock updates, newest first. */
function getChangelog(
  locationId: string,
  filters: ChangelogFilters & { before?: string; limit?: number },
  signal?: AbortSignal,
): Promise<StockUpdate[]> {
  const query = new URLSearchParams({ location_id: locationId });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return api.get<StockUpdate[]>(`/api/inventory/updates/changelog?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useChangelog(locationId: string, filters: ChangelogFilters) {
  return useInfiniteQuery({
    queryKey: inventoryKeys.changelog(locationId, filters),
    queryFn: ({ pageParam, signal }) =>
      getChangelog(
        locationId,
        { ...filters, before: pageParam, limit: CHANGELOG_PAGE_SIZE },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    // A short page is the last one; otherwise the next page starts before its oldest row.
    getNextPageParam: (lastPage) =>
      lastPage.length < CHANGELOG_PAGE_SIZE ? undefined : lastPage.at(-1)?.id,
  });
}
