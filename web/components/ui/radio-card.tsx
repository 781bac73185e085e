import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '#web/lib/cn.ts';

interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> {
  title: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice of a radio group, as a card the whole of which is the target. The title names
 * the radio; the description is read after it.
 */
export function RadioCard({ title, description, className, ...input }: RadioCardProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3',
        'has-[:checked]:border-primary has-[:checked]:bg-surface-hover has-[:checked]:ring-1 has-[:checked]:ring-primary',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        className,
      )}
    >
      <input
        type="radio"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary"
        {...input}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-title`} className="font-medium">
          {title}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-muted">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
