import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `DELETE /api/locations/{id}/members/{memberId}`: removes a member — or oneself (leaving). */
function removeMember(locationId: string, memberId: string): Promise<void> {
  return api.delete(`/api/locations/${locationId}/members/${memberId}`, undefined, {
    notify: false,
  });
}

export function useRemoveMember(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(locationId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.members(locationId) }),
  });
}

/** Leaving: the same call on one's own membership; the caller then forgets the location. */
export function useLeaveLocation(locationId: string) {
  return useMutation({ mutationFn: (memberId: string) => removeMember(locationId, memberId) });
}
