import { useQuery } from '@tanstack/react-query';
import type { ParSuggestions } from '#contract/reports.ts';
import { api } from '#web/lib/api-client.ts';
import { reportKeys } from './keys.ts';

/** `GET /api/reports/par-suggestions?location_id&weeks`: a par for each item from its usage. */
function getParSuggestions(
  locationId: string,
  weeks: number,
  signal?: AbortSignal,
): Promise<ParSuggestions> {
  const query = new URLSearchParams({ location_id: locationId, weeks: String(weeks) });
  return api.get<ParSuggestions>(`/api/reports/par-suggestions?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useParSuggestions(locationId: string, weeks: number) {
  return useQuery({
    queryKey: reportKeys.parSuggestions(locationId, weeks),
    queryFn: ({ signal }) => getParSuggestions(locationId, weeks, signal),
  });
}
