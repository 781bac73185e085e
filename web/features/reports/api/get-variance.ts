import { useQuery } from '@tanstack/react-query';
import type { VarianceReport } from '#contract/reports.ts';
import { api } from '#web/lib/api-client.ts';
import { reportKeys } from './keys.ts';

/** `GET /api/reports/variance?location_id&from_count&to_count`: between two closed counts. */
function getVariance(
  locationId: string,
  fromCount: string,
  toCount: string,
  signal?: AbortSignal,
): Promise<VarianceReport> {
  const query = new URLSearchParams({
    location_id: locationId,
    from_count: fromCount,
    to_count: toCount,
  });
  return api.get<VarianceReport>(`/api/reports/variance?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useVariance(locationId: string, fromCount: string, toCount: string) {
  return useQuery({
    enabled: fromCount !== '' && toCount !== '' && fromCount !== toCount,
    queryKey: reportKeys.variance(locationId, fromCount, toCount),
    queryFn: ({ signal }) => getVariance(locationId, fromCount, toCount, signal),
  });
}
