import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { failureMessage } from '#web/lib/form-errors.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';
import { Button } from './button.tsx';
import { TextField } from './field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

interface ConfirmByTypingDialogProps {
  /** The danger button that opens the confirmation ("Delete location…"). */
  openLabel: string;
  /** The field's label, and its error while what was typed does not confirm. */
  label: string;
  /** Whether what was typed confirms (a name, DELETE, an email). */
  confirms: (typed: string) => boolean;
  /** The danger button that does it ("Delete The Back Bar for good"). */
  submitLabel: ReactNode;
  /** The way out: closes the confirmation and forgets what was typed. */
  cancelLabel: string;
  /** The request is on its way: a second submit does nothing. */
  pending: boolean;
  /** The request itself. When it fails, its message shows above the field. */
  onConfirm: () => Promise<unknown>;
  /** The message of a failure that has none of its own. */
  failureFallback: string;
  /** After the request succeeded: leave the page, forget what is gone. */
  onDone: () => Promise<void> | void;
  /** Ids of text the field is read with (what the deletion takes with it). */
  describedBy?: string;
  autoCapitalize?: string;
}

/**
 * A destructive action confirmed by typing, so no stray tap deletes anything: a danger button
 * opens a field and the final button. Focus moves into the field, and back to the opening
 * button when the confirmation closes.
 */
export function ConfirmByTypingDialog({
  openLabel,
  label,
  confirms,
  submitLabel,
  cancelLabel,
  pending,
  onConfirm,
  failureFallback,
  onDone,
  describedBy,
  autoCapitalize,
}: ConfirmByTypingDialogProps) {
  const t = useStore(uiMessages);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (open) confirmInput.current?.focus();
    else if (opened.current) openButton.current?.focus();
    opened.current = open;
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setError(null);
    if (!confirms(typed)) {
      setConfirmError(label);
      return;
    }
    setConfirmError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failureMessage(failure, failureFallback));
      return;
    }
    await onDone();
  }

  function close(): void {
    setOpen(false);
    setTyped('');
    setError(null);
    setConfirmError(null);
  }

  if (!open) {
    return (
      <Button
        ref={openButton}
        variant="danger"
        className="self-start"
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        ref={confirmInput}
        label={label}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={confirmError ?? undefined}
        aria-describedby={describedBy}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant="danger" pending={pending} pendingLabel={t.deleting}>
          {submitLabel}
        </SubmitButton>
        <Button variant="secondary" onClick={close}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
