import { useStore } from '@nanostores/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { uiMessages } from '../lib/i18n/locales/en/ui.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteError() {
  const t = useStore(uiMessages);
  const error = useRouteError();
  useDocumentTitle(t.somethingWentWrong);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">{t.somethingWentWrong}</h1>
      <p className="text-muted">
        {t.screenNotShown}
        {detail && <span className="mt-2 block text-sm">{t.details({ detail })}</span>}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          {t.tryAgain}
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          {t.home}
        </Link>
      </div>
    </main>
  );
}
