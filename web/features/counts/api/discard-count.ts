import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { countKeys } from '#web/lib/api/count-keys.ts';

/** `DELETE /api/counts/{id}`: an open count opened by mistake goes (its counts stay). */
function discardCount(countId: string): Promise<void> {
  return api.delete(`/api/counts/${countId}`, undefined, { notify: false });
}

export function useDiscardCount(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardCount,
    onSuccess: (_answer, countId) => {
      queryClient.removeQueries({ queryKey: countKeys.detail(locationId, countId) });
      return queryClient.invalidateQueries({ queryKey: countKeys.list(locationId) });
    },
  });
}
