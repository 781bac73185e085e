import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteBody, Invite } from '#contract/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `POST /api/locations/{id}/invite-code`: a new code granting staff or manager. */
function createInvite(locationId: string, body: CreateInviteBody): Promise<Invite> {
  return api.post<Invite>(`/api/locations/${locationId}/invite-code`, body, { notify: false });
}

export function useCreateInvite(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteBody) => createInvite(locationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.invites(locationId) }),
  });
}
