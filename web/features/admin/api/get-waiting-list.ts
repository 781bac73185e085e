import { useQuery } from '@tanstack/react-query';
import type { WaitingListEntry } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/waiting-list`: administrators only (403 for anyone else). */
function getWaitingList(signal?: AbortSignal): Promise<WaitingListEntry[]> {
  return api.get<WaitingListEntry[]>('/api/admin/waiting-list', { notify: false, signal });
}

export function useWaitingList({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.waitingList(),
    queryFn: ({ signal }) => getWaitingList(signal),
    enabled,
  });
}
