import { useStore } from '@nanostores/react';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '#web/lib/cn.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';
import { FieldFrame, INPUT_CLASS, describedBy } from './field.tsx';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a "Show password" toggle: typing a long password with cold fingers
 * on a phone is easier when you can see it.
 */
export function PasswordField({ label, hint, error, id, className, ...input }: PasswordFieldProps) {
  const t = useStore(uiMessages);
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={cn(INPUT_CLASS, 'pr-12', className)}
          {...input}
        />
        <button
          type="button"
          aria-label={t.showPassword}
          aria-pressed={visible}
          aria-controls={inputId}
          title={t.showPassword}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-fg"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}
