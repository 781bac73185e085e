import { useLocation } from '../../lib/api/get-location.ts';

/** The location's currency (ISO 4217), for every amount of money on its buying screens. */
export function useCurrency(locationId: string): string {
  return useLocation(locationId).data?.currency ?? 'USD';
}
