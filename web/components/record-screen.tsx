import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { LoadError } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** The way back from a record's screen to its list ("← All recipes"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${TEXT_LINK_CLASS} gap-1 self-start text-link`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/**
 * A record's screen while the record is not there yet (a recipe, a dish): the way back, then
 * the spinner, or why it could not be loaded with a way to try again.
 */
export function RecordPending({
  title,
  back,
  query,
  loading,
  failed,
}: {
  title: string;
  back: ReactNode;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  failed: string;
}) {
  return (
    <Page title={title}>
      {back}
      {query.isError ? (
        <LoadError error={query.error} message={failed} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={loading} />
      )}
    </Page>
  );
}
