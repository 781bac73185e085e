import { useMutation } from '@tanstack/react-query';
import type { GenerateListsBody, List } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/shopping-lists/generate`: one draft per vendor of what is at or below reorder. */
function generateLists(body: GenerateListsBody): Promise<List[]> {
  return api.post<List[]>('/api/shopping-lists/generate', body, { notify: false });
}

export function useGenerateLists(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: generateLists, onSuccess: refresh });
}
