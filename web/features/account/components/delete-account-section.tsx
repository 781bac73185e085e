import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { User } from '#contract/auth.ts';
import { ConfirmByTypingDialog } from '#web/components/ui/confirm-by-typing-dialog.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { DELETE_USER_FAILED_MESSAGE } from '#web/lib/errors.ts';
import { accountMessages } from '#web/lib/i18n/locales/en/account.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { reloadAt } from '#web/lib/leave-app.ts';
import { forgetLocalData } from '#web/lib/sign-out.ts';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Typing DELETE (any case) or one's own email confirms: no deletion by a stray tap. */
function confirmsDeletion(typed: string, user: User): boolean {
  const value = typed.trim();
  return value.toUpperCase() === 'DELETE' || value.toLowerCase() === user.email.toLowerCase();
}

export function DeleteAccountSection({ user }: { user: User }) {
  const t = useStore(accountMessages);
  const known = useKnownMessage();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const warningId = useId();

  return (
    <Section title={t.deleteAccount} tone="danger" description={t.deleteDescription}>
      <ul id={warningId} className="list-disc space-y-1 pl-5 text-sm">
        <li>{t.deleteOnlyMember}</li>
        <li>{t.deleteOnlyOwner}</li>
      </ul>
      <ConfirmByTypingDialog
        openLabel={t.deleteOpen}
        label={t.deleteConfirmLabel}
        confirms={(typed) => confirmsDeletion(typed, user)}
        submitLabel={t.deleteSubmit}
        cancelLabel={t.deleteCancel}
        pending={deleteAccount.isPending}
        onConfirm={() => deleteAccount.mutateAsync()}
        failureFallback={known(DELETE_USER_FAILED_MESSAGE)}
        onDone={() => {
          useCountOutbox.getState().clear();
          forgetLocalData(queryClient);
          // A fresh load of the landing page: nothing of the deleted account stays in memory,
          // and the signed-in pages' guard, which would say /login, has no say in where the
          // person lands (a route change raced it).
          reloadAt('/');
        }}
        describedBy={warningId}
        autoCapitalize="none"
      />
    </Section>
  );
}
