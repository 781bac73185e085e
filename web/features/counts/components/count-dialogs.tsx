import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { CountDetail } from '#contract/counts.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { countsMessages } from '#web/lib/i18n/locales/en/counts.ts';

interface ConfirmProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  failed: string;
  variant: ButtonVariant;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?": the way back has the focus, so Enter alone never closes or discards. */
function Confirm({
  title,
  children,
  confirmLabel,
  pendingLabel,
  failed,
  variant,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  const t = useStore(countsMessages);
  return (
    <ModalDialog role="alertdialog" title={title} onClose={onCancel}>
      {children}
      {error != null && <FormAlert>{failureMessage(error, failed)}</FormAlert>}
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
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {t.keepOpen}
        </Button>
      </div>
    </ModalDialog>
  );
}

interface DialogProps {
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Closing: what is kept, and how many items were not counted. */
export function CloseCountDialog({ count, ...props }: DialogProps & { count: CountDetail }) {
  const t = useStore(countsMessages);
  const uncounted = count.progress.total - count.progress.counted;
  return (
    <Confirm
      title={t.closeTitle}
      confirmLabel={t.close}
      pendingLabel={t.closing}
      failed={t.closeFailed}
      variant="primary"
      {...props}
    >
      <p>{t.closeSummary(count.progress)}</p>
      {uncounted > 0 && <p className="font-medium">{t.closeUncounted(uncounted)}</p>}
    </Confirm>
  );
}

/** Discarding a count opened by mistake: its counts stay in the change log. */
export function DiscardCountDialog(props: DialogProps) {
  const t = useStore(countsMessages);
  return (
    <Confirm
      title={t.discardTitle}
      confirmLabel={t.discard}
      pendingLabel={t.discarding}
      failed={t.discardFailed}
      variant="danger"
      {...props}
    >
      <p>{t.discardBody}</p>
    </Confirm>
  );
}
