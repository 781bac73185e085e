import Stripe from 'stripe';
import type { Config } from '#server/config.ts';
import { AppError, validationError } from '#server/lib/app-error.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

export const PLAN_NOT_ON_OFFER = 'Choose one of the plans on offer.';

/**
 * Card payments as configured: the Stripe client and the plans on sale. A module builds it
 * once (`Payments.fromConfig`) and passes it to the services that take payments; undefined
 * when payments are off.
 */
export class Payments {
  readonly stripe: Stripe;
  readonly priceIds: readonly string[];

  private constructor(config: StripeConfig) {
    // `apiHost` points the client at another server (a local stand-in in tests).
    const base = config.apiHost ? new URL(config.apiHost) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      timeout: 15_000,
      maxNetworkRetries: 1,
      ...(base
        ? {
            host: base.hostname,
            protocol: base.protocol === 'http:' ? 'http' : 'https',
            ...(base.port ? { port: base.port } : {}),
          }
        : {}),
    });
    this.priceIds = config.priceIds;
  }

  /** Payments are on when there is a secret key and at least one plan to sell. */
  static fromConfig(config: Pick<Config, 'stripe'>): Payments | undefined {
    return config.stripe && config.stripe.priceIds.length > 0
      ? new Payments(config.stripe)
      : undefined;
  }

  /** Refuses (422 on `field`) a plan that is not on sale. */
  assertOnSale(priceId: string, field: string): void {
    if (!this.priceIds.includes(priceId)) throw validationError(field, PLAN_NOT_ON_OFFER);
  }
}

/** 503 for a Stripe failure; the Stripe error stays in the log (as the cause), never in the answer. */
export function paymentsUnavailable(cause: unknown): AppError {
  const error = new AppError(
    'SERVICE_UNAVAILABLE',
    'Card payments are unavailable right now. Please try again in a moment.',
  );
  error.cause = cause;
  return error;
}
