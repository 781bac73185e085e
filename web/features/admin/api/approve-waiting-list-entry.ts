import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitingListEntry } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `POST /api/admin/waiting-list/{id}/approve`: emails a sign-up link; answers the entry. */
function approveWaitingListEntry(id: string): Promise<WaitingListEntry> {
  return api.post<WaitingListEntry>(
    `/api/admin/waiting-list/${encodeURIComponent(id)}/approve`,
    undefined,
    { notify: false },
  );
}

/** Approves one entry and puts the server's answer in place of it in the cached list. */
export function useApproveWaitingListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWaitingListEntry,
    onSuccess: (approved) => {
      queryClient.setQueryData<WaitingListEntry[]>(adminKeys.waitingList(), (entries) =>
        entries?.map((entry) => (entry.id === approved.id ? approved : entry)),
      );
    },
  });
}
