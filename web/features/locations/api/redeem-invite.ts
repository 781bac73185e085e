import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemInviteBody, RedeemInviteResponse } from '#contract/auth.ts';
import type { LocationRef } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `POST /api/auth/redeem-invite`: answers all of the user's locations, the new one included. */
function redeemInvite(body: RedeemInviteBody): Promise<RedeemInviteResponse> {
  return api.post<RedeemInviteResponse>('/api/auth/redeem-invite', body, { notify: false });
}

/**
 * Redeeming an invite (§4): the locations of the answer that are new to the user are added
 * to their list. Resolves with those new ones — empty when the code was for a location the
 * user already belongs to.
 */
export function useRedeemInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RedeemInviteBody): Promise<LocationRef[]> => {
      const { locations } = await redeemInvite(body);
      const known = new Set(useAuthStore.getState().locations.map((ref) => ref.id));
      const joined = locations.filter((ref) => !known.has(ref.id));
      useAuthStore.getState().addLocations(locations);
      return joined;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.list() }),
  });
}
