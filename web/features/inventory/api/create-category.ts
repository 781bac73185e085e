import { useMutation } from '@tanstack/react-query';
import type { Category, CreateCategoryBody } from '#contract/inventory.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshInventory } from './cache.ts';

/** `POST /api/inventory/categories`. */
function createCategory(body: CreateCategoryBody): Promise<Category> {
  return api.post<Category>('/api/inventory/categories', body, { notify: false });
}

export function useCreateCategory(locationId: string) {
  return useMutation({ mutationFn: createCategory, onSuccess: useRefreshInventory(locationId) });
}
