import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportBody, ImportResponse } from '#contract/inventory.ts';
import { api } from '../api-client.ts';
import { inventoryKeys } from './inventory-keys.ts';

/** `POST /api/inventory/import`: all rows or none; the answer lists every bad row. */
function importItems(body: ImportBody): Promise<ImportResponse> {
  return api.post<ImportResponse>('/api/inventory/import', body, { notify: false });
}

export function useImportItems(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importItems,
    onSuccess: (answer) => {
      if (answer.errors.length > 0) return;
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.location(locationId) });
    },
  });
}
