import { i18n } from '#web/lib/i18n/i18n.ts';

export const billingMessages = i18n('billing', {
  yourSubscription: 'Your subscription',
  checkingPayment: 'Checking your payment...',
  serverUnreachable: 'We could not reach the server to check your payment.',
  tryAgain: 'Try again',
  paymentsNotEnabled: 'Payments are not enabled',
  paymentsNotEnabledDescription:
    'Card payments are not set up here, so no payment was taken and nothing was charged.',
  worksWithoutPlan: 'Everything works without a plan: carry on where you were.',
  signInToSee: 'Sign in to see your plan and start counting. {link}',
  signIn: 'Sign in',
  confirmed: 'Subscription confirmed',
  thankYou: 'Thank you: your payment went through.',
  confirmingPlan: 'Confirming your plan...',
  subscriptionIs: 'Your subscription is {status}.',
  // The provider's states, by their value; English shows the value itself.
  statusActive: 'active',
  statusTrialing: 'trialing',
  statusPastDue: 'past_due',
  statusUnpaid: 'unpaid',
  statusCanceled: 'canceled',
  statusIncomplete: 'incomplete',
  statusIncompleteExpired: 'incomplete_expired',
  statusPaused: 'paused',
  stillWaiting:
    'We are still waiting for the payment provider to confirm your plan; this usually takes a few seconds. You can start right away.',
  checking: 'Checking…',
  checkAgain: 'Check again',
  goToDashboard: 'Go to your dashboard',
  backToStart: 'Back to the start page',
});
