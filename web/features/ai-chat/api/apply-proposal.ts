import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssistantApplyRequest,
  AssistantLink,
  AssistantProposal,
} from '#contract/assistant-results.ts';
import { api } from '#web/lib/api-client.ts';

/** A `{…}` in a later request's path (`/api/shopping-lists/{list_id}/items`) stands for the
 *  id the first request answered (the list it created). */
const PLACEHOLDER = /\{[a-z_]*\}/gi;

function idOf(answer: unknown): string | undefined {
  const first: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (typeof first === 'object' && first !== null && 'id' in first) {
    return typeof first.id === 'string' ? first.id : undefined;
  }
  return undefined;
}

function send(request: AssistantApplyRequest, createdId: string | undefined): Promise<unknown> {
  const path = createdId ? request.path.replace(PLACEHOLDER, createdId) : request.path;
  const options = { notify: false };
  if (request.method === 'PUT') return api.put(path, request.body, options);
  if (request.method === 'PATCH') return api.patch(path, request.body, options);
  return api.post(path, request.body, options);
}

export interface Applied {
  /** Where the person finds what applying made or changed. */
  link: AssistantLink | null;
  /** A draft order made no list (nothing was at or below its reorder point any more). */
  nothingMade: boolean;
}

/**
 * Applies a proposal through the normal API with the person's own token, one request after
 * the other; the first failure stops (and is thrown).
 */
export async function applyProposal(proposal: AssistantProposal): Promise<Applied> {
  let createdId: string | undefined;
  for (const request of proposal.apply) {
    if (!request.path.startsWith('/api/')) throw new Error('This change cannot be applied here.');
    const answer = await send(request, createdId);
    createdId ??= idOf(answer);
  }
  if (proposal.kind === 'par_level') {
    return { link: proposal.link ?? { target: 'item', id: proposal.item_id }, nothingMade: false };
  }
  if (createdId) return { link: { target: 'shopping_list', id: createdId }, nothingMade: false };
  return { link: proposal.link, nothingMade: true };
}

export function useApplyProposal(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProposal,
    // Stock, lists and vendors of the location may all have changed: reload them all.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[1] === locationId && query.queryKey[0] !== 'assistant',
      }),
  });
}
