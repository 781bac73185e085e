import { useStore } from '@nanostores/react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useStore(uiMessages);
  return (
    <div role="status" className={cn('flex items-center gap-2 text-muted', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{label ?? t.loading}</span>
    </div>
  );
}

/** The whole screen while something the page depends on is loading (e.g. the session). */
export function FullPageSpinner() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-bg text-fg">
      <Spinner />
    </main>
  );
}
