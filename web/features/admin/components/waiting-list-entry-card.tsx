import { useStore } from '@nanostores/react';
import type { WaitingListEntry } from '#contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { cn } from '#web/lib/cn.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { adminMessages } from '#web/lib/i18n/locales/en/admin.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useApproveWaitingListEntry } from '../api/approve-waiting-list-entry.ts';

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

export function WaitingListEntryCard({ entry }: { entry: WaitingListEntry }) {
  const t = useStore(adminMessages);
  const known = useKnownMessage();
  const approve = useApproveWaitingListEntry();
  const pending = entry.status === 'pending';
  const headingId = `entry-${entry.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 font-semibold break-all">
          {entry.email}
        </h2>
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-sm font-medium',
            pending ? 'border-warning text-fg' : 'border-success text-fg',
          )}
        >
          {pending ? t.waiting : t.approved}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t.name}</dt>
        <dd>{entry.name ?? '—'}</dd>
        <dt className="text-muted">{t.venue}</dt>
        <dd>{entry.venue_name ?? '—'}</dd>
        <dt className="text-muted">{t.askedOn}</dt>
        <dd>{formatDate(entry.created_at)}</dd>
        {entry.approved_at && (
          <>
            <dt className="text-muted">{t.approvedOn}</dt>
            <dd>{formatDate(entry.approved_at)}</dd>
          </>
        )}
        {entry.note && (
          <>
            <dt className="text-muted">{t.note}</dt>
            <dd className="whitespace-pre-line">{entry.note}</dd>
          </>
        )}
      </dl>
      {approve.isError && (
        <FormAlert>{known(failureMessage(approve.error, t.approveFailed))}</FormAlert>
      )}
      {approve.isSuccess && (
        <FormAlert tone="success">{t.approvedSent({ email: entry.email })}</FormAlert>
      )}
      {pending && (
        <Button
          className="self-start"
          aria-label={
            approve.isPending
              ? t.approvingEmail({ email: entry.email })
              : t.approveEmail({ email: entry.email })
          }
          aria-disabled={approve.isPending || undefined}
          onClick={() => {
            if (!approve.isPending) approve.mutate(entry.id);
          }}
        >
          {approve.isPending ? t.approving : t.approve}
        </Button>
      )}
    </article>
  );
}
