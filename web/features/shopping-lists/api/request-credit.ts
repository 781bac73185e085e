import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/shopping-lists/{id}/credit-request`: emails the vendor the short and dearer lines. */
function requestCredit(id: string, message?: string): Promise<void> {
  return api.post(`/api/shopping-lists/${id}/credit-request`, message ? { message } : {}, {
    notify: false,
  });
}

export function useRequestCredit(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string }) => requestCredit(id, message),
    onSuccess: refresh,
  });
}
