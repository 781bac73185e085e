import { useQuery } from '@tanstack/react-query';
import type { AssistantConversationDetail } from '#contract/assistant.ts';
import { api } from '#web/lib/api-client.ts';
import { assistantKeys } from './keys.ts';

/** `GET /api/ai/conversations/{id}`: one conversation with its messages, oldest first. */
export function getConversation(
  conversationId: string,
  signal?: AbortSignal,
): Promise<AssistantConversationDetail> {
  return api.get<AssistantConversationDetail>(`/api/ai/conversations/${conversationId}`, {
    notify: false,
    signal,
  });
}

export function useConversation(locationId: string, conversationId: string | null) {
  return useQuery({
    queryKey: assistantKeys.conversation(locationId, conversationId ?? ''),
    queryFn: ({ signal }) => getConversation(conversationId ?? '', signal),
    enabled: conversationId !== null,
    // A conversation is the caller's own and changes only through this screen, which writes
    // each saved answer into the cache: no refetch behind an answer that is streaming in.
    staleTime: Infinity,
  });
}
