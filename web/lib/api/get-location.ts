import { useQuery } from '@tanstack/react-query';
import type { Location } from '#contract/locations.ts';
import { api } from '../api-client.ts';
import { locationKeys } from './location-keys.ts';

/** `GET /api/locations/{id}`: the location's settings and the caller's role in it. */
function getLocation(id: string, signal?: AbortSignal): Promise<Location> {
  return api.get<Location>(`/api/locations/${id}`, { notify: false, signal });
}

/** `enabled: false` with no id: the app's frame outside a location asks nothing. */
export function useLocation(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: locationKeys.detail(id),
    queryFn: ({ signal }) => getLocation(id, signal),
    enabled,
  });
}
