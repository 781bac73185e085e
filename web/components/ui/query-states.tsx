import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { failureMessage } from '../../lib/form-errors.ts';

/** A load that failed: what failed, in the server's words for a 4xx, and a way to try again. */
export function LoadError({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  what: string;
  onRetry: () => void;
}) {
  return (
    <FormAlert>
      <p>
        {failureMessage(error, `${what} could not be loaded. Check your connection and try again.`)}
      </p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}

/** Nothing to show yet: what would be here, and how to get some. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-6 text-muted">
      {children}
    </div>
  );
}
