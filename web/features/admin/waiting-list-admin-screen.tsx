import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type { WaitingListEntry } from '#contract/auth.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError, ErrorType } from '#web/lib/errors.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { adminMessages } from '#web/lib/i18n/locales/en/admin.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useWaitingList } from './api/get-waiting-list.ts';
import { WaitingListEntryCard } from './components/waiting-list-entry-card.tsx';

/** Waiting first, in the order they asked; then the approved ones. */
function byQueue(a: WaitingListEntry, b: WaitingListEntry): number {
  if (a.status !== b.status) return a.status === 'pending' ? -1 : 1;
  return a.created_at.localeCompare(b.created_at);
}

function NotAllowed() {
  const t = useStore(adminMessages);
  return (
    <Page title={t.title}>
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
        <p className="font-semibold">{t.notAllowed}</p>
        <p>{t.onlyAdmins}</p>
        <Link to="/dashboard" className={TEXT_LINK_CLASS}>
          {t.backToLocations}
        </Link>
      </div>
    </Page>
  );
}

/** Administrators (ADMIN_EMAILS) approve sign-up requests; approval emails a sign-up link. */
export function WaitingListAdminScreen() {
  const t = useStore(adminMessages);
  const known = useKnownMessage();
  const isAdmin = useAuthStore((state) => state.user?.is_admin === true);
  const waitingList = useWaitingList({ enabled: isAdmin });

  if (!isAdmin) return <NotAllowed />;
  if (waitingList.error instanceof ApiError && waitingList.error.type === ErrorType.FORBIDDEN) {
    return <NotAllowed />;
  }

  const entries = waitingList.data ? [...waitingList.data].sort(byQueue) : [];
  const waiting = entries.filter((entry) => entry.status === 'pending').length;

  return (
    <Page title={t.title} description={t.description}>
      {waitingList.isPending && <Spinner label={t.loading} />}
      {waitingList.isError && (
        <FormAlert>
          <p>{known(failureMessage(waitingList.error, t.loadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void waitingList.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {waitingList.isSuccess && entries.length === 0 && (
        <p className="rounded-xl border border-dashed border-border p-4 text-muted">{t.empty}</p>
      )}
      {entries.length > 0 && (
        <>
          <p>
            {t.summary({
              waiting: t.peopleWaiting(waiting),
              approved: t.peopleApproved(entries.length - waiting),
            })}
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
