import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

interface PageProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * `narrow` for a single form (sign-in and friends), `wide` for lists and settings, `full`
   * for a table with many columns (the items).
   */
  width?: 'narrow' | 'wide' | 'full';
}

/** A screen: its h1, one line saying what it is for, and its content. */
export function Page({ title, description, children, width = 'wide' }: PageProps) {
  useDocumentTitle(title);
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-6',
        { narrow: 'max-w-md', wide: 'max-w-3xl', full: 'max-w-7xl' }[width],
      )}
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-muted">{description}</p>}
      </header>
      {children}
    </div>
  );
}

interface SectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  id?: string;
}

/** A card with an h2, for one part of a screen (profile, password, danger zone). */
export function Section({ title, description, children, tone = 'default', id }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-surface p-4 sm:p-6',
        tone === 'danger' ? 'border-danger' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
