import { useStore } from '@nanostores/react';
import { RotateCw } from 'lucide-react';
import { MAIL_REASON_MISSING, MAIL_REASON_UNKNOWN } from '#contract/messages.ts';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formatWhen } from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useRetryListMail } from '../api/retry-list-mail.ts';

/**
 * Where the list's newest email is (its order, or its credit request): queued, sent, or failed
 * and, for those who may send, a Retry. A sentence of ours in the app's language leads; the
 * mail server's reason follows as it came, on a line of its own (it is the truth, but in the
 * server's words). The list is polled while the email is on its way (api/get-list.ts).
 */
export function MailStatus({
  list,
  locationId,
  canRetry,
}: {
  list: ListWithItems;
  locationId: string;
  canRetry: boolean;
}) {
  const t = useStore(shoppingMessages);
  const known = useKnownMessage();
  const retry = useRetryListMail(locationId, list.id);
  const { mail } = list;
  if (!mail) return null;
  const parts = {
    what: mail.kind === 'order' ? t.mailOrder : t.mailCreditRequest,
    to: mail.recipient,
  };
  const failed = mail.state === 'failed';
  const text =
    mail.state === 'sent'
      ? t.mailSent({ ...parts, when: mail.sent_at ? formatWhen(mail.sent_at) : '' })
      : failed
        ? t.mailFailed(parts)
        : mail.last_error
          ? t.mailQueuedAfterFailure(parts)
          : t.mailQueued(parts);
  // The outbox's own reasons are ours to translate; the mail server's stay as they came.
  const ours =
    mail.last_error === MAIL_REASON_UNKNOWN
      ? t.mailReasonUnknown
      : mail.last_error === MAIL_REASON_MISSING
        ? t.mailReasonMissing
        : null;
  const detail =
    mail.state === 'sent' || mail.last_error === null
      ? null
      : failed && ours === null
        ? t.mailServerSaid({ reason: mail.last_error })
        : t.mailLastTryFailed({ reason: ours ?? mail.last_error });
  return (
    <div className="flex flex-col items-start gap-2">
      <div role="status" className="flex flex-col gap-1 text-sm [overflow-wrap:anywhere]">
        <p className={cn(failed && 'font-medium text-danger')}>{text}</p>
        {detail && <p className="text-muted">{detail}</p>}
      </div>
      {failed && canRetry && (
        <>
          {retry.isError && (
            <FormAlert>{known(failureMessage(retry.error, t.retryMailFailed))}</FormAlert>
          )}
          <Button
            variant="secondary"
            aria-disabled={retry.isPending || undefined}
            onClick={() => {
              if (!retry.isPending) retry.mutate();
            }}
          >
            <RotateCw aria-hidden="true" className="size-5" />
            {retry.isPending ? t.retryingMail : t.retryMail}
          </Button>
        </>
      )}
    </div>
  );
}
