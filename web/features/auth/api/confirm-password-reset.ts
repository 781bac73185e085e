import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordConfirmBody } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** `POST /auth/reset-password/confirm`: 204, or 422 when the link is invalid or used. */
function confirmPasswordReset(body: ResetPasswordConfirmBody): Promise<void> {
  return api.post<undefined>('/auth/reset-password/confirm', body, { notify: false });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
