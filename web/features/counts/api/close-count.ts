import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseCountResponse } from '#contract/counts.ts';
import { api } from '#web/lib/api-client.ts';
import { countKeys } from '#web/lib/api/count-keys.ts';

/** `POST /api/counts/{id}/close`: keeps every item's quantity and cost of this moment. */
function closeCount(countId: string): Promise<CloseCountResponse> {
  return api.post<CloseCountResponse>(`/api/counts/${countId}/close`, undefined, {
    notify: false,
  });
}

export function useCloseCount(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countKeys.location(locationId) }),
  });
}
