import { useQuery } from '@tanstack/react-query';
import type { MenuEngineeringReport } from '#contract/reports.ts';
import { api } from '#web/lib/api-client.ts';
import { reportKeys } from './keys.ts';

/**
 * `GET /api/reports/menu-engineering?location_id&from&to`: every menu item sold over the
 * venue's days `from` to `to` (both included), classed by popularity and margin.
 */
function getMenuEngineering(
  locationId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<MenuEngineeringReport> {
  const query = new URLSearchParams({ location_id: locationId, from, to });
  return api.get<MenuEngineeringReport>(`/api/reports/menu-engineering?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function useMenuEngineering(locationId: string, from: string, to: string) {
  return useQuery({
    enabled: from !== '' && to !== '' && from <= to,
    queryKey: reportKeys.menuEngineering(locationId, from, to),
    queryFn: ({ signal }) => getMenuEngineering(locationId, from, to, signal),
  });
}
