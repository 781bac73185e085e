import { useLocation } from './api/get-location.ts';

/** The location's currency (ISO 4217), for every amount of money shown in it. */
export function useCurrency(locationId: string): string {
  return useLocation(locationId).data?.currency ?? 'USD';
}
