import { useStore } from '@nanostores/react';
import { Wine } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { SkipLink } from '#web/components/ui/skip-link.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';
import { uiMessages } from '#web/lib/i18n/locales/en/ui.ts';

/** The frame of the pages anyone can open: landing, sign-in, sign-up and friends. */
export function PublicLayout() {
  const t = useStore(uiMessages);
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-2 sm:px-4">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-lg font-semibold text-fg no-underline"
          >
            <Wine aria-hidden="true" className="size-6 text-link" />
            Barback
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-12">
        <Outlet />
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted">
        {t.footer}
      </footer>
    </div>
  );
}
