import type { User } from '../../../../contract/auth.ts';
import { Section } from '../../../components/ui/page.tsx';

/** "active" → "Active", "past_due" → "Past due". */
function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the account pays for: the card subscription's state, or Free when there is none. */
export function PlanSection({ user }: { user: User }) {
  const status = user.subscription_status;
  return (
    <Section title="Plan">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Current plan</dt>
        <dd className="font-medium">{status ? 'Subscription' : 'Free'}</dd>
        {status && (
          <>
            <dt className="text-muted">Status</dt>
            <dd className="font-medium">{statusLabel(status)}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}
