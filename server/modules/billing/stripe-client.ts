import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe client of a configuration, made once. `apiHost` points it at another server
 * (a local stand-in in tests) instead of api.stripe.com.
 */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const base = config.apiHost ? new URL(config.apiHost) : undefined;
    client = new Stripe(config.secretKey, {
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
    clients.set(config, client);
  }
  return client;
}

/** Payments are configured when there is a secret key and at least one plan to sell. */
export function paymentsConfig(config: Pick<Config, 'stripe'>): StripeConfig | undefined {
  return config.stripe && config.stripe.priceIds.length > 0 ? config.stripe : undefined;
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
