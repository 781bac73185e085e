import { useQuery } from '@tanstack/react-query';
import type { RegistrationInfo } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/**
 * Whether card payments are configured on this server (`GET /api/auth/registration`, public):
 * without them no checkout ever ran, whatever the address says.
 */
async function getPaymentsEnabled(signal?: AbortSignal): Promise<boolean> {
  const info = await api.get<RegistrationInfo>('/api/auth/registration', {
    notify: false,
    signal,
  });
  return info.payments;
}

export function usePaymentsEnabled() {
  return useQuery({
    queryKey: billingKeys.payments(),
    queryFn: ({ signal }) => getPaymentsEnabled(signal),
    staleTime: 5 * 60_000,
  });
}
