import { useStore } from '@nanostores/react';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from '#web/lib/cn.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';

/** 44 px tall, 16 px text (no zoom on mobile Safari), a red border while invalid. */
export const INPUT_CLASS = cn(
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg',
  'placeholder:text-muted aria-[invalid=true]:border-danger aria-[invalid=true]:border-2',
);

interface FrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}

/** Ids for a control's hint and error, to put in its aria-describedby. */
export function describedBy(
  id: string,
  hint: unknown,
  error: unknown,
  extra?: string,
): string | undefined {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined, extra];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * Label above, hint below the label, the control, then its error (read with the control). A
 * known message (the contract's validation, a typed amount's) shows in the language in use;
 * any other error, such as a server's, as it came.
 */
export function FieldFrame({ id, label, hint, error, optional, children }: FrameProps) {
  const t = useStore(uiMessages);
  const known = useKnownMessage();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="font-normal text-muted"> {t.optional}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {known(error)}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  'aria-describedby': extraDescription,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error, extraDescription)}
        className={cn(INPUT_CLASS, className)}
        {...input}
      />
    </FieldFrame>
  );
}

/** An email address field: the right keyboard on phones, no capitals, no spell check. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        id={inputId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(INPUT_CLASS, 'py-2', className)}
        {...textarea}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the phone's own picker, 44 px tall, 16 px text. */
export function SelectField({ label, hint, error, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={cn(INPUT_CLASS, className)}
        {...select}
      />
    </FieldFrame>
  );
}
