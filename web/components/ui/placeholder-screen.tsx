import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

interface PlaceholderScreenProps {
  title: string;
  /** One sentence about what the screen will hold once its issue is done. */
  description: string;
  children?: ReactNode;
}

/** A titled screen that says what is coming; replaced screen by screen as features land. */
export function PlaceholderScreen({ title, description, children }: PlaceholderScreenProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted">{description}</p>
      {children}
    </div>
  );
}
