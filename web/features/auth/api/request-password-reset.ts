import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * `POST /auth/reset-password` (no /api prefix, as the specification has it). The answer is
 * the same whether or not an account exists, so nobody can probe for emails.
 */
function requestPasswordReset(body: ResetPasswordBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/auth/reset-password', body, { notify: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
