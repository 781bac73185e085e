import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';

type LoadErrorProps = {
  error: unknown;
  onRetry: () => void;
} & (
  | {
      /**
       * The whole sentence said when the failure has no words of its own, translated ("The
       * recipes could not be loaded. Check your connection and try again.").
       */
      message: string;
      what?: undefined;
    }
  | {
      /** What failed to load, put into "… could not be loaded": prefer `message`. */
      what: string;
      message?: undefined;
    }
);

/** A load that failed: what failed, in the server's words for a 4xx, and a way to try again. */
export function LoadError({ error, what, message, onRetry }: LoadErrorProps) {
  const t = useStore(uiMessages);
  const known = useKnownMessage();
  const fallback = message ?? t.loadFailed({ what: what ?? '' });
  return (
    <FormAlert>
      <p>{known(failureMessage(error, fallback))}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t.tryAgain}
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
