import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../contract/auth.ts';
import { ConfirmByTypingDialog } from '../../../components/ui/confirm-by-typing-dialog.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { DELETE_USER_FAILED_MESSAGE } from '../../../lib/errors.ts';
import { forgetLocalData } from '../../../lib/sign-out.ts';
import { useCountOutbox } from '../../../lib/stores/count-outbox.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Typing DELETE (any case) or one's own email confirms: no deletion by a stray tap. */
export function confirmsDeletion(typed: string, user: User): boolean {
  const value = typed.trim();
  return value.toUpperCase() === 'DELETE' || value.toLowerCase() === user.email.toLowerCase();
}

export function DeleteAccountSection({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const warningId = useId();

  return (
    <Section
      title="Delete account"
      tone="danger"
      description="Deleting your account cannot be undone."
    >
      <ul id={warningId} className="list-disc space-y-1 pl-5 text-sm">
        <li>Locations where you are the only member are deleted with everything in them.</li>
        <li>
          If you are the only owner of a location that has other members, make someone else its
          owner first.
        </li>
      </ul>
      <ConfirmByTypingDialog
        openLabel="Delete my account…"
        label="Type DELETE or your email to confirm"
        confirms={(typed) => confirmsDeletion(typed, user)}
        submitLabel="Delete my account for good"
        cancelLabel="Keep my account"
        pending={deleteAccount.isPending}
        onConfirm={() => deleteAccount.mutateAsync()}
        failureFallback={DELETE_USER_FAILED_MESSAGE}
        onDone={async () => {
          // Leave the signed-in pages first, so the guard does not send us to /login instead.
          await navigate('/', { replace: true });
          useCountOutbox.getState().clear();
          forgetLocalData(queryClient);
        }}
        describedBy={warningId}
        autoCapitalize="none"
      />
    </Section>
  );
}
