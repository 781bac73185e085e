import { useQuery } from '@tanstack/react-query';
import type { RegistrationInfo } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** `GET /api/auth/registration`: whether sign-up is open, by invitation or closed. */
function getRegistrationInfo(signal?: AbortSignal): Promise<RegistrationInfo> {
  return api.get<RegistrationInfo>('/api/auth/registration', { notify: false, signal });
}

export function useRegistrationInfo() {
  return useQuery({
    queryKey: authKeys.registration(),
    queryFn: ({ signal }) => getRegistrationInfo(signal),
    staleTime: 5 * 60_000,
  });
}
