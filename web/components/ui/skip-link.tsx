import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';

/** First stop of the keyboard: jumps past the header and navigation to the screen itself. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const t = useStore(uiMessages);
  function skip(event: MouseEvent<HTMLAnchorElement>): void {
    // Focus the target ourselves: a hash navigation would go through the router's history.
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  }
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-primary px-4 py-3 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t.skipToContent}
    </a>
  );
}
