import { useStore } from '@nanostores/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { appMessages } from '../i18n/locales/en/app.ts';
import { useAppUpdate } from './app-update.ts';

/** "A new version of Barback is ready", with the Reload that lets it take over. */
export function UpdateOffer() {
  const t = useStore(appMessages);
  const reload = useAppUpdate((state) => state.reload);
  return (
    <div className="fixed inset-x-2 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-surface p-3 text-fg shadow-lg lg:bottom-4">
      <p className="min-w-0 flex-1">{t.newVersion}</p>
      <Button onClick={reload}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t.reload}
      </Button>
    </div>
  );
}
