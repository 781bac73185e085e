import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { DELETE_USER_FAILED_MESSAGE } from '../../../lib/errors.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { forgetLocalData } from '../../../lib/sign-out.ts';
import { useCountOutbox } from '../../inventory/count-outbox.ts';
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
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const warningId = useId();
  const confirmInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Move focus with the dialog-like step: into the confirmation, and back when it closes.
  useEffect(() => {
    if (open) confirmInput.current?.focus();
    else if (opened.current) openButton.current?.focus();
    opened.current = open;
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (deleteAccount.isPending) return;
    setError(null);
    if (!confirmsDeletion(typed, user)) {
      setConfirmError('Type DELETE or your email to confirm');
      return;
    }
    setConfirmError(null);
    try {
      await deleteAccount.mutateAsync();
    } catch (failure) {
      setError(failureMessage(failure, DELETE_USER_FAILED_MESSAGE));
      return;
    }
    // Leave the signed-in pages first, so the guard does not send us to /login instead.
    await navigate('/', { replace: true });
    useCountOutbox.getState().clear();
    forgetLocalData(queryClient);
  }

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
      {!open ? (
        <Button
          ref={openButton}
          variant="danger"
          className="self-start"
          onClick={() => setOpen(true)}
        >
          Delete my account…
        </Button>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {error && <FormAlert>{error}</FormAlert>}
          <TextField
            ref={confirmInput}
            label="Type DELETE or your email to confirm"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={confirmError ?? undefined}
            aria-describedby={warningId}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              variant="danger"
              pending={deleteAccount.isPending}
              pendingLabel="Deleting…"
            >
              Delete my account for good
            </SubmitButton>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                setTyped('');
                setError(null);
                setConfirmError(null);
              }}
            >
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
