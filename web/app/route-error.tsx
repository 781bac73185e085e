import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted">
        This screen could not be shown. Try again, or go back to the start.
        {detail && <span className="mt-2 block text-sm">Details: {detail}</span>}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          Home
        </Link>
      </div>
    </main>
  );
}
