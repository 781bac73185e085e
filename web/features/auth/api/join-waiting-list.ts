import { useMutation } from '@tanstack/react-query';
import type { WaitingListBody } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** `POST /api/waiting-list`: the same answer for a repeat email. */
function joinWaitingList(body: WaitingListBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/waiting-list', body, { notify: false });
}

export function useJoinWaitingList() {
  return useMutation({ mutationFn: joinWaitingList });
}
