/**
 * The card provider's subscription states the app has words for, each with the key of its
 * message (the `account` and `billing` namespaces both name them so). Any other state shows as
 * it came.
 */
export const SUBSCRIPTION_STATUS_MESSAGES = {
  active: 'statusActive',
  trialing: 'statusTrialing',
  past_due: 'statusPastDue',
  unpaid: 'statusUnpaid',
  canceled: 'statusCanceled',
  incomplete: 'statusIncomplete',
  incomplete_expired: 'statusIncompleteExpired',
  paused: 'statusPaused',
} as const;

export function isKnownSubscriptionStatus(
  status: string,
): status is keyof typeof SUBSCRIPTION_STATUS_MESSAGES {
  return Object.hasOwn(SUBSCRIPTION_STATUS_MESSAGES, status);
}
