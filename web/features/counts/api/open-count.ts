import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountSummary, OpenCountBody } from '#contract/counts.ts';
import { api } from '#web/lib/api-client.ts';
import { countKeys } from '#web/lib/api/count-keys.ts';

/** `POST /api/counts`: opens a full count (no item_ids) or a spot check of some items. */
function openCount(body: OpenCountBody): Promise<CountSummary> {
  return api.post<CountSummary>('/api/counts', body, { notify: false });
}

export function useOpenCount(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countKeys.location(locationId) }),
  });
}
