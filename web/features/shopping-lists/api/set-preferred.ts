import { useMutation } from '@tanstack/react-query';
import type { VendorItem } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshVendors } from './cache.ts';

/** `POST /api/vendors/{id}/items/{itemId}/preferred`: buy the item from this line (or not). */
function setPreferred(vendorId: string, itemId: string, isPreferred: boolean): Promise<VendorItem> {
  return api.post<VendorItem>(
    `/api/vendors/${vendorId}/items/${itemId}/preferred`,
    { is_preferred: isPreferred },
    { notify: false },
  );
}

export function useSetPreferred(locationId: string, vendorId: string) {
  const refresh = useRefreshVendors(locationId);
  return useMutation({
    mutationFn: ({ itemId, isPreferred }: { itemId: string; isPreferred: boolean }) =>
      setPreferred(vendorId, itemId, isPreferred),
    onSuccess: refresh,
  });
}
