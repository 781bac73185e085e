import { useQuery } from '@tanstack/react-query';
import type { CountSummary } from '#contract/counts.ts';
import { api } from '#web/lib/api-client.ts';
import { reportKeys } from './keys.ts';

/** `GET /api/counts?location_id`: the counts of the location, open first, then closed newest first. */
function getCounts(locationId: string, signal?: AbortSignal): Promise<CountSummary[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<CountSummary[]>(`/api/counts?${query.toString()}`, { notify: false, signal });
}

/** The closed counts, newest first: what a variance report runs between. */
export function useClosedCounts(locationId: string) {
  return useQuery({
    queryKey: reportKeys.counts(locationId),
    queryFn: ({ signal }) => getCounts(locationId, signal),
    select: (counts) => counts.filter((count) => count.status === 'closed' && count.closed_at),
  });
}
