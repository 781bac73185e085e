import { useMutation } from '@tanstack/react-query';
import type { Category, UpdateCategoryBody } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshInventory } from './cache.ts';

/** `PUT /api/inventory/categories/{id}`: a new name or place. */
export function updateCategory(id: string, body: UpdateCategoryBody): Promise<Category> {
  return api.put<Category>(`/api/inventory/categories/${id}`, body, { notify: false });
}

export function useUpdateCategory(locationId: string) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCategoryBody }) =>
      updateCategory(id, body),
    onSuccess: useRefreshInventory(locationId),
  });
}
