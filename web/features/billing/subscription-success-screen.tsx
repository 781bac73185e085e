import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { Button, TEXT_LINK_CLASS, buttonClass } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { billingMessages } from '#web/lib/i18n/locales/en/billing.ts';
import { homePath, useAuthStore } from '#web/lib/stores/auth.ts';
import { usePaymentsEnabled } from './api/get-payments.ts';
import { useRefreshSubscription } from './api/refresh-subscription.ts';
import {
  SUBSCRIPTION_STATUS_MESSAGES,
  isKnownSubscriptionStatus,
} from '#web/lib/subscription-status.ts';

/** The states of a subscription the provider reports that mean it is paid for. */
const PAID = new Set(['active', 'trialing']);

/**
 * Where the payment page sends the browser back after a checkout. It says what the server
 * knows, not what the address suggests: anyone can open it directly. Without card payments
 * no checkout ran; with them, the provider tells the server by webhook, which may arrive a
 * moment after the browser does: hence the "still confirming" state and its "Check again".
 */
export function SubscriptionSuccessScreen() {
  const t = useStore(billingMessages);
  const status = useAuthStore((state) => state.status);
  const payments = usePaymentsEnabled();

  if (status === 'loading' || payments.isPending) {
    return (
      <Page width="narrow" title={t.yourSubscription}>
        <Spinner label={t.checkingPayment} />
      </Page>
    );
  }
  if (payments.isError) {
    return (
      <Page width="narrow" title={t.yourSubscription}>
        <FormAlert>
          <p>{t.serverUnreachable}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void payments.refetch()}>
            {t.tryAgain}
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
        title={t.paymentsNotEnabled}
        description={t.paymentsNotEnabledDescription}
      >
        <p>{t.worksWithoutPlan}</p>
        <BackLink signedIn={status === 'signed-in'} />
      </Page>
    );
  }
  if (status !== 'signed-in') {
    return (
      <Page width="narrow" title={t.yourSubscription}>
        <p>
          <Interpolate
            message={t.signInToSee}
            values={{
              link: (
                <Link to="/login" className={TEXT_LINK_CLASS}>
                  {t.signIn}
                </Link>
              ),
            }}
          />
        </p>
      </Page>
    );
  }
  return <SignedInSubscription />;
}

/** Payments on and someone signed in: what the provider has told the server so far. */
function SignedInSubscription() {
  const t = useStore(billingMessages);
  const refresh = useRefreshSubscription({ enabled: true });
  const subscription = refresh.data?.subscription_status ?? null;
  const paid = subscription !== null && PAID.has(subscription);

  return (
    <Page
      width="narrow"
      title={paid ? t.confirmed : t.yourSubscription}
      description={paid ? t.thankYou : undefined}
    >
      {refresh.isPending ? (
        <Spinner label={t.confirmingPlan} />
      ) : subscription ? (
        <FormAlert tone={paid ? 'success' : 'error'}>
          <Interpolate
            message={t.subscriptionIs}
            values={{
              status: (
                <span className="font-semibold">
                  {isKnownSubscriptionStatus(subscription)
                    ? t[SUBSCRIPTION_STATUS_MESSAGES[subscription]]
                    : subscription}
                </span>
              ),
            }}
          />
        </FormAlert>
      ) : (
        <div className="flex flex-col gap-2">
          <p>{t.stillWaiting}</p>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void refresh.refetch()}
            aria-disabled={refresh.isFetching || undefined}
          >
            {refresh.isFetching ? t.checking : t.checkAgain}
          </Button>
        </div>
      )}
      <BackLink signedIn />
    </Page>
  );
}

/** The way back: the dashboard for someone signed in, else the start page. */
function BackLink({ signedIn }: { signedIn: boolean }) {
  const t = useStore(billingMessages);
  const locations = useAuthStore((state) => state.locations);
  return signedIn ? (
    <Link to={homePath(locations)} className={buttonClass('primary', 'self-start')}>
      {t.goToDashboard}
    </Link>
  ) : (
    <Link to="/" className={buttonClass('primary', 'self-start')}>
      {t.backToStart}
    </Link>
  );
}
