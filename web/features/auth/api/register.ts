import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { forgetCachedData } from '#web/lib/sign-out.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';

/** `POST /api/auth/register`; with a `priceId` the answer carries the payment page's address. */
function register(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/auth/register', body, { notify: false });
}

/**
 * Signing up (§4): sign up, then store the session and the locations of the answer. Like a
 * sign-in, it starts from an empty cache: a shared phone must not show the new account
 * what the previous one had loaded.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      forgetCachedData(queryClient);
      const answer = await register(body);
      useAuthStore.getState().setSignedIn(answer);
      return answer;
    },
  });
}
