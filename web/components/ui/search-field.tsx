import { Search } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { INPUT_CLASS } from './field.tsx';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  /** The field's name for screen readers (the magnifier says it to everyone else). */
  label: string;
  /** Classes of the wrapper, e.g. `flex-1` in a row. */
  className?: string;
};

/** A search box with a magnifier inside it and a label only screen readers read. */
export function SearchField({ label, className, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        {...input}
        className={cn(INPUT_CLASS, 'pl-10')}
      />
    </div>
  );
}
