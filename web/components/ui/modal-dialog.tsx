import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'lg';
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal: focus moves in (the first field or button), Tab stays inside, Escape closes, and
 * focus returns to what opened it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  role = 'dialog',
  size = 'sm',
}: ModalDialogProps) {
  const t = useStore(uiMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const returnTo = document.activeElement;
    const first = dialog.current?.querySelector<HTMLElement>(
      'input, select, textarea, [data-autofocus]',
    );
    (first ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      if (event.key !== 'Tab' || !dialog.current) return;
      const controls = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const index = controls.indexOf(document.activeElement as HTMLElement);
      const next = (index + (event.shiftKey ? -1 : 1) + controls.length) % controls.length;
      event.preventDefault();
      controls[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (returnTo instanceof HTMLElement) returnTo.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/50 p-2 sm:p-4">
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        className={cn(
          'flex max-h-[calc(100dvh-1rem)] w-full flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-4 text-fg shadow-lg',
          size === 'lg' ? 'max-w-2xl' : 'max-w-sm',
        )}
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t.close}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-surface-hover"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
