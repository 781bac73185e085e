import { useQuery } from '@tanstack/react-query';
import type { List } from '#contract/shopping-lists.ts';
import { api } from '#web/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** `GET /api/shopping-lists/vendor/{id}`: the lists of one vendor. */
function getVendorLists(vendorId: string, signal?: AbortSignal): Promise<List[]> {
  return api.get<List[]>(`/api/shopping-lists/vendor/${vendorId}`, { notify: false, signal });
}

export function useVendorLists(locationId: string, vendorId: string) {
  return useQuery({
    queryKey: shoppingListKeys.ofVendor(locationId, vendorId),
    queryFn: ({ signal }) => getVendorLists(vendorId, signal),
  });
}
