import { useStore } from '@nanostores/react';
import type { User } from '#contract/auth.ts';
import { Section } from '#web/components/ui/page.tsx';
import { accountMessages } from '#web/lib/i18n/locales/en/account.ts';
import {
  SUBSCRIPTION_STATUS_MESSAGES,
  isKnownSubscriptionStatus,
} from '#web/lib/subscription-status.ts';

/** A state the provider added later shows readably: "past_due" → "Past due". */
function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the account pays for: the card subscription's state, or Free when there is none. */
export function PlanSection({ user }: { user: User }) {
  const t = useStore(accountMessages);
  const status = user.subscription_status;
  return (
    <Section title={t.plan}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t.currentPlan}</dt>
        <dd className="font-medium">{status ? t.subscription : t.free}</dd>
        {status && (
          <>
            <dt className="text-muted">{t.status}</dt>
            <dd className="font-medium">
              {isKnownSubscriptionStatus(status)
                ? t[SUBSCRIPTION_STATUS_MESSAGES[status]]
                : statusLabel(status)}
            </dd>
          </>
        )}
      </dl>
    </Section>
  );
}
