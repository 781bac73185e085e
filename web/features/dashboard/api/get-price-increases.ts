import { useQuery } from '@tanstack/react-query';
import type { PriceIncrease } from '#contract/prices.ts';
import { api } from '#web/lib/api-client.ts';

/** Under the location's vendors prefix, so a change of the catalogues refreshes it. */
const priceIncreasesKey = (locationId: string) =>
  ['vendors', locationId, 'price-increases'] as const;

/** `GET /api/vendors/price-increases?location_id=`: lines up more than 5% in 30 days. */
function getPriceIncreases(locationId: string, signal?: AbortSignal): Promise<PriceIncrease[]> {
  const query = new URLSearchParams({ location_id: locationId });
  return api.get<PriceIncrease[]>(`/api/vendors/price-increases?${query.toString()}`, {
    notify: false,
    signal,
  });
}

export function usePriceIncreases(locationId: string) {
  return useQuery({
    queryKey: priceIncreasesKey(locationId),
    queryFn: ({ signal }) => getPriceIncreases(locationId, signal),
  });
}
