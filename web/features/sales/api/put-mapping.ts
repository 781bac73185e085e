import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesMappingBody, SalesMappingResponse } from '#contract/sales.ts';
import { api } from '#web/lib/api-client.ts';
import { salesKeys } from './keys.ts';

/**
 * `PUT /api/sales/mappings`: what a POS name is (a menu item, or `null`: ignored), remembered
 * for later imports; the lines already imported under it follow.
 */
function putMapping(body: SalesMappingBody): Promise<SalesMappingResponse> {
  return api.put<SalesMappingResponse>('/api/sales/mappings', body, { notify: false });
}

export function usePutMapping(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SalesMappingBody, 'location_id'>) =>
      putMapping({ ...body, location_id: locationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.location(locationId) }),
  });
}
