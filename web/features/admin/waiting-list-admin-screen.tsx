import { Link } from 'react-router';
import type { WaitingListEntry } from '../../../contract/auth.ts';
import { Button, TEXT_LINK_CLASS } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, ErrorType } from '../../lib/errors.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { useAuthStore } from '../../lib/stores/auth.ts';
import { useWaitingList } from './api/get-waiting-list.ts';
import { WaitingListEntryCard } from './components/waiting-list-entry-card.tsx';

const TITLE = 'Waiting list';

/** Waiting first, in the order they asked; then the approved ones. */
function byQueue(a: WaitingListEntry, b: WaitingListEntry): number {
  if (a.status !== b.status) return a.status === 'pending' ? -1 : 1;
  return a.created_at.localeCompare(b.created_at);
}

function NotAllowed() {
  return (
    <Page title={TITLE}>
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
        <p className="font-semibold">Not allowed</p>
        <p>Only Barback administrators can see and approve the waiting list.</p>
        <Link to="/dashboard" className={TEXT_LINK_CLASS}>
          Back to your locations
        </Link>
      </div>
    </Page>
  );
}

/** Administrators (ADMIN_EMAILS) approve sign-up requests; approval emails a sign-up link. */
export function WaitingListAdminScreen() {
  const isAdmin = useAuthStore((state) => state.user?.is_admin === true);
  const waitingList = useWaitingList({ enabled: isAdmin });

  if (!isAdmin) return <NotAllowed />;
  if (waitingList.error instanceof ApiError && waitingList.error.type === ErrorType.FORBIDDEN) {
    return <NotAllowed />;
  }

  const entries = waitingList.data ? [...waitingList.data].sort(byQueue) : [];
  const waiting = entries.filter((entry) => entry.status === 'pending').length;

  return (
    <Page
      title={TITLE}
      description="People who asked for an account. Approving one emails them a sign-up link."
    >
      {waitingList.isPending && <Spinner label="Loading the waiting list..." />}
      {waitingList.isError && (
        <FormAlert>
          <p>{failureMessage(waitingList.error, 'The waiting list could not be loaded.')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void waitingList.refetch()}>
            Try again
          </Button>
        </FormAlert>
      )}
      {waitingList.isSuccess && entries.length === 0 && (
        <p className="rounded-xl border border-dashed border-border p-4 text-muted">
          Nobody is on the waiting list. Requests from the waiting list page show up here.
        </p>
      )}
      {entries.length > 0 && (
        <>
          <p>
            {waiting === 1 ? '1 person waiting' : `${waiting} people waiting`},{' '}
            {entries.length - waiting} approved.
          </p>
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <WaitingListEntryCard entry={entry} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
