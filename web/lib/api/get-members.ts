import { useQuery } from '@tanstack/react-query';
import type { Member } from '#contract/locations.ts';
import { api } from '../api-client.ts';
import { locationKeys } from './location-keys.ts';

/** `GET /api/locations/{id}/members`: everyone in the location, with their role. */
function getMembers(locationId: string, signal?: AbortSignal): Promise<Member[]> {
  return api.get<Member[]>(`/api/locations/${locationId}/members`, { notify: false, signal });
}

export function useMembers(locationId: string) {
  return useQuery({
    queryKey: locationKeys.members(locationId),
    queryFn: ({ signal }) => getMembers(locationId, signal),
  });
}
