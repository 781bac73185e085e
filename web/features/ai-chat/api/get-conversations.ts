import { useQuery } from '@tanstack/react-query';
import type { AssistantConversation } from '#contract/assistant.ts';
import { api } from '#web/lib/api-client.ts';
import { assistantKeys } from './keys.ts';

/** `GET /api/ai/conversations?location_id=`: the caller's own conversations here. */
export function getConversations(
  locationId: string,
  signal?: AbortSignal,
): Promise<AssistantConversation[]> {
  return api.get<AssistantConversation[]>(
    `/api/ai/conversations?location_id=${encodeURIComponent(locationId)}`,
    { notify: false, signal },
  );
}

export function useConversations(locationId: string) {
  return useQuery({
    queryKey: assistantKeys.conversations(locationId),
    queryFn: ({ signal }) => getConversations(locationId, signal),
    select: (conversations) =>
      [...conversations].sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
  });
}
