import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeImportResponse } from '#contract/recipes.ts';
import { refreshSession } from '#web/lib/api-client.ts';
import { apiErrorFromBody, ApiError, ErrorType, NETWORK_FAILURE_MESSAGE } from '#web/lib/errors.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { recipeKeys } from './keys.ts';

function send(locationId: string, file: File): Promise<Response> {
  const form = new FormData();
  form.set('location_id', locationId);
  form.set('file', file, file.name);
  const token = useAuthStore.getState().session?.access_token;
  // No Content-Type: the browser writes the multipart boundary itself.
  return fetch('/api/recipes/bulk-import', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST /api/recipes/bulk-import` as multipart (`file`, `location_id`). The JSON client cannot
 * send a file, so this call refreshes the token once on a 401 itself, like every other call.
 */
async function importRecipes(locationId: string, file: File): Promise<RecipeImportResponse> {
  let response: Response;
  try {
    response = await send(locationId, file);
    if (response.status === 401 && (await refreshSession()))
      response = await send(locationId, file);
  } catch {
    throw new ApiError({ message: NETWORK_FAILURE_MESSAGE, type: ErrorType.NETWORK_ERROR });
  }
  const body = await bodyOf(response);
  if (!response.ok)
    throw apiErrorFromBody(response.status, body, response.headers.get('Retry-After'));
  return body as RecipeImportResponse;
}

export function useImportRecipes(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importRecipes(locationId, file),
    onSuccess: (answer) =>
      answer.errors.length === 0
        ? queryClient.invalidateQueries({ queryKey: recipeKeys.location(locationId) })
        : undefined,
  });
}
