import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `DELETE /api/locations/{id}/invite-code/{codeId}`: the code stops working at once. */
function deleteInvite(locationId: string, codeId: string): Promise<void> {
  return api.delete(`/api/locations/${locationId}/invite-code/${codeId}`, undefined, {
    notify: false,
  });
}

export function useDeleteInvite(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: string) => deleteInvite(locationId, codeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.invites(locationId) }),
  });
}
