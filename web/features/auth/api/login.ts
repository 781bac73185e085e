import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, TokenResponse } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { forgetCachedData } from '#web/lib/sign-out.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';

/** `POST /api/auth/login`. A 401 here means wrong credentials, never "refresh and retry". */
function login(body: LoginBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api/auth/login', body, { notify: false });
}

/**
 * Signing in (§4): forget what the previous session cached (inventory, undo, changelog,
 * locations), sign in, then store the session — which loads the user's locations from
 * the answer. Where to go next is the screen's business.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      forgetCachedData(queryClient);
      const answer = await login(body);
      useAuthStore.getState().setSignedIn(answer);
      return answer;
    },
  });
}
