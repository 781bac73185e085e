import { useQuery } from '@tanstack/react-query';
import type { Invite } from '#contract/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `GET /api/locations/{id}/invite-codes` (manager or owner). */
function getInvites(locationId: string, signal?: AbortSignal): Promise<Invite[]> {
  return api.get<Invite[]>(`/api/locations/${locationId}/invite-codes`, { notify: false, signal });
}

export function useInvites(locationId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: locationKeys.invites(locationId),
    queryFn: ({ signal }) => getInvites(locationId, signal),
    enabled,
  });
}
