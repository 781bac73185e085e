import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogImportBody, CatalogImportResponse } from '#contract/catalog-import.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `POST /api/vendors/{id}/catalog`: a price list's rows; lines match by SKU, then name. */
function importCatalog(
  vendorId: string,
  catalog: CatalogImportBody['catalog'],
): Promise<CatalogImportResponse> {
  return api.post<CatalogImportResponse>(
    `/api/vendors/${vendorId}/catalog`,
    { catalog },
    { notify: false },
  );
}

export function useImportCatalog(locationId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (catalog: CatalogImportBody['catalog']) => importCatalog(vendorId, catalog),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.location(locationId) }),
  });
}
