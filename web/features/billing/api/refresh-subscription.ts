import { useQuery } from '@tanstack/react-query';
import type { User } from '#contract/auth.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { billingKeys } from './billing-keys.ts';

/**
 * Re-reads the signed-in user (`GET /api/auth/me`, through the auth store's session check)
 * so the subscription the payment provider just reported shows up. Null when signed out.
 */
async function refreshSubscription(): Promise<User | null> {
  const { session, checkSession } = useAuthStore.getState();
  if (!session) return null;
  await checkSession();
  return useAuthStore.getState().user;
}

export function useRefreshSubscription({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: refreshSubscription,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
