import { useMutation } from '@tanstack/react-query';
import type { CreateVendorBody, Vendor } from '#contract/vendors.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshLists } from './cache.ts';

/** `POST /api/vendors`: a new vendor. */
function createVendor(body: CreateVendorBody): Promise<Vendor> {
  return api.post<Vendor>('/api/vendors', body, { notify: false });
}

export function useCreateVendor(locationId: string) {
  const refresh = useRefreshLists(locationId);
  return useMutation({ mutationFn: createVendor, onSuccess: refresh });
}
