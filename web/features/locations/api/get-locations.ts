import { useQuery } from '@tanstack/react-query';
import type { LocationListItem } from '#contract/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `GET /api/locations`: the user's locations with their role, currency and member count. */
function getLocations(signal?: AbortSignal): Promise<LocationListItem[]> {
  return api.get<LocationListItem[]>('/api/locations', { notify: false, signal });
}

export function useLocations() {
  return useQuery({ queryKey: locationKeys.list(), queryFn: ({ signal }) => getLocations(signal) });
}
