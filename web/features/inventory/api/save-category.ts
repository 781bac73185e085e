import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateCategoryBody, UpdateCategoryBody } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { inventoryKeys } from '#web/lib/api/inventory-keys.ts';

/** `POST /api/inventory/categories`. */
export function createCategory(body: CreateCategoryBody): Promise<Category> {
  return api.post<Category>('/api/inventory/categories', body, { notify: false });
}

/** `PUT /api/inventory/categories/{id}`: a new name or place. */
export function updateCategory(id: string, body: UpdateCategoryBody): Promise<Category> {
  return api.put<Category>(`/api/inventory/categories/${id}`, body, { notify: false });
}

/** `DELETE /api/inventory/categories/{id}`: its items keep no category. */
export function deleteCategory(id: string): Promise<void> {
  return api.delete(`/api/inventory/categories/${id}`, undefined, { notify: false });
}

/** Categories change item rows too (names, counts): the whole location reloads. */
function useRefresh(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) });
}

export function useCreateCategory(locationId: string) {
  return useMutation({ mutationFn: createCategory, onSuccess: useRefresh(locationId) });
}

export function useUpdateCategory(locationId: string) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCategoryBody }) =>
      updateCategory(id, body),
    onSuccess: useRefresh(locationId),
  });
}

/** Moves a category one place, then numbers every category by its place (only changes sent). */
export function useMoveCategory(locationId: string) {
  return useMutation({
    mutationFn: async ({
      ordered,
      index,
      by,
    }: {
      ordered: Category[];
      index: number;
      by: -1 | 1;
    }) => {
      const next = [...ordered];
      const [moved] = next.splice(index, 1);
      if (!moved) return;
      next.splice(index + by, 0, moved);
      for (const [place, category] of next.entries()) {
        if (category.sort_order !== place) await updateCategory(category.id, { sort_order: place });
      }
    },
    onSettled: useRefresh(locationId),
  });
}

export function useDeleteCategory(locationId: string) {
  return useMutation({ mutationFn: deleteCategory, onSuccess: useRefresh(locationId) });
}
