import { useQuery } from '@tanstack/react-query';
import type { Plan } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** `GET /api/billing/plans`: the paid plans offered at sign-up (empty without payments). */
function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return api.get<Plan[]>('/api/billing/plans', { notify: false, signal });
}

/** Only asked when the registration info says card payments are configured. */
export function usePlans({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: authKeys.plans(),
    queryFn: ({ signal }) => getPlans(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
