import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ButtonVariant } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: unknown;
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
  errorFallback = 'It did not work. Try again.',
  variant = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <ModalDialog role="alertdialog" title={title} onClose={onClose}>
      {children}
      {error != null && <FormAlert>{failureMessage(error, errorFallback)}</FormAlert>}
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
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}
