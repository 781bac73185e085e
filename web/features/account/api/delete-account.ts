import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** `DELETE /api/auth/user`: 204, or 409 while the user is the only owner of a team. */
function deleteUser(): Promise<void> {
  return api.delete('/api/auth/user', undefined, { notify: false });
}

/**
 * Deleting the account (§4): log out first — a failure there is ignored — then delete the
 * user. Forgetting what this device holds is the screen's last step, once it has left the
 * signed-in pages.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post('/api/auth/logout', undefined, { notify: false });
      } catch {
        // Ignored, as §4 says: the deletion itself decides.
      }
      await deleteUser();
    },
  });
}
