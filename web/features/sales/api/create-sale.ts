import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSalesLineBody, SalesLine } from '#contract/sales.ts';
import { api } from '#web/lib/api-client.ts';
import { salesKeys } from './keys.ts';

/** `POST /api/sales`: a line typed by hand. */
function createSale(body: CreateSalesLineBody): Promise<SalesLine> {
  return api.post<SalesLine>('/api/sales', body, { notify: false });
}

export function useCreateSale(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.location(locationId) }),
  });
}
