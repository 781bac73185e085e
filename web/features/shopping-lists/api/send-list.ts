import { useMutation } from '@tanstack/react-query';
import type { List, SendListBody } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/shopping-lists/{id}/send`: marks it sent, emailing the vendor when it has an email. */
function sendList(id: string, body: SendListBody): Promise<List> {
  return api.post<List>(`/api/shopping-lists/${id}/send`, body, { notify: false });
}

export function useSendList(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SendListBody }) => sendList(id, body),
    onSuccess: refresh,
  });
}
