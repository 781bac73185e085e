import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: unknown;
  /** What failed, in the reader's language; "It did not work. Try again." when not given. */
  errorFallback?: string;
  variant?: ButtonVariant;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?": Cancel has the focus, so Enter alone never deletes or sends. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  errorFallback,
  variant = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  return (
    <ModalDialog role="alertdialog" title={title} onClose={onClose}>
      {children}
      {error != null && (
        <FormAlert>{known(failureMessage(error, errorFallback ?? t.confirmFailed))}</FormAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          variant={variant}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
    </ModalDialog>
  );
}
