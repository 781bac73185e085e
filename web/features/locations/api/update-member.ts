import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, UpdateMemberBody } from '#contract/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { locationKeys } from '#web/lib/api/location-keys.ts';

/** `PUT /api/locations/{id}/members/{memberId}`: a member's new role. */
function updateMember(
  locationId: string,
  memberId: string,
  body: UpdateMemberBody,
): Promise<Member> {
  return api.put<Member>(`/api/locations/${locationId}/members/${memberId}`, body, {
    notify: false,
  });
}

export function useUpdateMember(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string } & UpdateMemberBody) =>
      updateMember(locationId, memberId, { role }),
    onSuccess: (member) => {
      queryClient.setQueryData<Member[]>(locationKeys.members(locationId), (members) =>
        members?.map((known) => (known.id === member.id ? member : known)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationKeys.members(locationId) }),
  });
}
