import { Link } from 'react-router';
import { Button, TEXT_LINK_CLASS, buttonClass } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { homePath, useAuthStore } from '../../lib/stores/auth.ts';
import { usePaymentsEnabled } from './api/get-payments.ts';
import { useRefreshSubscription } from './api/refresh-subscription.ts';

/** The states of a subscription the provider reports that mean it is paid for. */
const PAID = new Set(['active', 'trialing']);

/**
 * Where the payment page sends the browser back after a checkout. It says what the server
 * knows, not what the address suggests: anyone can open it directly. Without card payments
 * no checkout ran; with them, the provider tells the server by webhook, which may arrive a
 * moment after the browser does: hence the "still confirming" state and its "Check again".
 */
export function SubscriptionSuccessScreen() {
  const status = useAuthStore((state) => state.status);
  const payments = usePaymentsEnabled();

  if (status === 'loading' || payments.isPending) {
    return (
      <Page width="narrow" title="Your subscription">
        <Spinner label="Checking your payment..." />
      </Page>
    );
  }
  if (payments.isError) {
    return (
      <Page width="narrow" title="Your subscription">
        <FormAlert>
          <p>We could not reach the server to check your payment.</p>
          <Button variant="secondary" className="mt-2" onClick={() => void payments.refetch()}>
            Try again
          </Button>
        </FormAlert>
        <BackLink signedIn={status === 'signed-in'} />
      </Page>
    );
  }
  if (!payments.data) {
    return (
      <Page
        width="narrow"
        title="Payments are not enabled"
        description="Card payments are not set up here, so no payment was taken and nothing was charged."
      >
        <p>Everything works without a plan: carry on where you were.</p>
        <BackLink signedIn={status === 'signed-in'} />
      </Page>
    );
  }
  if (status !== 'signed-in') {
    return (
      <Page width="narrow" title="Your subscription">
        <p>
          Sign in to see your plan and start counting.{' '}
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Sign in
          </Link>
        </p>
      </Page>
    );
  }
  return <SignedInSubscription />;
}

/** Payments on and someone signed in: what the provider has told the server so far. */
function SignedInSubscription() {
  const refresh = useRefreshSubscription({ enabled: true });
  const subscription = refresh.data?.subscription_status ?? null;
  const paid = subscription !== null && PAID.has(subscription);

  return (
    <Page
      width="narrow"
      title={paid ? 'Subscription confirmed' : 'Your subscription'}
      description={paid ? 'Thank you: your payment went through.' : undefined}
    >
      {refresh.isPending ? (
        <Spinner label="Confirming your plan..." />
      ) : subscription ? (
        <FormAlert tone={paid ? 'success' : 'error'}>
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
      <BackLink signedIn />
    </Page>
  );
}

/** The way back: the dashboard for someone signed in, else the start page. */
function BackLink({ signedIn }: { signedIn: boolean }) {
  const locations = useAuthStore((state) => state.locations);
  return signedIn ? (
    <Link to={homePath(locations)} className={buttonClass('primary', 'self-start')}>
      Go to your dashboard
    </Link>
  ) : (
    <Link to="/" className={buttonClass('primary', 'self-start')}>
      Back to the start page
    </Link>
  );
}
