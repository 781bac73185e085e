import { LoaderCircle } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClass } from './button.tsx';
import type { ButtonVariant } from './button.tsx';

interface SubmitButtonProps {
  pending: boolean;
  /** What the button says while the form is being sent ("Signing in…"). */
  pendingLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Submits its form once. While pending it stays focusable (aria-disabled, not disabled), so
 * a keyboard user's focus is not thrown back to the top of the page.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
  className,
}: SubmitButtonProps) {
  function stopWhilePending(event: MouseEvent<HTMLButtonElement>): void {
    if (pending) event.preventDefault();
  }
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={stopWhilePending}
      className={buttonClass(variant, className)}
    >
      {pending && (
        <LoaderCircle
          aria-hidden="true"
          className="size-4 animate-spin motion-reduce:animate-none"
        />
      )}
      {pending ? pendingLabel : children}
    </button>
  );
}
