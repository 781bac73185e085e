import { useQuery } from '@tanstack/react-query';
import type { PriceChange } from '#contract/prices.ts';
import { api } from '#web/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** `GET /api/vendors/items/{id}/price-history`: a catalogue line's prices, newest first. */
function getPriceHistory(vendorItemId: string, signal?: AbortSignal): Promise<PriceChange[]> {
  return api.get<PriceChange[]>(`/api/vendors/items/${vendorItemId}/price-history`, {
    notify: false,
    signal,
  });
}

export function usePriceHistory(locationId: string, vendorItemId: string) {
  return useQuery({
    queryKey: vendorKeys.priceHistory(locationId, vendorItemId),
    queryFn: ({ signal }) => getPriceHistory(vendorItemId, signal),
  });
}
