import { Link } from 'react-router';
import { Button, TEXT_LINK_CLASS, buttonClass } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { homePath, useAuthStore } from '../../lib/stores/auth.ts';
import { useRefreshSubscription } from './api/refresh-subscription.ts';

/**
 * Where the payment page sends the browser back after a successful checkout. The provider
 * tells the server by webhook, which may arrive a moment after the browser does: hence the
 * "still confirming" state and its "Check again".
 */
export function SubscriptionSuccessScreen() {
  const status = useAuthStore((state) => state.status);
  const locations = useAuthStore((state) => state.locations);
  const signedIn = status === 'signed-in';
  const refresh = useRefreshSubscription({ enabled: signedIn });
  const subscription = refresh.data?.subscription_status ?? null;

  return (
    <Page
      width="narrow"
      title="Subscription confirmed"
      description="Thank you: your payment went through."
    >
      {status === 'loading' || (signedIn && refresh.isPending) ? (
        <Spinner label="Confirming your plan..." />
      ) : !signedIn ? (
        <p>
          Sign in to see your plan and start counting.{' '}
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Sign in
          </Link>
        </p>
      ) : subscription ? (
        <FormAlert tone="success">
          Your subscription is <span className="font-semibold">{subscription}</span>.
        </FormAlert>
      ) : (
        <div className="flex flex-col gap-2">
          <p>
            We are still waiting for the payment provider to confirm your plan; this usually takes a
            few seconds. You can start right away.
          </p>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void refresh.refetch()}
            aria-disabled={refresh.isFetching || undefined}
          >
            {refresh.isFetching ? 'Checking…' : 'Check again'}
          </Button>
        </div>
      )}
      {signedIn && (
        <Link to={homePath(locations)} className={buttonClass('primary', 'self-start')}>
          Go to your dashboard
        </Link>
      )}
    </Page>
  );
}
