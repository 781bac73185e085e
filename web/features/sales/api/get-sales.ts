import { useInfiniteQuery } from '@tanstack/react-query';
import type { SalesPage } from '#contract/sales.ts';
import { api } from '#web/lib/api-client.ts';
import { salesKeys } from './keys.ts';

/**
 * `GET /api/sales?location_id&from&to&cursor`: the lines of the days from `from` to `to` (the
 * venue's days, both included; either may be left out), newest first, a page at a time, with
 * the totals of the whole range.
 */
function getSales(
  locationId: string,
  range: { from: string; to: string },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SalesPage> {
  const query = new URLSearchParams({ location_id: locationId });
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  if (cursor) query.set('cursor', cursor);
  return api.get<SalesPage>(`/api/sales?${query.toString()}`, { notify: false, signal });
}

export function useSales(locationId: string, range: { from: string; to: string }) {
  return useInfiniteQuery({
    queryKey: salesKeys.lines(locationId, range.from, range.to),
    queryFn: ({ pageParam, signal }) => getSales(locationId, range, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}
