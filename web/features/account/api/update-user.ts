import { useMutation } from '@tanstack/react-query';
import type { MeResponse, UpdateUserBody } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';

/**
 * `PUT /api/auth/user`: name, email, password. A new email or password needs the current
 * password; a new password ends the user's other sessions (this one stays signed in).
 */
function updateUser(body: UpdateUserBody): Promise<MeResponse> {
  return api.put<MeResponse>('/api/auth/user', body, { notify: false });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => {
      const { user } = await updateUser(body);
      useAuthStore.getState().setUser(user);
      return user;
    },
  });
}
